export * as schema from './schema/index';
export * from './schema/index';
export { createDatabase, DEFAULT_DATA_DIR, MIGRATIONS_FOLDER, type Database, type DatabaseHandle, type DatabaseOptions, type Schema } from './client/create-database';
export { migrate } from './client/migrate';
export { rowsOf } from './client/rows';
