import type { SavedAddress } from '@storefront/contracts';

/** A signed-in shopper's default US address; a test overrides what it asserts on. */
export function savedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Ann Lee',
    line1: '1 Main St',
    line2: null,
    city: 'Brooklyn',
    region: 'NY',
    postal_code: '11201',
    country: 'US',
    phone: null,
    is_default: true,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
