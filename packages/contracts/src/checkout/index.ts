export * from './checkout';
export * from './payments';
export * from './orders';
