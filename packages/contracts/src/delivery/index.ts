export * from './estimates';
export * from './locations';
