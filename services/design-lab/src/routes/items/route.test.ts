import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designLabItems } from '@storefront/db';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /api/design-lab/items.json', () => {
  it('answers the items, newest first, as many as asked', async () => {
    const b = new TestBrowser(t.app);
    expect((await b.get('/api/design-lab/items.json')).json()).toEqual({ items: [] });
    await t.handle.db.insert(designLabItems).values([
      { title: 'Older', createdAt: new Date('2026-11-01T12:00:00Z') },
      { title: 'Newer', createdAt: new Date('2026-11-02T12:00:00Z') },
    ]);
    const all = await b.get('/api/design-lab/items.json');
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((i: { title: string }) => i.title)).toEqual(['Newer', 'Older']);
    expect((await b.get('/api/design-lab/items.json?limit=1')).json().items).toHaveLength(1);
  });

  it('refuses a bad limit with a 400 naming it', async () => {
    const res = await new TestBrowser(t.app).get('/api/design-lab/items.json?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('limit');
  });
});
