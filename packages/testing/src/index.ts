export { createTestDatabase } from '@storefront/db/testing';
