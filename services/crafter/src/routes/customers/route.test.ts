import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestBrowser } from '../../test-fixtures/test-app';

const address = { name: 'Grace Hopper', line1: '1 Main St', city: 'Buffalo', region: 'NY', postal_code: '14201', country: 'US' };

describe('crafter customers', () => {
  let t: TestApp;
  let crafter: TestBrowser;
  let other: TestBrowser;
  beforeAll(async () => {
    t = await buildTestApp();
    crafter = (await t.crafter('maker@example.com')).browser;
    other = (await t.crafter('rival@example.com')).browser;
  });
  afterAll(() => t.close());

  it('creates, reads, searches, replaces and deletes a customer with addresses', async () => {
    const created = await crafter.post('/api/crafter/customers', { name: 'Grace Hopper', email: 'Grace@Example.com', company: 'Navy Tees', addresses: [address, { ...address, line1: '2 Side St', postal_code: '14202-1234' }] });
    expect(created.statusCode).toBe(201);
    const customer = created.json().customer;
    expect(customer).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy Tees', phone: null });
    expect(customer.addresses.map((a: { line1: string }) => a.line1)).toEqual(['1 Main St', '2 Side St']);

    expect((await crafter.get(`/api/crafter/customers/${customer.id}`)).json().customer.id).toBe(customer.id);
    const found = (await crafter.get('/api/crafter/customers?q=navy')).json();
    expect(found.customers.map((c: { id: string }) => c.id)).toEqual([customer.id]);
    // the pattern's own wildcards are taken literally
    expect((await crafter.get('/api/crafter/customers?q=%25')).json().total).toBe(0);

    const replaced = await crafter.put(`/api/crafter/customers/${customer.id}`, { name: 'Grace B. Hopper', email: 'grace@example.com', addresses: [] });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().customer).toMatchObject({ name: 'Grace B. Hopper', company: null, addresses: [] });

    expect((await crafter.delete(`/api/crafter/customers/${customer.id}`)).statusCode).toBe(204);
    expect((await crafter.get(`/api/crafter/customers/${customer.id}`)).statusCode).toBe(404);
  });

  it('keeps each crafter to their own customers: another crafter gets 404 for every call and never sees them listed', async () => {
    const mine = (await crafter.post('/api/crafter/customers', { name: 'Ada', email: 'ada@example.com' })).json().customer;
    expect((await other.get(`/api/crafter/customers/${mine.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/crafter/customers/${mine.id}`, { name: 'Taken', email: 'x@example.com' })).statusCode).toBe(404);
    expect((await other.delete(`/api/crafter/customers/${mine.id}`)).statusCode).toBe(404);
    expect((await other.get('/api/crafter/customers')).json().customers.map((c: { id: string }) => c.id)).not.toContain(mine.id);
    expect((await crafter.get(`/api/crafter/customers/${mine.id}`)).json().customer.name).toBe('Ada');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await crafter.get('/api/crafter/customers')).json().total;
    const cases = [
      { name: '', email: 'a@example.com' },
      { name: 'No email' },
      { name: 'Bad email', email: 'not-an-email' },
      { name: 'Bad zip', email: 'a@example.com', addresses: [{ ...address, postal_code: 'ABC' }] },
      { name: 'Too many', email: 'a@example.com', addresses: Array.from({ length: 6 }, () => address) },
      { name: 'Extra', email: 'a@example.com', crafter_id: 'someone-else' },
    ];
    for (const body of cases) {
      const res = await crafter.post('/api/crafter/customers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await crafter.get('/api/crafter/customers/not-a-uuid')).statusCode).toBe(400);
    expect((await crafter.get('/api/crafter/customers?page=0')).statusCode).toBe(400);
    expect((await crafter.get('/api/crafter/customers')).json().total).toBe(before);
  });

  it('pages 20 at a time, newest first', async () => {
    const t2 = await buildTestApp();
    try {
      const { browser } = await t2.crafter('pager@example.com');
      for (let i = 0; i < 23; i++) {
        expect((await browser.post('/api/crafter/customers', { name: `Customer ${i}`, email: `c${i}@example.com` })).statusCode).toBe(201);
        t2.clock.advance(1000);
      }
      const first = (await browser.get('/api/crafter/customers')).json();
      const second = (await browser.get('/api/crafter/customers?page=2')).json();
      expect(first).toMatchObject({ total: 23, per_page: 20, page: 1 });
      expect(first.customers).toHaveLength(20);
      expect(first.customers[0].name).toBe('Customer 22');
      expect(second.customers.map((c: { name: string }) => c.name)).toEqual(['Customer 2', 'Customer 1', 'Customer 0']);
    } finally {
      await t2.close();
    }
  });
});
