export { createTestDatabase } from '@storefront/db/testing';
export { TestBrowser, serveCsrfToken, signUp, CSRF_TOKEN_ROUTE, PASSWORD } from './test-browser';
