export * from './auth';
export * from './address';
export * from './regions';
