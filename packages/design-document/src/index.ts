// Public surface of @storefront/design-document (browser-safe: no sharp, no node:fs).
export * from './document/design-document.js';
