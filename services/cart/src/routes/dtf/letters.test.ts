import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPngInfo } from '@storefront/testing';
import { priceLetters } from '@storefront/transfers';
import { buildMadeTestApp, cartTables, STAFF_TOKEN, type MadeTestApp } from '../../test-fixtures/made-fixtures';
import { TestBrowser } from '../../test-fixtures/test-app';
import { expectOk, newKey, pay, place, US_ADDRESS } from '../orders/buy-flow.fixture';

let t: MadeTestApp;
beforeAll(async () => {
  t = await buildMadeTestApp();
});
afterAll(() => t?.close());

const browser = () => new TestBrowser(t.app);
type Letters = { text: string; font: string; height_in: number; width_in: number; colour: string; characters: number };
type Line = { id: string; size: string; quantity: number; unit_price: { amount: number; currency: string }; image: { src: string; type: string }; letters?: Letters };
const letterLines = async (b: TestBrowser) => (((await b.get('/api/v2/cart.json')).json().cart?.lines ?? []) as Line[]).filter((l) => l.letters);
const priceOf = (text: string, height: number, quantity: number) => {
  const p = priceLetters({ store: 'us', text, letterHeightIn: height as 2, quantity });
  if (!p.ok) throw new Error(p.problem.message);
  return p.value;
};

describe('POST /api/cart/letters_add', () => {
  it('sets the line in its font on the server (its width), prices the characters, and draws it', async () => {
    const b = browser();
    const added = await expectOk(await b.post('/api/cart/letters_add', { text: 'TEAM ROCKET', font: 'bebas-neue', height_in: 2, quantity: 12 }));
    expect(added.json()).toMatchObject({ total_items_qty: 12 });
    const [line] = await letterLines(b);
    expect(line!.letters).toMatchObject({ text: 'TEAM ROCKET', font: 'bebas-neue', height_in: 2, colour: '#111827', characters: 10 });
    expect(line!.letters!.width_in).toBeGreaterThan(5);
    expect(line!.size).toBe(`${line!.letters!.width_in} × 2 in`);
    expect(line!.unit_price).toEqual(priceOf('TEAM ROCKET', 2, 12).unitPrice);
    expect(line!.image).toMatchObject({ src: expect.stringMatching(/^\/api\/cart\/letters\/[0-9a-f-]{36}\/preview\.svg$/), type: 'image/svg+xml' });
    const svg = await b.get(line!.image.src);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toMatch(/^<svg [^>]*viewBox="0 0 [\d.]+ 2\.5"><path d="M[^"]+" fill="#111827"\/><\/svg>$/);
    expect((await browser().get(line!.image.src)).statusCode).toBe(404);
    // the same lettering adds to its line; another colour or font is its own
    await expectOk(await b.post('/api/cart/letters_add', { text: 'TEAM ROCKET', font: 'bebas-neue', height_in: 2, quantity: 3 }));
    await expectOk(await b.post('/api/cart/letters_add', { text: 'TEAM ROCKET', font: 'bebas-neue', height_in: 2, colour: '#DC2626', quantity: 1 }));
    await expectOk(await b.post('/api/cart/letters_add', { text: 'Team Rocket', font: 'pacifico', height_in: 3, quantity: 1 }));
    const lines = await letterLines(b);
    expect(lines.map((l) => [l.letters!.text, l.letters!.font, l.letters!.colour, l.quantity])).toEqual([
      ['TEAM ROCKET', 'bebas-neue', '#111827', 15],
      ['TEAM ROCKET', 'bebas-neue', '#dc2626', 1],
      ['Team Rocket', 'pacifico', '#111827', 1],
    ]);
    // a wider font at a bigger size is a wider line
    expect(lines[2]!.letters!.width_in).not.toBe(lines[0]!.letters!.width_in);
  });

  it('refuses letters not offered, too many, a height not listed, and a bad colour, writing nothing; a lettering line holds at most 5,000', async () => {
    const b = browser();
    const before = await cartTables(t.handle.db);
    for (const body of [{ text: '<script>', height_in: 2, quantity: 1 }, { text: 'A'.repeat(41), height_in: 2, quantity: 1 }, { text: 'OK', height_in: 5, quantity: 1 }, { text: '', height_in: 2, quantity: 1 }]) {
      const res = await b.post('/api/cart/letters_add', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await b.post('/api/cart/letters_add', { text: 'OK', height_in: 2, quantity: 1, colour: 'red' })).statusCode).toBe(400);
    expect((await b.post('/api/cart/letters_add', { text: 'OK', height_in: 2, quantity: 1, font: 'comic-sans' })).statusCode).toBe(400);
    expect(await cartTables(t.handle.db)).toEqual(before);
    const id = (await expectOk(await b.post('/api/cart/letters_add', { text: 'GO', height_in: 1, quantity: 10 }))).json().line_item_id as string;
    const over = await b.patch(`/api/v2/cart/line_items/${id}.json`, { quantity: 6000 });
    expect(over.statusCode).toBe(422);
    expect((await letterLines(b))[0]!.quantity).toBe(10);
  });

  it('checks out, keeps the lettering, gives the shop its outlines at 300 DPI, and buys it again as it was', async () => {
    const b = browser();
    await expectOk(await b.post('/api/cart/letters_add', { text: 'SMITH 23', font: 'roboto-slab', height_in: 3, colour: '#1e3a8a', quantity: 4 }));
    const [line] = await letterLines(b);
    await expectOk(await b.put('/api/v2/checkout.json', { email: 'letters@example.com', ship_address: US_ADDRESS, shipping_speed: 'standard' }));
    const placed = await place(b, (await pay(b)).id, newKey());
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.lines[0]).toMatchObject({ quantity: 4, letters: { text: 'SMITH 23', font: 'roboto-slab', height_in: 3, colour: '#1e3a8a', width_in: line!.letters!.width_in } });
    const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
    const list = (await expectOk(await b.request({ method: 'GET', url: `/api/staff/orders/${order.number}/print_files`, headers: staff }))).json();
    expect(list.files.map((f: Record<string, unknown>) => [f.side, f.width_px, f.height_px, f.pieces])).toEqual([['letters', Math.round(line!.letters!.width_in * 300), 1125, 4]]);
    const file = await b.request({ method: 'GET', url: list.files[0].url, headers: staff });
    expect(readPngInfo(file.rawPayload)).toEqual({ width: Math.round(line!.letters!.width_in * 300), height: 1125, dpiX: 300, dpiY: 300 });
    await expectOk(await b.post('/api/cart/print_reorder', { order_number: order.number, order_line_id: order.lines[0].id, quantity: 9 }));
    expect((await letterLines(b)).map((l) => [l.letters!.text, l.quantity])).toEqual([['SMITH 23', 9]]);
    const resized = await b.post('/api/cart/print_reorder', { order_number: order.number, order_line_id: order.lines[0].id, quantity: 1, width_in: 4 });
    expect(resized.statusCode).toBe(422);
  });
});
