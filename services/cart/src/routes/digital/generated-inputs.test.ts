import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoServerError, generator, HOSTILE } from '../../test-fixtures/generated-input';
import { insertDigitalAsset, multipartForm, type DigitalAssetFixture, type FormPart } from '../../test-fixtures/digital-asset-fixtures';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

// Generated input over digital_add's multipart form: near-valid forms with hostile changes (values,
// names, repeats, file parts, broken framing, other content types). Whatever is sent: no 5xx,
// every error is {code, message}, and a refusal leaves the cart as it was.

let t: TestApp;
let asset: DigitalAssetFixture;

beforeAll(async () => {
  t = await buildTestApp();
  asset = await insertDigitalAsset(t.handle.db);
});
afterAll(() => t?.close());

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? 'undefined');

describe('digital_add over generated input', () => {
  it('never answers a 5xx, and a refusal changes nothing', async () => {
    const g = generator(20261127);
    const b = new TestBrowser(t.app);
    const skus = () => g.pick([asset.standard.sku, asset.extended.sku, asset.standard.sku.toLowerCase(), `${asset.catalogNumber}-XYZ`, asset.catalogNumber, ...HOSTILE.map(text)]);
    const quantities = () => g.pick(['1', '2', '100', '101', '0', '-1', '1.5', '1e2', '0x10', '٣', ' 3', '3 ', '99999999999', ...HOSTILE.map(text)]);
    const names = () => g.pick(['sku', 'quantity', 'store', 'Sku', 'extra', '', 'quantity[]', 'constructor', 'hasOwnProperty', 'n'.repeat(300), 'ü']);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const parts: FormPart[] = [
        { name: 'sku', value: g.next() < 0.8 ? asset.standard.sku : skus() },
        { name: 'quantity', value: g.next() < 0.7 ? '1' : quantities() },
      ];
      if (g.next() < 0.2) parts.push({ name: 'store', value: g.pick(['us', 'ca', 'US', '', 'uk']) });
      if (g.next() < 0.15) parts.push({ name: names(), value: g.next() < 0.5 ? skus() : quantities() });
      if (g.next() < 0.1) parts.push({ name: g.pick(['file', 'sku', 'quantity']), filename: g.pick(['a.png', '', '../x']), bytes: Buffer.alloc(g.pick([0, 1, 5000])) });
      if (g.next() < 0.1) parts.reverse();
      if (g.next() < 0.1) parts.shift();
      let form = multipartForm(parts);
      const twist = g.next();
      if (twist < 0.05) form = { ...form, payload: form.payload.subarray(0, Math.floor(form.payload.length * g.next())) };
      else if (twist < 0.1) form = { ...form, headers: { 'content-type': g.pick(['multipart/form-data', 'multipart/form-data; boundary=', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/mixed; boundary=x']) } };
      else if (twist < 0.13) form = { ...form, payload: Buffer.concat([form.payload, Buffer.from(g.pick(['garbage', '\r\n--', '\u0000']))]) };

      const before = (await b.get('/api/v2/cart.json')).json().cart;
      const res = await b.request({ method: 'POST', url: '/api/cart/digital_add', ...form });
      expectNoServerError(res, `form #${i} ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 400) expect((await b.get('/api/v2/cart.json')).json().cart, `form #${i} refused but changed the cart`).toEqual(before);
      seen.add(res.statusCode);
    }
    expect([...seen]).toEqual(expect.arrayContaining([200, 400, 404, 422]));
  });
});
