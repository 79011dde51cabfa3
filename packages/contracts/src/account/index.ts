export * from './auth';
export * from './address';
