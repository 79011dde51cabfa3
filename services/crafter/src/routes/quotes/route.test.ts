import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDay } from '@storefront/store-config';
import { proposedQuote } from '../../test-fixtures/proposed-quote';
import { addDays, catalogSizes, sampleQuote, tierAt } from '../../test-fixtures/quotes';
import { buildTestApp, TEST_ORIGIN, type TestApp, type TestBrowser } from '../../test-fixtures/test-app';

describe('crafter quotes', () => {
  let t: TestApp;
  let crafter: TestBrowser;
  let other: TestBrowser;
  let sizes: Awaited<ReturnType<typeof catalogSizes>>;
  let customerId: string;
  let today: string;
  beforeAll(async () => {
    t = await buildTestApp();
    crafter = (await t.crafter('maker@example.com', { businessName: 'Maker Prints' })).browser;
    other = (await t.crafter('rival@example.com')).browser;
    sizes = await catalogSizes(t.handle.db, 'us');
    customerId = (await crafter.post('/api/crafter/customers', { name: 'Grace Hopper', email: 'grace@example.com' })).json().customer.id;
    today = storeDay('us', t.clock.now);
  });
  afterAll(() => t.close());

  it('prices a draft: catalog lines take the store tier at the line quantity as cost, totals come from quoteMoney', async () => {
    const res = await crafter.post('/api/crafter/quotes', sampleQuote(sizes.skus, today, { customer_id: customerId }));
    expect(res.statusCode).toBe(201);
    const quote = res.json().quote;
    expect(quote).toMatchObject({ number: 'Q-0001', state: 'draft', currency: 'USD', store: 'us', customer: { id: customerId, name: 'Grace Hopper' }, share_url: null });
    const [catalog, free] = quote.lines;
    const cost = tierAt(sizes.tiers, 12);
    expect(catalog).toMatchObject({ kind: 'catalog', quantity: 12, unit_price: 2500, unit_cost: cost, product_slug: sizes.slug, line_total: 30_000 });
    expect(catalog.sizes.map((s: { sku: string }) => s.sku)).toEqual(sizes.skus);
    expect(catalog.image_url).toMatch(/^\/images\//);
    expect(free).toMatchObject({ kind: 'free', title: 'Screen setup', unit_cost: 1500, image_url: null });
    // no NY rate is set on a fresh database: no tax, as checkout
    expect(quote.totals).toMatchObject({ subtotal: 34_000, shipping: 1200, tax: 0, total: 35_200, cost: cost * 12 + 1500, margin: 34_000 - cost * 12 - 1500 });
    expect(quote.totals.deposit.amount + quote.totals.balance.amount).toBe(35_200);
    expect(quote.totals.deposit.amount).toBe(10_560);
    expect((await crafter.post('/api/crafter/quotes', sampleQuote(sizes.skus, today))).json().quote.number).toBe('Q-0002');
  });

  it('taxes a Canadian crafter\'s quote by province and splits each tax line between deposit and balance', async () => {
    const { browser } = await t.crafter('maple@example.com', { country: 'CA', province: 'QC' });
    const ca = await catalogSizes(t.handle.db, 'ca');
    const res = await browser.post('/api/crafter/quotes', sampleQuote(ca.skus, storeDay('ca', t.clock.now), { tax_region: 'QC' }));
    expect(res.statusCode).toBe(201);
    const { totals, currency } = res.json().quote;
    expect(currency).toBe('CAD');
    expect(totals.tax_lines.map((l: { name: string }) => l.name)).toEqual(['GST 5%', 'QST 9.975%']);
    totals.tax_lines.forEach((line: { amount: number }, i: number) => expect(totals.deposit.tax_lines[i].amount + totals.balance.tax_lines[i].amount).toBe(line.amount));
    // a US state is not a region of the Canadian store
    const wrong = await browser.post('/api/crafter/quotes', sampleQuote(ca.skus, storeDay('ca', t.clock.now), { tax_region: 'NY' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fieldErrors).toHaveProperty('tax_region');
  });

  it('refuses bad quotes with field errors and writes nothing', async () => {
    const before = (await crafter.get('/api/crafter/quotes')).json().total;
    const base = sampleQuote(sizes.skus, today);
    const bad = (over: object) => ({ ...base, ...over });
    const badLine = (line: object) => bad({ lines: [{ kind: 'free', title: 'x', quantity: 1, unit_price: 100, ...line }] });
    const cases: [object, number, string][] = [
      [badLine({ quantity: -1 }), 400, 'lines.0.quantity'],
      [badLine({ quantity: 1.5 }), 400, 'lines.0.quantity'],
      [badLine({ unit_price: -5 }), 400, 'lines.0.unit_price'],
      [bad({ lines: [] }), 400, 'lines'],
      [bad({ valid_until: addDays(today, -1) }), 400, 'valid_until'],
      [bad({ due_on: addDays(today, 1) }), 400, 'due_on'],
      [bad({ issued_on: '2026-02-30' }), 400, 'issued_on'],
      [bad({ deposit: { kind: 'amount', amount: 99_999_999 } }), 422, 'deposit.amount'],
      [bad({ deposit: { kind: 'percent', basis_points: 10_001 } }), 400, 'deposit.basis_points'],
      [bad({ delivery_method: 'ship' }), 400, 'ship_to'],
      [bad({ customer_id: '00000000-0000-4000-8000-000000000000' }), 422, 'customer_id'],
      [bad({ lines: [{ kind: 'catalog', sizes: [{ sku: 'NO-SUCH-SKU', quantity: 1 }], unit_price: 100 }] }), 422, 'lines.0.sizes.0.sku'],
      [bad({ lines: [{ kind: 'catalog', sizes: [{ sku: sizes.skus[0], quantity: 1 }, { sku: sizes.skus[0], quantity: 2 }], unit_price: 100 }] }), 422, 'lines.0.sizes.1.sku'],
      [badLine({ image_id: '00000000-0000-4000-8000-000000000000' }), 422, 'lines.0.image_id'],
    ];
    for (const [body, status, field] of cases) {
      const res = await crafter.post('/api/crafter/quotes', body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(status);
      expect(Object.keys(res.json().fieldErrors ?? {}), field).toContain(field);
    }
    expect((await crafter.get('/api/crafter/quotes')).json().total).toBe(before);
  });

  it('changes and deletes drafts only; another crafter gets 404 for every call', async () => {
    const quote = (await crafter.post('/api/crafter/quotes', sampleQuote(sizes.skus, today, { customer_id: customerId }))).json().quote;
    const changed = await crafter.put(`/api/crafter/quotes/${quote.id}`, sampleQuote(sizes.skus, today, { customer_id: customerId, title: 'Hoodies', shipping: 0 }));
    expect(changed.json().quote).toMatchObject({ title: 'Hoodies', number: quote.number });
    expect(changed.json().quote.totals.total).toBe(34_000);

    // one after another: each write fetches the browser's anti-forgery token first
    const calls = [
      () => other.get(`/api/crafter/quotes/${quote.id}`),
      () => other.put(`/api/crafter/quotes/${quote.id}`, sampleQuote(sizes.skus, today)),
      () => other.delete(`/api/crafter/quotes/${quote.id}`),
      () => other.post(`/api/crafter/quotes/${quote.id}/propose`),
      () => other.post(`/api/crafter/quotes/${quote.id}/withdraw`),
      () => other.post(`/api/crafter/quotes/${quote.id}/complete`),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(404);
    // another crafter's customer cannot be put on a quote
    expect((await other.post('/api/crafter/quotes', sampleQuote(sizes.skus, today, { customer_id: customerId }))).statusCode).toBe(422);

    expect((await crafter.post(`/api/crafter/quotes/${quote.id}/propose`)).statusCode).toBe(200);
    const locked = await crafter.put(`/api/crafter/quotes/${quote.id}`, sampleQuote(sizes.skus, today));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(/Only a draft can be changed/);
    expect((await crafter.delete(`/api/crafter/quotes/${quote.id}`)).statusCode).toBe(409);
    expect((await crafter.post(`/api/crafter/quotes/${quote.id}/withdraw`)).json().quote.state).toBe('draft');
    expect((await crafter.delete(`/api/crafter/quotes/${quote.id}`)).statusCode).toBe(204);
    expect((await crafter.get(`/api/crafter/quotes/${quote.id}`)).statusCode).toBe(404);
  });

  it('proposes by email through SMTP with a link that works until withdrawn', async () => {
    const quote = (await crafter.post('/api/crafter/quotes', sampleQuote(sizes.skus, today, { customer_id: customerId }))).json().quote;
    const sent = t.inbox.mails.length;
    const res = await crafter.post(`/api/crafter/quotes/${quote.id}/propose`);
    expect(res.statusCode).toBe(200);
    const { quote: proposed, emailed_to } = res.json();
    expect(emailed_to).toBe('grace@example.com');
    expect(proposed.state).toBe('proposed');
    expect(proposed.share_url).toMatch(new RegExp(`^${TEST_ORIGIN}/crafter/quote\\?t=[A-Za-z0-9_-]{43}$`));
    const mail = t.inbox.mails[sent]!;
    expect(mail.subject).toBe(`Quote ${quote.number} from Maker Prints: Team shirts`);
    expect(mail.text).toContain(proposed.share_url);
    expect(mail.text).toContain('$352.00');
    expect(mail.replyTo?.text).toContain('maker@example.com');
    const token = new URL(proposed.share_url).searchParams.get('t')!;
    const page = await t.app.inject({ url: `/api/crafter/public/quotes/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().quote).not.toHaveProperty('totals.cost');
    expect(JSON.stringify(page.json())).not.toContain('unit_cost');

    await crafter.post(`/api/crafter/quotes/${quote.id}/withdraw`);
    const dead = await t.app.inject({ url: `/api/crafter/public/quotes/${token}` });
    expect(dead.statusCode).toBe(404);
    expect(dead.json().message).toBe('This quote link is not valid. Ask the sender for a new one.');
  });

  it('will not send a quote without a customer, or already expired; a failed mail leaves it a draft', async () => {
    const noCustomer = (await crafter.post('/api/crafter/quotes', sampleQuote(sizes.skus, today))).json().quote;
    const refused = await crafter.post(`/api/crafter/quotes/${noCustomer.id}/propose`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fieldErrors).toHaveProperty('customer_id');

    const old = (await crafter.post('/api/crafter/quotes', sampleQuote(sizes.skus, addDays(today, -20), { customer_id: customerId }))).json().quote;
    expect((await crafter.post(`/api/crafter/quotes/${old.id}/propose`)).json().fieldErrors).toHaveProperty('valid_until');

    const quote = (await crafter.post('/api/crafter/quotes', sampleQuote(sizes.skus, today, { customer_id: customerId }))).json().quote;
    t.inbox.refuse(true);
    try {
      const failed = await crafter.post(`/api/crafter/quotes/${quote.id}/propose`);
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toMatch(/could not be sent/);
    } finally {
      t.inbox.refuse(false);
    }
    expect((await crafter.get(`/api/crafter/quotes/${quote.id}`)).json().quote).toMatchObject({ state: 'draft', proposed_at: null });
  });

  it('lists quotes by state, customer and text', async () => {
    const list = (await crafter.get(`/api/crafter/quotes?customer_id=${customerId}&state=draft`)).json();
    expect(list.quotes.length).toBeGreaterThan(0);
    for (const q of list.quotes) expect(q).toMatchObject({ state: 'draft', customer: { id: customerId } });
    expect((await crafter.get('/api/crafter/quotes?q=no-such-title')).json().total).toBe(0);
    expect((await crafter.get('/api/crafter/quotes?state=bogus')).statusCode).toBe(400);
  });

  it('sent quotes list as proposed until their valid-until day has passed, then as expired (on any page)', async () => {
    const { id } = await proposedQuote(t, crafter, { valid_until: addDays(storeDay('us', t.clock.now), 1) });
    const ids = async (state: string, page = 1) => {
      const res = await crafter.get(`/api/crafter/quotes?state=${state}&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().quotes.map((q: { id: string }) => q.id) as string[];
    };
    expect(await ids('proposed')).toContain(id);
    expect(await ids('proposed', 50)).toEqual([]);
    expect(await ids('expired')).not.toContain(id);
    t.clock.advance(3 * 24 * 3600_000);
    try {
      expect(await ids('proposed')).not.toContain(id);
      expect(await ids('expired')).toContain(id);
    } finally {
      t.clock.advance(-3 * 24 * 3600_000);
    }
  });
});
