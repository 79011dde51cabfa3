import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MadeProductsResponse } from '@storefront/contracts';
import { FONT_IDS, SIDE_IDS } from '@storefront/design-document';
import { gradientPng, JPEG_40X30, svg } from '../test-fixtures/artwork';
import { buildTestApp, TestBrowser, type TestApp } from '../test-fixtures/test-app';

// Generated input over every route: whatever a client sends, the answer is never a 5xx (a bad
// request is a 4xx naming what is wrong). Inputs mix garbage with near-valid documents, so the
// checks past the schema (product, colour, side, revision, owner) are reached too.

let t: TestApp;
let slugs: string[];
let colors: number[];
let b: TestBrowser;
let projectId: string;
let uploadId: string;

beforeAll(async () => {
  t = await buildTestApp();
  b = new TestBrowser(t.app);
  const list: MadeProductsResponse = (await b.get('/api/made/products')).json();
  const all = list.categories.flatMap((c) => c.products);
  slugs = all.slice(0, 6).map((p) => p.slug);
  colors = all.slice(0, 6).flatMap((p) => p.colors.slice(0, 2).map((c) => c.composition_id));
  const tee = all.find((p) => p.garment_type === 'tee')!;
  const created = await b.post('/api/made/design_projects', { document: { version: 2, product: tee.slug, color: String(tee.colors[0]!.composition_id), sides: {} } });
  expect(created.statusCode).toBe(201);
  projectId = created.json().id;
  const uploaded = await b.request({ method: 'POST', url: '/api/made/uploads?name=a.png', payload: gradientPng(12, 12), headers: { 'content-type': 'image/png' } });
  expect(uploaded.statusCode).toBe(201);
  uploadId = uploaded.json().upload.id;
});
afterAll(() => t?.close());

const RUNS = 40;
const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('', '\u0000', '\uD800', '../..', '%', '?', '#', 'null'));
const slugLike = () => fc.oneof(fc.constantFrom(...slugs), text, fc.stringMatching(/^[a-z0-9-]{1,130}$/));
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308));

const layer = () => fc.record(
  {
    id: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), text),
    kind: fc.constantFrom('text', 'clipart', 'image', 'shape'),
    x: number,
    y: number,
    width: number,
    height: number,
    rotation: number,
    locked: fc.oneof(fc.boolean(), text),
    text: text,
    font: fc.oneof(fc.constantFrom(...FONT_IDS), text),
    color: fc.oneof(fc.constant('#1a2b3c'), text),
    outline: fc.constant(null),
    align: fc.constantFrom('left', 'center', 'right', 'justify'),
    curve: number,
    clipart: text,
    upload: fc.oneof(fc.uuid(), text),
  },
  { requiredKeys: ['id', 'kind', 'x', 'y', 'width', 'height', 'rotation', 'locked'] },
);
const documentArb = () => fc.oneof(
  fc.record({
    version: fc.oneof(fc.constant(2), number),
    product: slugLike(),
    color: fc.oneof(fc.constantFrom(...colors.map(String)), text),
    sides: fc.dictionary(fc.oneof(fc.constantFrom(...SIDE_IDS), text), fc.record({ layers: fc.array(layer(), { maxLength: 34 }) }), { maxKeys: 5 }),
  }),
  fc.jsonValue(),
);
const body = () => fc.oneof(
  fc.record({ name: fc.option(text, { nil: undefined }), document: documentArb(), revision: fc.option(number, { nil: undefined }) }, { requiredKeys: [] }),
  fc.jsonValue(),
);

/** encodeURIComponent, except that a lone surrogate is sent as the invalid UTF-8 bytes a hostile client could send */
const enc = (v: string): string => {
  try {
    return encodeURIComponent(v);
  } catch {
    return v.split(/([\uD800-\uDFFF])/).map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part))).join('');
  }
};

/** A layer the schema accepts (inches within its bounds), so the checks past the schema are reached. */
const validLayer = () =>
  fc.record({
    id: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    kind: fc.constant('text' as const),
    x: fc.double({ min: -30, max: 60, noNaN: true }).map((v) => v + 0), // JSON has no -0
    y: fc.double({ min: -30, max: 60, noNaN: true }).map((v) => v + 0), // JSON has no -0
    width: fc.double({ min: 0.01, max: 60, noNaN: true }).map((v) => v + 0), // JSON has no -0
    height: fc.double({ min: 0.01, max: 60, noNaN: true }).map((v) => v + 0), // JSON has no -0
    rotation: fc.integer({ min: -360, max: 360 }),
    locked: fc.boolean(),
    text: fc.string({ minLength: 1, maxLength: 200 }),
    font: fc.constantFrom(...FONT_IDS),
    color: fc.constantFrom('#000000', '#1a2b3c', '#ffffff'),
    outline: fc.constant(null),
    align: fc.constantFrom('left' as const, 'center' as const, 'right' as const),
    curve: fc.integer({ min: -100, max: 100 }),
  });
/** An image layer the schema accepts, placing the test's own upload or an id nobody uploaded. */
const validImageLayer = () =>
  fc.record({
    id: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    kind: fc.constant('image' as const),
    x: fc.integer({ min: -30, max: 60 }),
    y: fc.integer({ min: -30, max: 60 }),
    width: fc.integer({ min: 1, max: 60 }),
    height: fc.integer({ min: 1, max: 60 }),
    rotation: fc.integer({ min: -360, max: 360 }),
    locked: fc.boolean(),
    upload: fc.oneof(fc.constant(uploadId), fc.uuid({ version: 4 })),
  });
/** A schema-valid document on a real product, with any colour of the test's and any sides: 201, or a 404 naming the colour, side or upload. */
const validDocument = () =>
  fc.record({
    version: fc.constant(2),
    product: fc.constantFrom(...slugs),
    color: fc.constantFrom(...colors.map(String)),
    sides: fc.dictionary(fc.constantFrom(...SIDE_IDS), fc.record({ layers: fc.array(fc.oneof(validLayer(), validImageLayer()), { maxLength: 3 }) }), { maxKeys: 5 }),
  });

const never5xx = (status: number, what: string) => expect(status, what).toBeLessThan(500);

describe('generated input never gets a 5xx', () => {
  it('GET /api/made/products, /api/made/products/{slug}[/printable_areas|/presets] and /api/design_labs/quantity with any slug and query', async () => {
    await fc.assert(
      fc.asyncProperty(slugLike(), fc.oneof(fc.constantFrom(...colors.map(String)), text), text, async (slug, color, store) => {
        const s = enc(slug);
        const q = `color=${enc(color)}&store=${enc(store)}`;
        const quantity = `/api/design_labs/quantity?product=${s}&color=${enc(color)}&store=${enc(store)}&sides=${enc(`${color},${store}`)}&print_size=${enc(store)}`;
        for (const url of [`/api/made/products?store=${enc(store)}&category=${s}`, `/api/made/products/${s}?${q}`, `/api/made/products/${s}/printable_areas`, `/api/made/products/${s}/presets?side=${enc(color)}`, quantity, `/api/design_labs/quantity?product=${s}&color=${enc(color)}&sides=front,back`]) {
          never5xx((await b.get(url)).statusCode, url);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/made/design_projects with any body', async () => {
    await fc.assert(
      fc.asyncProperty(body(), async (payload) => {
        const res = await b.request({ method: 'POST', url: '/api/made/design_projects', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
        never5xx(res.statusCode, JSON.stringify(payload).slice(0, 300));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('schema-valid documents are saved (201) or refused as not found (a colour or side not the product’s, an upload not mine), nothing else', async () => {
    const g = new TestBrowser(t.app);
    await fc.assert(
      fc.asyncProperty(validDocument(), async (doc) => {
        const res = await g.post('/api/made/design_projects', { document: doc });
        expect([201, 404], res.body).toContain(res.statusCode);
        if (res.statusCode === 404) expect(['color_not_found', 'side_not_found', 'upload_not_found']).toContain(res.json().code);
        else expect(res.json().document).toEqual(doc);
      }),
      { numRuns: RUNS },
    );
  });

  it('PUT, GET and DELETE /api/made/design_projects/{id} with any id and body, and latest with any product', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(projectId), fc.uuid(), text), body(), slugLike(), async (id, payload, product) => {
        const path = `/api/made/design_projects/${enc(id)}`;
        const put = await b.request({ method: 'PUT', url: path, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
        never5xx(put.statusCode, `PUT ${path} ${JSON.stringify(payload).slice(0, 300)}`);
        never5xx((await b.get(path)).statusCode, `GET ${path}`);
        never5xx((await b.get(`/api/made/design_projects/latest?product=${enc(product)}`)).statusCode, `latest ${product}`);
        if (id !== projectId) never5xx((await b.delete(path)).statusCode, `DELETE ${path}`);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('POST /api/made/uploads with any bytes, name and content type', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 2048 }),
      fc.constantFrom(gradientPng(3, 2), JPEG_40X30, svg('<rect width="5" height="5"/>'), svg('<use href="https://x.example/a#b"/>')),
      fc.string({ maxLength: 500 }).map((v) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">${v}</svg>`)),
      // a real PNG cut short or with bytes flipped
      fc.tuple(fc.nat(200), fc.nat(255)).map(([at, value]) => {
        const png = Buffer.from(gradientPng(6, 6));
        return at % 2 ? png.subarray(0, at) : (png[at % png.length] = value, png);
      }),
    );
    const contentType = fc.option(fc.constantFrom('image/png', 'image/svg+xml; charset=utf-8', 'application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', '*/*', 'nonsense'), { nil: undefined });
    const u = new TestBrowser(t.app);
    await fc.assert(
      fc.asyncProperty(bytes, text, contentType, async (payload, name, type) => {
        const res = await u.request({ method: 'POST', url: `/api/made/uploads?name=${enc(name)}`, payload: Buffer.from(payload), headers: type ? { 'content-type': type } : {} });
        never5xx(res.statusCode, `${type} ${name.slice(0, 40)} ${Buffer.from(payload).subarray(0, 40).toString('hex')}`);
      }),
      // within the default 60 uploads per 10 minutes, so every run reaches the pipeline
      { numRuns: RUNS },
    );
  });

  it('GET and DELETE /api/made/uploads/{id}, and my uploads, with any id', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(uploadId), fc.uuid(), text), async (id) => {
        const path = `/api/made/uploads/${enc(id)}`;
        never5xx((await b.get(path)).statusCode, `GET ${path}`);
        if (id !== uploadId) never5xx((await b.delete(path)).statusCode, `DELETE ${path}`);
        never5xx((await b.get('/api/made/uploads')).statusCode, 'GET /api/made/uploads');
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /api/made/design_projects/{id}/preview/{side}.webp with any id, side and width', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(projectId), fc.uuid(), text), fc.oneof(fc.constantFrom(...SIDE_IDS), text), fc.oneof(fc.nat(5000).map(String), text), async (id, side, width) => {
        const url = `/api/made/design_projects/${enc(id)}/preview/${enc(side)}.webp?width=${enc(width)}`;
        never5xx((await b.get(url)).statusCode, url);
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /api/users/dtf_artworks/{id}/sticker_cutlines and /file with any id, shape, offset, width and version', async () => {
    const art = await b.request({
      method: 'POST',
      url: '/api/users/dtf_artworks',
      ...multipartFile(gradientPng(24, 12)),
    });
    expect(art.statusCode, art.body).toBe(201);
    const artworkId = art.json().id as string;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(artworkId), fc.uuid(), text),
        fc.oneof(fc.constantFrom('die-cut', 'circle', 'square', 'rounded'), text),
        fc.oneof(fc.constantFrom('0.125', '0.03125', '0.25', '0', '2'), number.map(String), text),
        fc.oneof(fc.constantFrom('1', '2', '0.01', '100'), number.map(String), text),
        fc.oneof(fc.constantFrom('1', '2', '10000'), text),
        async (id, shape, offset, width, version) => {
          const cut = `/api/users/dtf_artworks/${enc(id)}/sticker_cutlines?shape=${enc(shape)}&offset_in=${enc(offset)}&width_in=${enc(width)}&version=${enc(version)}`;
          never5xx((await b.get(cut)).statusCode, cut);
          const file = `/api/users/dtf_artworks/${enc(id)}/file?version=${enc(version)}&width=${enc(width)}`;
          never5xx((await b.get(file)).statusCode, file);
          const spangle = `/api/users/dtf_artworks/${enc(id)}/spangle?stone_size=${enc(shape === 'circle' ? 'SS6' : shape)}&width_in=${enc(width)}&colours=${enc(offset === '0' ? 'gold,jet' : offset)}&version=${enc(version)}`;
          never5xx((await b.get(spangle)).statusCode, spangle);
          never5xx((await b.get(spangle.replace('/spangle?', '/spangle.png?'))).statusCode, spangle);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

/** One `file` part of multipart/form-data, as a browser sends it. */
function multipartFile(bytes: Uint8Array) {
  const boundary = '----storefront-fuzz-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
