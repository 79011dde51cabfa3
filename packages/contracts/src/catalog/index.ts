export * from './taxonomy';
export * from './image';
export * from './product';
export * from './listing';
export * from './menu';
