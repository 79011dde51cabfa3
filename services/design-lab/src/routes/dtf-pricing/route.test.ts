import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dtfConfigResponse, lettersPreviewResponse, stickerPricesResponse } from '@storefront/contracts';
import { GANG_SHEET_PRESET_PRICES, priceLetters, priceStickers } from '@storefront/transfers';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
let b: TestBrowser;
beforeAll(async () => {
  t = await buildTestApp();
  b = new TestBrowser(t.app);
});
afterAll(() => t?.close());

describe('the DTF builders’ prices and options', () => {
  it('init_config lists the sizes, press limits, DPI gate, sheets, stickers, spangles and letters in the store’s currency', async () => {
    const us = dtfConfigResponse.parse((await b.get('/api/dtf/init_config')).json());
    expect(us.dpi).toEqual({ target: 300, warn_below: 150, block_below: 100 });
    expect(us.transfer.size_presets.map((p) => p.label)).toContain('12 × 16 in');
    expect(us.gang_sheet.lengths_in).toEqual([24, 36, 60, 120, 180, 240]);
    expect(us.gang_sheet.prices[0]).toEqual({ length_in: 24, price: { amount: GANG_SHEET_PRESET_PRICES.USD[22][0], currency: 'USD' } });
    expect(us.stickers.shapes).toEqual(['die-cut', 'circle', 'square', 'rounded']);
    expect(us.spangles.stone_sizes).toContainEqual({ name: 'SS10', mm: 2.8 });
    const ca = dtfConfigResponse.parse((await b.get('/api/dtf/init_config?store=ca')).json());
    expect(ca.currency).toBe('CAD');
    expect((await b.get('/api/dtf/init_config?store=uk')).statusCode).toBe(400);
  });

  it('sticker prices: the price asked for and one per tier, as the transfers function prices; out of range is a 422 naming it', async () => {
    const res = await b.get('/api/stickers/prices?shape=circle&width_in=3&height_in=3&quantity=200');
    expect(res.statusCode, res.body).toBe(200);
    const body = stickerPricesResponse.parse(res.json());
    const expected = priceStickers({ store: 'us', shape: 'circle', widthIn: 3, heightIn: 3, quantity: 200 });
    if (!expected.ok) throw new Error(expected.problem.message);
    expect(body.total).toEqual(expected.value.total);
    expect(body.tiers.map((x) => x.min_quantity)).toEqual([50, 100, 200, 500, 1000]);
    const tooBig = await b.get('/api/stickers/prices?width_in=30&height_in=3');
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().message).toMatch(/12/);
    const notRound = await b.get('/api/stickers/prices?shape=circle&width_in=3&height_in=2');
    expect(notRound.statusCode).toBe(422);
    expect((await b.get('/api/stickers/prices?shape=star&width_in=3&height_in=3')).statusCode).toBe(400);
  });

  it('letters: the line set in the bundled font, as wide as its letters, priced by character', async () => {
    const res = await b.get('/api/dtf/letters/preview?text=TEAM%2012&font=bebas-neue&height_in=3&quantity=2');
    expect(res.statusCode, res.body).toBe(200);
    const body = lettersPreviewResponse.parse(res.json());
    const expected = priceLetters({ store: 'us', text: 'TEAM 12', letterHeightIn: 3, quantity: 2 });
    if (!expected.ok) throw new Error(expected.problem.message);
    expect(body).toMatchObject({ characters: 6, total: expected.value.total });
    expect(body.path).toMatch(/^M/);
    // Bebas Neue capitals are narrow: 7 characters 3 in tall set about 10–14 in wide
    expect(body.width_in).toBeGreaterThan(8);
    expect(body.width_in).toBeLessThan(16);
    // Inter too (opentype.js' shaper throws on its ccmp lookups: the line is laid glyph by glyph)
    const wider = lettersPreviewResponse.parse((await b.get('/api/dtf/letters/preview?text=TEAM%2012&font=inter&height_in=3')).json());
    expect(wider.width_in).toBeGreaterThan(body.width_in);
    expect((await b.get('/api/dtf/letters/preview?text=TEAM&height_in=2.5')).statusCode).toBe(422);
    expect((await b.get('/api/dtf/letters/preview?text=%3Cscript%3E&height_in=3')).statusCode).toBe(422);
    expect((await b.get('/api/dtf/letters/preview?text=A&font=comic&height_in=3')).statusCode).toBe(400);
    expect((await b.get('/api/dtf/letters/sizes')).json().heights_in).toEqual([1, 1.5, 2, 3, 4, 6, 8, 10]);
  });
});
