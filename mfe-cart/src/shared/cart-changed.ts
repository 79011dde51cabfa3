// The window event the header's cart counter listens to, from the shared UI package.
export { CART_CHANGED_EVENT, announceCartChanged } from '@storefront/ui';
