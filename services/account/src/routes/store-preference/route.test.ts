import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_PREFERENCE_COOKIE } from '@storefront/contracts';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ housekeepingIntervalMs: 0 });
});
afterAll(() => t?.close());

describe('POST /api/store_preference', () => {
  it('keeps the chosen store a year in a cookie scripts can read, and a later answer replaces it', async () => {
    const b = new TestBrowser(t.app);
    const res = await b.post('/api/store_preference', { store: 'ca' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ store: 'ca' });
    expect(b.cookie(STORE_PREFERENCE_COOKIE)).toBe('ca');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(setCookie).not.toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/);
    await b.post('/api/store_preference', { store: 'us' });
    expect(b.cookie(STORE_PREFERENCE_COOKIE)).toBe('us');
  });

  it('refuses another store or a malformed body with the field named, and sets nothing', async () => {
    const b = new TestBrowser(t.app);
    const fr = await b.post('/api/store_preference', { store: 'fr' });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().fieldErrors).toEqual({ store: ['must be one of us, ca'] });
    expect((await b.post('/api/store_preference', { store: 'ca', extra: 1 })).statusCode).toBe(400);
    expect((await b.post('/api/store_preference', {})).statusCode).toBe(400);
    expect(b.cookie(STORE_PREFERENCE_COOKIE)).toBeUndefined();
  });

  it('needs the anti-forgery token', async () => {
    const b = new TestBrowser(t.app);
    const res = await b.post('/api/store_preference', { store: 'ca' }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(b.cookie(STORE_PREFERENCE_COOKIE)).toBeUndefined();
  });
});
