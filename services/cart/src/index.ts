export { default as cartApp, type CartOptions } from './app';
export { serverConfig, type ServerConfig } from './server-config';
export { GUEST_CART_COOKIE } from './domain/guest-token';
export { unitPriceFor } from './domain/unit-price';
