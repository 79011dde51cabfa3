import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtwork } from '../../test-fixtures/dtf-fixtures';
import { enc, expectNoServerError, generator, HOSTILE, mutate } from '../../test-fixtures/generated-input';
import { buildMadeTestApp, type MadeTestApp } from '../../test-fixtures/made-fixtures';
import { TestBrowser } from '../../test-fixtures/test-app';

// Generated input over the DTF calls: near-valid bodies with hostile changes. Whatever is sent,
// no 5xx, every error is {code, message}, and a refused call leaves the cart's lines as they were.

let t: MadeTestApp;
let b: TestBrowser;
let artworkId: string;
let lineId: string;

beforeAll(async () => {
  t = await buildMadeTestApp();
  b = new TestBrowser(t.app);
  artworkId = (await insertArtwork(t, { browser: b }, { width: 1200, height: 800 })).id;
  const added = await b.post('/api/cart/dtf_add', { artwork_id: artworkId, width_in: 3, quantity: 2 });
  expect(added.statusCode).toBe(200);
  lineId = added.json().line_item_id;
});
afterAll(() => t?.close());

describe('DTF calls over generated input', () => {
  it('never answer a 5xx, and a refusal changes nothing', async () => {
    const g = generator(20261126);
    const widths = [3, 0.5, 0.49, 22, 40, 40.01, 1e-9, 123.456, 999];
    const seen = new Set<number>();
    for (let i = 0; i < 150; i++) {
      const op = g.pick(['add', 'resize', 'add_size', 'pre_cut', 'reorder', 'plan', 'preview', 'sticker', 'spangle', 'letters'] as const);
      const width = g.pick(widths);
      const id = g.next() < 0.8 ? lineId : g.pick(HOSTILE);
      const before = (await b.get('/api/v2/cart.json')).json().cart;
      let res;
      if (op === 'add') res = await b.post('/api/cart/dtf_add', mutate({ artwork_id: artworkId, width_in: width, quantity: 1, pre_cut: false, accept_low_resolution: false, store: 'us' }, g));
      else if (op === 'resize') res = await b.put('/api/v2/cart/update_dtf_size.json', mutate({ line_item_id: id, width_in: width, accept_low_resolution: g.next() < 0.5 }, g));
      else if (op === 'add_size') res = await b.post('/api/v2/cart/add_dtf_size.json', mutate({ line_item_id: id, width_in: width, quantity: 1 }, g));
      else if (op === 'pre_cut') res = await b.put('/api/v2/cart/pre_cut.json', mutate({ line_item_id: id, pre_cut: true }, g));
      else if (op === 'sticker') res = await b.post('/api/cart/sticker_add', mutate({ artwork_id: artworkId, width_in: width, quantity: g.pick([50, 1, 10_000]), shape: g.pick(['die-cut', 'circle', 'square', 'rounded']), offset_in: g.pick([0.125, 0.03, 0.25, 3]) }, g));
      else if (op === 'spangle') res = await b.post('/api/cart/spangle_add', mutate({ artwork_id: artworkId, width_in: width, stone_size: g.pick(['SS6', 'SS10', 'SS16', 'SS20']), colours: ['gold', 'jet'], quantity: 1 }, g));
      else if (op === 'letters') res = await b.post('/api/cart/letters_add', mutate({ text: g.pick(['GO TEAM', 'A'.repeat(40), 'é', '']), font: 'bebas-neue', height_in: g.pick([1, 2, 10, 5, 0.5]), colour: '#112233', quantity: 1 }, g));
      else if (op === 'plan') res = await b.get(`/api/v2/cart/gang_sheet.json?store=${enc(g.pick(['us', 'ca', ...HOSTILE]))}`);
      else if (op === 'preview') res = await b.get(`/api/cart/${g.pick(['gang_sheets', 'letters'])}/${enc(g.pick([lineId, artworkId, ...HOSTILE]))}/preview.${g.pick(['png', 'svg'])}`);
      else res = await b.post('/api/cart/print_reorder', mutate({ order_number: 'R000000001', order_line_id: lineId, quantity: 1, width_in: width }, g));
      expectNoServerError(res, `${op} ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 400) expect((await b.get('/api/v2/cart.json')).json().cart, `${op} refused but changed the cart`).toEqual(before);
      seen.add(res.statusCode);
      // keep the line the next calls aim at: a resize may have merged it into another
      const lines = (await b.get('/api/v2/cart.json')).json().cart.lines as { id: string }[];
      if (!lines.some((l) => l.id === lineId)) lineId = lines[0]!.id;
    }
    expect([...seen]).toEqual(expect.arrayContaining([200, 400, 404, 422]));
    // and the conversion to a gang sheet, with hostile bodies, then for real
    for (let i = 0; i < 20; i++) expectNoServerError(await b.post('/api/v2/cart/gang_sheet.json', mutate({ store: 'us' }, g)), 'gang sheet');
    const lines = (await b.get('/api/v2/cart.json')).json().cart.lines as { gang_sheet?: unknown; dtf_print?: unknown }[];
    expect(lines.some((l) => l.gang_sheet) || lines.every((l) => !l.dtf_print)).toBe(true);
  });
});
