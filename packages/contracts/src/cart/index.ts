export * from './cart';
export * from './saved-carts';
export * from './coupons';
export * from './upsell';
