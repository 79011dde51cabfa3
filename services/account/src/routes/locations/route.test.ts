import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentLocationResponse, DELIVERY_ZIP_COOKIE, locationResponse, locationsResponse } from '@storefront/contracts';
import { storeDefaultDestination } from '@storefront/delivery';
import { buildTestApp, signUp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';
import { MAX_LOCATIONS } from '../../domain/locations/location-limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ housekeepingIntervalMs: 0 });
});
afterAll(() => t?.close());

const MALFORMED = 'zipcode must be a US ZIP code like 10001 or a Canadian postal code like M5H 2N2';
const list = async (b: TestBrowser) => locationsResponse.parse((await b.get('/api/locations.json')).json()).locations;
const current = async (b: TestBrowser, store = 'us') => {
  const res = await b.get(`/api/locations/current_location?store=${store}`);
  expect(res.statusCode).toBe(200);
  return currentLocationResponse.parse(res.json());
};
const add = (b: TestBrowser, zipcode: string, store = 'us') => b.post('/api/locations.json', { zipcode, store });
const zipCookie = (b: TestBrowser) => b.cookie(DELIVERY_ZIP_COOKIE);

describe.each([
  ['guest', async () => new TestBrowser(t.app)],
  ['signed-in user', async () => {
    const b = new TestBrowser(t.app);
    await signUp(b, `user-${Math.random().toString(36).slice(2)}@example.com`);
    return b;
  }],
])('locations of a %s', (_who, browser) => {
  it('saves a code as current, lists current first, and mirrors it in delivery_zip', async () => {
    const b = await browser();
    expect(await list(b)).toEqual([]);
    expect(zipCookie(b)).toBeUndefined();

    const first = await add(b, '10001-1234');
    expect(first.statusCode).toBe(201);
    expect(locationResponse.parse(first.json()).location).toMatchObject({ zipcode: '10001', country: 'US', label: 'New York, NY 10001', current: true });
    expect(zipCookie(b)).toBe('10001');
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/delivery_zip=10001;.*Max-Age=31536000/);
    expect(setCookie).toMatch(/delivery_zip=[^,]*HttpOnly/);
    expect(setCookie).toMatch(/delivery_zip=[^,]*SameSite=Lax/);
    expect(setCookie).toMatch(/delivery_zip=[^,]*Path=\//);

    expect((await add(b, '78701')).statusCode).toBe(201);
    expect(zipCookie(b)).toBe('78701');
    expect((await list(b)).map((l) => [l.zipcode, l.current, l.label])).toEqual([
      ['78701', true, 'Austin, TX 78701'],
      ['10001', false, 'New York, NY 10001'],
    ]);

    // choosing a saved code again makes it current without a second copy
    expect((await add(b, '10001')).statusCode).toBe(201);
    expect((await list(b)).map((l) => [l.zipcode, l.current])).toEqual([
      ['10001', true],
      ['78701', false],
    ]);
    expect(zipCookie(b)).toBe('10001');
    expect(await current(b)).toEqual({ zipcode: '10001', country: 'US', label: 'New York, NY 10001', source: 'saved' });
  });

  it('reads one location by id', async () => {
    const b = await browser();
    const made = locationResponse.parse((await add(b, 'm5h2n2', 'ca')).json()).location;
    expect(made).toMatchObject({ zipcode: 'M5H 2N2', country: 'CA', label: 'Toronto, ON M5H 2N2' });
    const res = await b.get(`/api/locations/${made.id}`);
    expect(res.statusCode).toBe(200);
    expect(locationResponse.parse(res.json()).location).toEqual(made);
    expect((await b.get('/api/locations/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await b.get('/api/locations/nonsense')).statusCode).toBe(404);
  });

  it('deletes by code; the next one becomes current and the mirror follows; the last one clears it', async () => {
    const b = await browser();
    await add(b, '60601');
    await add(b, 'H2X 1Y4', 'ca');
    expect(zipCookie(b)).toBe('H2X 1Y4');
    const res = await b.delete('/api/locations/h2x1y4');
    expect(res.statusCode).toBe(200);
    expect(locationsResponse.parse(res.json()).locations.map((l) => [l.zipcode, l.current])).toEqual([['60601', true]]);
    expect(zipCookie(b)).toBe('60601');
    expect((await b.delete('/api/locations/60601')).statusCode).toBe(200);
    expect(zipCookie(b)).toBeUndefined();
    expect(await list(b)).toEqual([]);
    expect((await b.delete('/api/locations/60601')).json()).toMatchObject({ code: 'not_found' });
    const bad = await b.delete('/api/locations/6060');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: MALFORMED });
  });

  it('rejects malformed codes with 400 and the other country’s codes with 422, saving nothing', async () => {
    const b = await browser();
    for (const zipcode of ['1234', '123456', 'ABCDE', 'D1A 1A1', '10001-12']) {
      const res = await add(b, zipcode);
      expect(res.statusCode, zipcode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_zipcode', message: MALFORMED });
    }
    const usInCa = await add(b, '10001', 'ca');
    expect(usInCa.statusCode).toBe(422);
    expect(usInCa.json()).toMatchObject({ code: 'wrong_country', message: expect.stringContaining('Canadian store') });
    const caInUs = await add(b, 'M5H 2N2', 'us');
    expect(caInUs.statusCode).toBe(422);
    expect(caInUs.json()).toMatchObject({ code: 'wrong_country', message: expect.stringContaining('US store') });
    expect((await add(b, '')).statusCode).toBe(400);
    expect(await list(b)).toEqual([]);
    expect(zipCookie(b)).toBeUndefined();
  });

  it(`keeps at most ${MAX_LOCATIONS} locations`, async () => {
    const b = await browser();
    for (let i = 0; i < MAX_LOCATIONS; i++) expect((await add(b, String(10001 + i))).statusCode).toBe(201);
    const over = await add(b, '20001');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'too_many_locations' });
    expect(await list(b)).toHaveLength(MAX_LOCATIONS);
    expect(zipCookie(b)).toBe(String(10000 + MAX_LOCATIONS));
    // an already saved one can still be chosen
    expect((await add(b, '10001')).statusCode).toBe(201);
    expect(zipCookie(b)).toBe('10001');
  });

  it('answers the store default when nothing is chosen or the choice is in the other country', async () => {
    const b = await browser();
    const usDefault = await current(b, 'us');
    expect(usDefault).toMatchObject({ zipcode: storeDefaultDestination('us').postalCode, country: 'US', source: 'default' });
    await add(b, 'V6B 1A1', 'ca');
    expect(await current(b, 'ca')).toEqual({ zipcode: 'V6B 1A1', country: 'CA', label: 'Vancouver, BC V6B 1A1', source: 'saved' });
    expect(await current(b, 'us')).toEqual(usDefault);
    // the mirror keeps the shopper's own choice whatever the store asked about
    expect(zipCookie(b)).toBe('V6B 1A1');
  });

  it('needs the anti-forgery token to add or delete', async () => {
    const b = await browser();
    expect((await b.post('/api/locations.json', { zipcode: '10001' }, { csrf: false })).statusCode).toBe(403);
    expect(await list(b)).toEqual([]);
    await add(b, '10001');
    expect((await b.delete('/api/locations/10001', { csrf: false })).statusCode).toBe(403);
    expect(await list(b)).toHaveLength(1);
  });
});

describe('locations across shoppers', () => {
  it('hides another user’s location: read is 404, delete finds nothing', async () => {
    const alice = new TestBrowser(t.app);
    const bob = new TestBrowser(t.app);
    await signUp(alice, 'alice-loc@example.com');
    await signUp(bob, 'bob-loc@example.com');
    const mine = locationResponse.parse((await add(alice, '94103')).json()).location;
    const read = await bob.get(`/api/locations/${mine.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ code: 'not_found', message: 'No such location among your saved locations.' });
    expect((await bob.delete('/api/locations/94103')).statusCode).toBe(404);
    expect(await list(bob)).toEqual([]);
    expect((await list(alice)).map((l) => l.id)).toEqual([mine.id]);
  });

  it('re-mirrors delivery_zip from the account when the cookie is missing or stale', async () => {
    const b = new TestBrowser(t.app);
    await signUp(b, 'mirror@example.com');
    await add(b, '30301');
    b.jar.set(DELIVERY_ZIP_COOKIE, '99999');
    await current(b);
    expect(zipCookie(b)).toBe('30301');
    b.jar.delete(DELIVERY_ZIP_COOKIE);
    await list(b);
    expect(zipCookie(b)).toBe('30301');
  });

  it('brings the codes saved as a guest into the account at sign-up, the browser’s current one staying current', async () => {
    const b = new TestBrowser(t.app);
    await add(b, '94103');
    await add(b, '30301');
    await signUp(b, 'adopter@example.com');
    expect((await list(b)).map((l) => [l.zipcode, l.current])).toEqual([
      ['30301', true],
      ['94103', false],
    ]);
    expect(b.cookie('delivery_locations')).toBeUndefined();
    expect(zipCookie(b)).toBe('30301');
    expect((await current(b)).source).toBe('saved');
  });

  it('reads a tampered guest cookie defensively', async () => {
    const b = new TestBrowser(t.app);
    b.jar.set('delivery_locations', 'nonsense,10001,10001,M5H2N2');
    expect((await list(b)).map((l) => [l.zipcode, l.current])).toEqual([
      ['10001', true],
      ['M5H 2N2', false],
    ]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('locations under concurrent saves (PostgreSQL)', () => {
  it('never passes the limit nor leaves two current locations', async () => {
    const b = new TestBrowser(t.app);
    await signUp(b, 'racer@example.com');
    await b.csrfToken();
    const codes = Array.from({ length: MAX_LOCATIONS + 5 }, (_, i) => String(40001 + i));
    const answers = await Promise.all(codes.map((zipcode) => b.request({ method: 'POST', url: '/api/locations.json', payload: { zipcode, store: 'us' } })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(MAX_LOCATIONS);
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(5);
    const saved = await list(b);
    expect(saved).toHaveLength(MAX_LOCATIONS);
    expect(saved.filter((l) => l.current)).toHaveLength(1);
  });
});
