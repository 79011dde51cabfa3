export * from './common';
export * from './catalog/index';
export * from './screens';
export * from './page-data';
export * from './account/index';
export * from './cart/index';
export * from './checkout/index';
export * from './delivery/index';
