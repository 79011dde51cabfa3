import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPngInfo } from '@storefront/testing';
import { priceSpangles } from '@storefront/transfers';
import { insertArtwork } from '../../test-fixtures/dtf-fixtures';
import { buildMadeTestApp, cartTables, STAFF_TOKEN, type MadeTestApp } from '../../test-fixtures/made-fixtures';
import { TestBrowser } from '../../test-fixtures/test-app';
import { expectOk, newKey, pay, place, US_ADDRESS } from '../orders/buy-flow.fixture';

let t: MadeTestApp;
beforeAll(async () => {
  t = await buildMadeTestApp();
});
afterAll(() => t?.close());

const browser = () => new TestBrowser(t.app);
type Spangle = { stone_size: string; stone_count: number; colours: { name: string; count: number; hex: string }[]; preview_url: string; width_in: number; height_in: number };
type Line = { id: string; size: string; quantity: number; unit_price: { amount: number }; image: { src: string }; spangle?: Spangle };
const spangleLines = async (b: TestBrowser) => (((await b.get('/api/v2/cart.json')).json().cart?.lines ?? []) as Line[]).filter((l) => l.spangle);

describe('POST /api/cart/spangle_add', () => {
  it('lays stones over the artwork on the server, in the nearest of the chosen colours, and prices the stone count', async () => {
    const b = browser();
    // a solid red 2 in square: every stone red, the nearest of crystal and siam red
    const art = await insertArtwork(t, { browser: b }, { width: 600, height: 600, name: 'Star.png' });
    await expectOk(await b.post('/api/cart/spangle_add', { artwork_id: art.id, width_in: 2, stone_size: 'SS10', colours: ['crystal', 'siam'], quantity: 12 }));
    const [line] = await spangleLines(b);
    const s = line!.spangle!;
    expect(s).toMatchObject({ stone_size: 'SS10', width_in: 2, height_in: 2 });
    // 2 in is 50.8 mm; SS10 stones (2.8 mm) 1 mm apart: about 13 across on a hex grid
    expect(s.stone_count).toBeGreaterThan(120);
    expect(s.stone_count).toBeLessThan(260);
    expect(s.colours.map((c) => [c.name, c.count])).toEqual([
      ['crystal', 0],
      ['siam', s.stone_count],
    ]);
    const price = priceSpangles({ store: 'us', stoneCount: s.stone_count, stoneSize: 'SS10', quantity: 12 });
    if (!price.ok) throw new Error(price.problem.message);
    expect(line!.unit_price).toEqual(price.value.unitPrice);
    expect(line!.size).toBe('2 × 2 in');
    expect(line!.image.src).toBe(s.preview_url);
    expect(s.preview_url).toContain(`/api/users/dtf_artworks/${art.id}/spangle.png?`);
    // bigger stones, fewer of them: another line
    await expectOk(await b.post('/api/cart/spangle_add', { artwork_id: art.id, width_in: 2, stone_size: 'SS20', colours: ['siam'], quantity: 1 }));
    const lines = await spangleLines(b);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.spangle!.stone_count).toBeLessThan(s.stone_count);
  });

  it('refuses too few stones, an unknown colour, another shopper’s artwork, and a size the press cannot take, writing nothing', async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 300, height: 300 });
    const before = await cartTables(t.handle.db);
    const tiny = await b.post('/api/cart/spangle_add', { artwork_id: art.id, width_in: 0.5, stone_size: 'SS20', colours: ['gold'], quantity: 1 });
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json().message).toMatch(/stone/i);
    expect((await b.post('/api/cart/spangle_add', { artwork_id: art.id, width_in: 2, colours: ['neon'], quantity: 1 })).statusCode).toBe(400);
    expect((await b.post('/api/cart/spangle_add', { artwork_id: art.id, width_in: 2, colours: [], quantity: 1 })).statusCode).toBe(400);
    expect((await b.post('/api/cart/spangle_add', { artwork_id: art.id, width_in: 45, colours: ['gold'], quantity: 1 })).statusCode).toBe(422);
    expect((await browser().post('/api/cart/spangle_add', { artwork_id: art.id, width_in: 2, colours: ['gold'], quantity: 1 })).statusCode).toBe(404);
    expect(await cartTables(t.handle.db)).toEqual(before);
  });

  it('checks out, keeps the pattern, gives the shop the stone template at 300 DPI, and buys it again', async () => {
    const b = browser();
    const art = await insertArtwork(t, { browser: b }, { width: 900, height: 600, name: 'Crest.png' });
    await expectOk(await b.post('/api/cart/spangle_add', { artwork_id: art.id, width_in: 3, stone_size: 'SS16', colours: ['gold', 'jet', 'siam'], quantity: 24 }));
    const [line] = await spangleLines(b);
    await expectOk(await b.put('/api/v2/checkout.json', { email: 'spangles@example.com', ship_address: US_ADDRESS, shipping_speed: 'standard' }));
    const placed = await place(b, (await pay(b)).id, newKey());
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.lines[0]).toMatchObject({ quantity: 24, spangle: { name: 'Crest.png', stone_size: 'SS16', stone_count: line!.spangle!.stone_count, width_in: 3, height_in: 2 } });
    const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
    const list = (await expectOk(await b.request({ method: 'GET', url: `/api/staff/orders/${order.number}/print_files`, headers: staff }))).json();
    expect(list.files.map((f: Record<string, unknown>) => [f.side, f.width_px, f.height_px, f.pieces])).toEqual([['spangle', 900, 600, 24]]);
    const file = await b.request({ method: 'GET', url: list.files[0].url, headers: staff });
    expect(readPngInfo(file.rawPayload)).toEqual({ width: 900, height: 600, dpiX: 300, dpiY: 300 });
    await expectOk(await b.post('/api/cart/print_reorder', { order_number: order.number, order_line_id: order.lines[0].id, quantity: 50 }));
    const again = await spangleLines(b);
    expect(again.map((l) => [l.quantity, l.spangle!.stone_count, l.spangle!.colours.map((c) => c.name)])).toEqual([[50, line!.spangle!.stone_count, ['jet', 'gold', 'siam']]]);
  });
});
