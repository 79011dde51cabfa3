import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuResponse, SUBSITES } from '@storefront/contracts';
import { buildTestApp, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /api/menu', () => {
  it('builds every subsite from the category tree', async () => {
    const res = await t.app.inject('/api/menu');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { subsites } = menuResponse.parse(res.json());
    // the fixture places nothing in Made or Digital: an empty subsite has nothing to shop, so it is left out
    expect(subsites.map((s) => s.key)).toEqual(SUBSITES.filter((key) => key !== 'made' && key !== 'digital'));
    const shirts = subsites.find((s) => s.key === 'shirts')!;
    expect(shirts).toEqual({
      key: 'shirts',
      label: 'Shirts',
      url: '/apparel',
      columns: [
        {
          title: 'Apparel',
          links: [
            { label: 'All Apparel', url: '/apparel' },
            { label: 'T-Shirts', url: '/t-shirts' },
            { label: 'Hoodies', url: '/hoodies' },
          ],
        },
      ],
    });
    expect(subsites.find((s) => s.key === 'stickers')!.columns).toEqual([{ title: 'Stickers', links: [{ label: 'Stickers', url: '/stickers' }] }]);
  });

  it('prefixes Canadian links with /ca', async () => {
    const { subsites } = menuResponse.parse((await t.app.inject('/api/menu?store=ca')).json());
    const transfers = subsites.find((s) => s.key === 'transfers')!;
    expect(transfers.url).toBe('/ca/dtf-transfers');
    expect(transfers.columns[0]!.links.map((l) => l.url)).toEqual(['/ca/dtf-transfers', '/ca/gang-sheets']);
  });
});
