export { createTestDatabase } from './test-database';
