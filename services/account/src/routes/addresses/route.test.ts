import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressListResponse, addressResponse } from '@storefront/contracts';
import { buildTestApp, signUp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
let alice: TestBrowser;
let bob: TestBrowser;
beforeAll(async () => {
  t = await buildTestApp();
  alice = new TestBrowser(t.app);
  bob = new TestBrowser(t.app);
  await signUp(alice, 'alice@example.com', 'Alice');
  await signUp(bob, 'bob@example.com', 'Bob');
});
afterAll(() => t?.close());

const us = { name: 'Alice A', line1: '1 Main St', city: 'Brooklyn', region: 'NY', postal_code: '11201', country: 'US' };
const ca = { name: 'Alice A', line1: '1 Rue Principale', city: 'Montréal', region: 'qc', postal_code: ' h2x1y4 ', country: 'CA', phone: '+1 514 555 0100' };

describe('saved addresses', () => {
  it('creates, lists (default first), updates and deletes the signed-in user’s addresses', async () => {
    const first = await alice.post('/account/addresses', us);
    expect(first.statusCode).toBe(201);
    const a1 = addressResponse.parse(first.json()).address;
    expect(a1).toMatchObject({ ...us, line2: null, phone: null, is_default: true });

    const second = await alice.post('/api/account/addresses', { ...ca, is_default: true });
    expect(second.statusCode).toBe(201);
    const a2 = addressResponse.parse(second.json()).address;
    // normalised: upper-case region, "A1A 1A1"
    expect(a2).toMatchObject({ region: 'QC', postal_code: 'H2X 1Y4', country: 'CA', is_default: true, phone: '+1 514 555 0100' });

    let list = addressListResponse.parse((await alice.get('/api/account/addresses')).json()).addresses;
    expect(list.map((a) => [a.id, a.is_default])).toEqual([
      [a2.id, true],
      [a1.id, false],
    ]);

    const put = await alice.put(`/api/account/addresses/${a1.id}`, { ...us, postal_code: '11201-1234', line2: 'Apt 2', is_default: true });
    expect(put.statusCode).toBe(200);
    expect(addressResponse.parse(put.json()).address).toMatchObject({ id: a1.id, postal_code: '11201-1234', line2: 'Apt 2', is_default: true });

    expect((await alice.delete(`/api/account/addresses/${a1.id}`)).statusCode).toBe(204);
    list = addressListResponse.parse((await alice.get('/api/account/addresses')).json()).addresses;
    // the default passed to the one left
    expect(list.map((a) => [a.id, a.is_default])).toEqual([[a2.id, true]]);
  });

  it('rejects a bad ZIP, a bad state, a bad province and a bad postal code with field errors', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ ...us, postal_code: '1234' }, { postal_code: ['must be a ZIP code like 12345 or 12345-6789'] }],
      [{ ...us, postal_code: '12345-67' }, { postal_code: ['must be a ZIP code like 12345 or 12345-6789'] }],
      [{ ...us, region: 'ON' }, { region: ['must be a US state code such as NY or DC'] }],
      [{ ...ca, region: 'NY' }, { region: ['must be a Canadian province or territory code such as ON or QC'] }],
      [{ ...ca, postal_code: '12345' }, { postal_code: ['must be a postal code like A1A 1A1'] }],
      [{ ...ca, postal_code: 'D2X 1Y4' }, { postal_code: ['must be a postal code like A1A 1A1'] }],
      [{ ...us, country: 'MX' }, { country: ['must be one of US, CA'] }],
    ];
    for (const [body, fieldErrors] of cases) {
      const res = await alice.post('/account/addresses', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_request', fieldErrors });
    }
    expect((await alice.post('/account/addresses', { ...us, region: 'DC', postal_code: '20001' })).statusCode).toBe(201);
  });

  it('hides another user’s address: read, update and delete are 404', async () => {
    const mine = addressResponse.parse((await alice.post('/account/addresses', us)).json()).address;
    const bobsList = addressListResponse.parse((await bob.get('/api/account/addresses')).json()).addresses;
    expect(bobsList.map((a) => a.id)).not.toContain(mine.id);

    const put = await bob.put(`/api/account/addresses/${mine.id}`, { ...us, name: 'Bob took it', is_default: true });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ code: 'not_found', message: 'No such address in your account.' });
    expect((await bob.delete(`/api/account/addresses/${mine.id}`)).statusCode).toBe(404);

    const still = addressListResponse.parse((await alice.get('/api/account/addresses')).json()).addresses.find((a) => a.id === mine.id);
    expect(still?.name).toBe('Alice A');
    expect((await bob.put(`/api/account/addresses/not-a-uuid`, us)).statusCode).toBe(400);
  });

  it('answers 401 to a guest, before looking at the body', async () => {
    const guest = new TestBrowser(t.app);
    for (const res of [
      await guest.get('/api/account/addresses'),
      await guest.post('/account/addresses', { nonsense: true }),
      await guest.put('/api/account/addresses/00000000-0000-4000-8000-000000000000', us),
      await guest.delete('/api/account/addresses/00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized', message: 'Sign in to manage your addresses.' });
    }
  });

  it('needs the anti-forgery token to change addresses', async () => {
    const res = await alice.post('/account/addresses', us, { csrf: false });
    expect(res.statusCode).toBe(403);
    const id = addressListResponse.parse((await alice.get('/api/account/addresses')).json()).addresses[0]!.id;
    expect((await alice.delete(`/api/account/addresses/${id}`, { csrf: false })).statusCode).toBe(403);
  });
});
