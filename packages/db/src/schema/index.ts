export * from './catalog';
export * from './account';
export * from './platform';
export * from './cart';
