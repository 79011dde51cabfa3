// The window events mfe-header listens to, from the shared UI package.
export { CART_CHANGED_EVENT, SESSION_CHANGED_EVENT, announceSessionChange } from '@storefront/ui';
