import { describe, expect, it } from 'vitest';
import { crafterCustomerBody, crafterCustomersQuery } from './customers';

const address = { name: 'Ada Lovelace', line1: '1 King St W', city: 'Toronto', region: 'on', postal_code: 'm5h1a1', country: 'CA' };

describe('a crafter customer', () => {
  it('is trimmed, keeps its addresses normalised as at checkout, and leaves blanks null', () => {
    const c = crafterCustomerBody.parse({ name: '  Ada  ', email: 'Ada@Example.com', phone: '', addresses: [address] });
    expect(c).toMatchObject({ name: 'Ada', phone: null, company: null, notes: null });
    expect(c.addresses[0]).toMatchObject({ region: 'ON', postal_code: 'M5H 1A1' });
  });

  it.each([
    [{ email: 'a@b.co' }, 'name'],
    [{ name: 'Ada', email: 'not an email' }, 'email'],
    [{ name: 'Ada', email: 'a@b.co', phone: 'call me' }, 'phone'],
    [{ name: 'Ada', email: 'a@b.co', addresses: [{ ...address, region: 'NY' }] }, 'addresses.0.region'],
    [{ name: 'Ada', email: 'a@b.co', addresses: Array(6).fill(address) }, 'addresses'],
    [{ name: 'Ada', email: 'a@b.co', owner: 'someone else' }, ''],
  ])('refuses %o at %s', (body, path) => {
    const r = crafterCustomerBody.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('a search query has a page of 1 or more', () => {
    expect(crafterCustomersQuery.parse({})).toEqual({ page: 1 });
    expect(crafterCustomersQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(crafterCustomersQuery.safeParse({ page: 'x' }).success).toBe(false);
  });
});
