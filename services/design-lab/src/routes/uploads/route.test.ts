import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DesignUpload, MadeProductsResponse, MadeProductSummary } from '@storefront/contracts';
import { carts, designLabUploads, designProjects, madeDesigns, orderLines, orders } from '@storefront/db';
import { CSRF_HEADER, GUEST_CART_COOKIE, hashGuestCartToken } from '@storefront/server-kit';
import { contentKey, formatBytes, UPLOAD_LIMITS } from '@storefront/uploads';
import { uploadArtwork } from '../../domain/upload-artwork';
import { ADDRESS_UPLOADS_FACTOR } from './upload-gate';
import { MAX_UPLOADS_PER_OWNER } from '../../domain/uploads';
import { bytesContain, gradientPng, JPEG_40X30, pngHtmlPolyglot, pngSize, svg } from '../../test-fixtures/artwork';
import { UPLOAD_ATTACKS } from '../../test-fixtures/attack-corpus';
import { documentFor, textLayer } from '../../test-fixtures/documents';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

const RATE = { max: 12, windowMs: 10 * 60 * 1000 };
let t: TestApp;
let clock = Date.parse('2026-11-25T12:00:00Z');
let tee: MadeProductSummary;
let emails = 0;
const email = () => `uploader${++emails}@example.com`;

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock), uploadRateLimit: RATE });
  const list: MadeProductsResponse = (await new TestBrowser(t.app).get('/api/made/products')).json();
  tee = list.categories.flatMap((c) => c.products).find((p) => p.garment_type === 'tee')!;
});
afterAll(() => t?.close());

function upload(b: TestBrowser, bytes: Uint8Array, name: string, contentType = 'application/octet-stream') {
  return b.request({ method: 'POST', url: `/api/made/uploads?name=${encodeURIComponent(name)}`, payload: Buffer.from(bytes), headers: { 'content-type': contentType } });
}

async function uploaded(b: TestBrowser, bytes: Uint8Array, name: string, contentType?: string): Promise<DesignUpload> {
  const res = await upload(b, bytes, name, contentType);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().upload;
}

/** Every object in the disk store (its keys): the sidecar and temporary files start with a dot. */
async function storedKeys(dir = t.blobDir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.name.startsWith('.')) out.push(relative(t.blobDir, join(entry.parentPath, entry.name)));
  }
  return out.sort();
}

const uploadRowCount = async () => Number((await t.handle.db.select({ n: sql<number>`count(*)` }).from(designLabUploads))[0]!.n);

/** Runs `attempt` and checks that it stored nothing: no upload row, no object in the blob store, no guest cookie handed out. */
async function expectNothingStored(b: TestBrowser, attempt: () => Promise<unknown>) {
  const [rows, keys] = [await uploadRowCount(), await storedKeys()];
  await attempt();
  expect(await uploadRowCount()).toBe(rows);
  expect(await storedKeys()).toEqual(keys);
  expect(b.cookie(GUEST_CART_COOKIE)).toBeUndefined();
}

describe('uploads: the happy paths', () => {
  it('a guest uploads a PNG: 201, the guest cookie, the row and the content-keyed blob; served back to them only', async () => {
    const b = new TestBrowser(t.app);
    const png = gradientPng(48, 32, 1);
    const res = await upload(b, png, 'Team logo.png', 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const up: DesignUpload = res.json().upload;
    expect(up).toEqual({ id: up.id, url: `/api/made/uploads/${up.id}`, kind: 'raster', content_type: 'image/png', width: 48, height: 32, byte_size: up.byte_size, display_name: 'Team logo.png' });
    expect(b.cookie(GUEST_CART_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await t.handle.db.select().from(designLabUploads).where(eq(designLabUploads.id, up.id));
    expect(row).toMatchObject({ userId: null, guestTokenHash: hashGuestCartToken(b.cookie(GUEST_CART_COOKIE)!), kind: 'raster', width: 48, height: 32, contentType: 'image/png' });
    expect(row!.blobKey).toBe(contentKey(row!.sha256, 'image/png'));
    expect(await storedKeys()).toContain(row!.blobKey);

    const served = await b.get(up.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
      etag: `"${row!.sha256}"`,
    });
    expect(served.headers['content-security-policy']).toMatch(/sandbox/);
    expect(served.rawPayload.length).toBe(up.byte_size);
    expect(pngSize(served.rawPayload)).toEqual({ width: 48, height: 32 });
    const again = await b.request({ method: 'GET', url: up.url, headers: { 'if-none-match': `"${row!.sha256}"` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    expect((await b.get('/api/made/uploads')).json()).toEqual({ uploads: [up], limit: MAX_UPLOADS_PER_OWNER });
    const stranger = new TestBrowser(t.app);
    expect((await stranger.get(up.url)).json()).toMatchObject({ code: 'upload_not_found' });
    expect((await stranger.get('/api/made/uploads')).json()).toEqual({ uploads: [], limit: MAX_UPLOADS_PER_OWNER });
    await t.signUp(stranger, email());
    expect((await stranger.get(up.url)).statusCode).toBe(404);
    // another shopper's conditional request is not a way to learn the file exists
    expect((await stranger.request({ method: 'GET', url: up.url, headers: { 'if-none-match': '*' } })).statusCode).toBe(404);
  });

  it('a JPEG is stored re-encoded as a PNG of the same size, named .png', async () => {
    const b = new TestBrowser(t.app);
    await t.signUp(b, email());
    const up = await uploaded(b, JPEG_40X30, 'holiday.jpg', 'image/jpeg');
    expect(up).toMatchObject({ kind: 'raster', content_type: 'image/png', width: 40, height: 30, display_name: 'holiday.png' });
    const served = await b.get(up.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(pngSize(served.rawPayload)).toEqual({ width: 40, height: 30 });
    // a signed-in user's upload is theirs, not a guest's: no guest cookie is handed out
    expect(b.cookie(GUEST_CART_COOKIE)).toBeUndefined();
  });

  it('an SVG is stored sanitised as image/svg+xml and served sandboxed', async () => {
    const b = new TestBrowser(t.app);
    const up = await uploaded(b, svg('<!-- made in Inkscape --><circle cx="60" cy="40" r="30" fill="#c00"/>'), 'badge.svg', 'image/svg+xml');
    expect(up).toMatchObject({ kind: 'svg', content_type: 'image/svg+xml', width: 120, height: 80, display_name: 'badge.svg' });
    const served = await b.get(up.url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
    expect(served.body).toMatch(/<circle[^>]*r="30"/);
    expect(served.body).not.toMatch(/Inkscape/);
  });

  it('the same file from two shoppers is one blob with two rows; the blob goes with the last row', async () => {
    const [a, b] = [new TestBrowser(t.app), new TestBrowser(t.app)];
    const png = gradientPng(20, 20, 77);
    const [ua, ub] = [await uploaded(a, png, 'a.png'), await uploaded(b, png, 'b.png')];
    const rows = await t.handle.db.select().from(designLabUploads).where(sql`${designLabUploads.id} in (${ua.id}, ${ub.id})`);
    expect(new Set(rows.map((r) => r.blobKey)).size).toBe(1);
    const key = rows[0]!.blobKey;

    // not b's to delete
    expect((await b.delete(ua.url)).statusCode).toBe(404);
    expect((await a.get(ua.url)).statusCode).toBe(200);

    expect((await a.delete(ua.url)).statusCode).toBe(204);
    expect((await a.get(ua.url)).statusCode).toBe(404);
    expect(await storedKeys()).toContain(key);
    expect((await b.get(ub.url)).statusCode).toBe(200);

    expect((await b.delete(ub.url)).statusCode).toBe(204);
    expect(await storedKeys()).not.toContain(key);
    expect((await b.delete(ub.url)).statusCode).toBe(404);
  });

  it('an upload a project places cannot be deleted (409 naming the project) until the design drops it', async () => {
    const b = new TestBrowser(t.app);
    const up = await uploaded(b, gradientPng(30, 30, 5), 'mark.png');
    const image = { id: 'i1', kind: 'image', x: 6, y: 6, width: 4, height: 4, rotation: 0, locked: false, upload: up.id };
    const doc = documentFor(tee.slug, tee.colors[0]!.composition_id, { front: [image as never] });
    const project = await b.post('/api/made/design_projects', { name: 'Crew tee', document: doc });
    expect(project.statusCode, project.body).toBe(201);

    const refused = await b.delete(up.url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'upload_in_use', message: 'This upload is used in “Crew tee”. Remove it from the design first.' });
    expect((await b.get(up.url)).statusCode).toBe(200);

    const saved = await b.put(`/api/made/design_projects/${project.json().id}`, { document: documentFor(tee.slug, tee.colors[0]!.composition_id, { front: [textLayer('t1')] }), revision: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await b.delete(up.url)).statusCode).toBe(204);
  });
});

describe('uploads a cart or an order renders from', () => {
  it('cannot be deleted while a design in a cart or an order places it (409 saying which); the file stays', async () => {
    const b = new TestBrowser(t.app);
    const up = await uploaded(b, gradientPng(31, 31, 9), 'kept.png');
    const image = { id: 'i1', kind: 'image', x: 6, y: 6, width: 4, height: 4, rotation: 0, locked: false, upload: up.id };
    const doc = documentFor(tee.slug, tee.colors[0]!.composition_id, { front: [image as never] });
    const db = t.handle.db;
    const [cart] = await db.insert(carts).values({ number: 'R900000001', store: 'us', guestTokenHash: 'upload-kept-guest' }).returning({ id: carts.id });
    const [design] = await db
      .insert(madeDesigns)
      .values({ cartId: cart!.id, madeProductSlug: tee.slug, productId: 1, compositionId: tee.colors[0]!.composition_id, document: doc, placementCount: 1 })
      .returning({ id: madeDesigns.id });
    const inCart = await b.delete(up.url);
    expect(inCart.statusCode).toBe(409);
    expect(inCart.json()).toMatchObject({ code: 'upload_in_use', message: 'This upload is in a design in your cart. Remove that design from the cart first.' });
    expect((await b.get(up.url)).statusCode).toBe(200);

    // ordered: the design now lives in an order line's snapshot only
    const [order] = await db
      .insert(orders)
      .values({
        number: 'R900000001',
        cartId: cart!.id,
        idempotencyKey: 'upload-kept',
        guestTokenHash: 'upload-kept-guest',
        store: 'us',
        currency: 'USD',
        email: 'kept@example.com',
        shipAddress: {} as never,
        shippingSpeed: 'standard',
        subtotal: 0,
        shipping: 0,
        tax: 0,
        taxLines: [],
        total: 0,
        status: 'paid',
      })
      .returning({ id: orders.id });
    const line = { orderId: order!.id, sku: 'X', productId: 1, compositionId: 1, productSlug: tee.slug, title: 'Tee', colorName: 'White', size: 'M', image: {}, quantity: 1, unitPrice: 0, lineTotal: 0 };
    await db.insert(orderLines).values({ ...line, madeDesign: { made_design_id: design!.id, product_slug: tee.slug, document: doc, sides: [] } });
    await db.delete(madeDesigns).where(eq(madeDesigns.id, design!.id));
    const ordered = await b.delete(up.url);
    expect(ordered.statusCode).toBe(409);
    expect(ordered.json().message).toBe('This upload is in a design you ordered, so it is kept for printing.');
    expect((await b.get(up.url)).statusCode).toBe(200);

    // once no design places it (here: the order line gone), it can go
    await db.delete(orderLines).where(eq(orderLines.orderId, order!.id));
    expect((await b.delete(up.url)).statusCode).toBe(204);
  });
});

describe('upload attack corpus through the route: refused with the reason, nothing stored', () => {

  it.each(UPLOAD_ATTACKS)('%s', async (_what, bytes, name, status, message) => {
    const b = new TestBrowser(t.app);
    await expectNothingStored(b, async () => {
      const res = await upload(b, bytes, name, 'image/png');
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toMatch(message);
    });
  });

  it('a request with no body at all is an empty file', async () => {
    const b = new TestBrowser(t.app);
    await expectNothingStored(b, async () => {
      const res = await b.request({ method: 'POST', url: '/api/made/uploads?name=x.png' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'empty_file', message: 'The file is empty.' });
    });
  });

  it('a body just over the byte limit: 413 from the pipeline, with the limit', async () => {
    const b = new TestBrowser(t.app);
    await expectNothingStored(b, async () => {
      const res = await upload(b, Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1, 0x41), 'huge.png');
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'file_too_large', message: expect.stringContaining(`uploads are limited to ${formatBytes(UPLOAD_LIMITS.maxBytes)}`) });
    });
  });

  it('a body over what the route reads at all: a clean JSON 413 with the limit, not a reset', async () => {
    const b = new TestBrowser(t.app);
    await expectNothingStored(b, async () => {
      const res = await upload(b, Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1024 * 1024, 0x41), 'huger.png');
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'file_too_large', message: `The file is over ${formatBytes(UPLOAD_LIMITS.maxBytes)}; uploads are limited to ${formatBytes(UPLOAD_LIMITS.maxBytes)}.` });
    });
  });

  it('over a real socket too: a declared or streamed body over the limit gets the JSON 413, not a reset connection', async () => {
    const b = new TestBrowser(t.app);
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { 'content-type': 'image/png', [CSRF_HEADER]: await b.csrfToken(), cookie: [...b.jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    const body = Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1024 * 1024, 0x41);
    const send = (declared: boolean) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${origin}/api/made/uploads?name=big.png`, { method: 'POST', headers: declared ? { ...headers, 'content-length': body.length } : headers }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        });
        req.on('error', reject);
        // streamed in 1 MB pieces, as a browser sends a file
        for (let i = 0; i < body.length; i += 1 << 20) req.write(body.subarray(i, i + (1 << 20)));
        req.end();
      });
    await expectNothingStored(b, async () => {
      for (const declared of [true, false]) {
        const res = await send(declared);
        expect(res.status).toBe(413);
        expect(JSON.parse(res.body)).toEqual({ code: 'file_too_large', message: `The file is over ${formatBytes(UPLOAD_LIMITS.maxBytes)}; uploads are limited to ${formatBytes(UPLOAD_LIMITS.maxBytes)}.` });
      }
    });
  });

  it('a PNG/HTML polyglot is neutralised: stored as a fresh PNG of the same pixels, no HTML in what is served', async () => {
    const b = new TestBrowser(t.app);
    const polyglot = pngHtmlPolyglot();
    expect(bytesContain(polyglot, '<script>')).toBe(true);
    const up = await uploaded(b, polyglot, 'innocent.png', 'text/html');
    expect(up).toMatchObject({ content_type: 'image/png', width: 16, height: 16 });
    const served = await b.get(up.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(bytesContain(served.rawPayload, '<script>')).toBe(false);
    expect(bytesContain(served.rawPayload, 'html')).toBe(false);
  });

  it('a path-traversal name is only a display name: the object key is the content hash, nothing lands outside the store', async () => {
    const b = new TestBrowser(t.app);
    const outside = await readdir(join(t.blobDir, '..'));
    const up = await uploaded(b, gradientPng(8, 8, 3), '../../../../tmp/evil/..\\..\\passwd.png');
    expect(up.display_name).toBe('passwd.png');
    const [row] = await t.handle.db.select().from(designLabUploads).where(eq(designLabUploads.id, up.id));
    expect(row!.blobKey).toMatch(/^uploads\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    expect(await readdir(join(t.blobDir, '..'))).toEqual(outside);
  });

  it('a JPEG named .svg (a lying extension) is taken for what its bytes are', async () => {
    const b = new TestBrowser(t.app);
    const up = await uploaded(b, JPEG_40X30, 'vector.svg', 'image/svg+xml');
    expect(up).toMatchObject({ kind: 'raster', content_type: 'image/png', display_name: 'vector.png' });
  });

  it('without the anti-forgery token: 403, nothing read or stored', async () => {
    const b = new TestBrowser(t.app);
    await expectNothingStored(b, async () => {
      const res = await b.request({ method: 'POST', url: '/api/made/uploads?name=a.png', payload: gradientPng(4, 4), headers: { 'content-type': 'image/png' }, csrf: false });
      expect(res.statusCode).toBe(403);
    });
    const forged = await b.request({ method: 'POST', url: '/api/made/uploads', payload: gradientPng(4, 4), headers: { 'content-type': 'image/png', [CSRF_HEADER]: 'forged' }, csrf: false });
    expect(forged.statusCode).toBe(403);
  });

  it('a bad name parameter is a 400 naming it', async () => {
    const b = new TestBrowser(t.app);
    const res = await b.request({ method: 'POST', url: `/api/made/uploads?name=${'a'.repeat(1001)}`, payload: gradientPng(4, 4) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('name');
  });
});

describe('limits per shopper', () => {
  it(`${RATE.max} upload attempts per window (refused ones count): then 429 with Retry-After, nothing read; open again after the window`, async () => {
    const b = new TestBrowser(t.app);
    // the first upload is counted by address (the browser has no guest cookie yet), then by the guest
    await uploaded(b, gradientPng(6, 6, 11), 'first.png');
    for (let i = 0; i < RATE.max; i++) expect((await upload(b, new Uint8Array(0), 'empty.png')).statusCode).toBe(422);
    const rows = await uploadRowCount();
    const limited = await upload(b, gradientPng(6, 6, 12), 'one-too-many.png');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(RATE.windowMs / 1000);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(new RegExp(`^Too many uploads \\(at most ${RATE.max} every 10 minutes\\)\\. Please try again in \\d+ minutes?\\.$`)) });
    expect(await uploadRowCount()).toBe(rows);
    // another shopper is not held back
    await uploaded(new TestBrowser(t.app), gradientPng(6, 6, 13), 'other.png');

    clock += RATE.windowMs + 1000;
    await uploaded(b, gradientPng(6, 6, 12), 'later.png');
  });

  it(`an address has ${ADDRESS_UPLOADS_FACTOR}× a shopper's budget: a client that drops its cookie every time still meets a limit`, async () => {
    const ip = '10.99.0.1';
    const attempt = () => upload(new TestBrowser(t.app, ip), new Uint8Array(0), 'empty.png');
    for (let i = 0; i < RATE.max * ADDRESS_UPLOADS_FACTOR; i++) expect((await attempt()).statusCode).toBe(422);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('too many from your network') });
    expect((await upload(new TestBrowser(t.app, '10.99.0.2'), new Uint8Array(0), 'empty.png')).statusCode).toBe(422);
  });

  it(`at most ${MAX_UPLOADS_PER_OWNER} uploads each: one more is a 422 with the limit, before the file is read`, async () => {
    const b = new TestBrowser(t.app);
    const user = await t.signUp(b, email());
    const sha256 = 'ab'.repeat(32);
    const earlier = { userId: user.id, blobKey: contentKey(sha256, 'image/png'), contentType: 'image/png', kind: 'raster', width: 10, height: 10, byteSize: 100, sha256, displayName: 'old.png' };
    await t.handle.db.insert(designLabUploads).values(Array.from({ length: MAX_UPLOADS_PER_OWNER }, () => earlier));
    await expectNothingStored(b, async () => {
      const res = await upload(b, gradientPng(9, 9, 200), 'one-more.png');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'too_many_uploads', message: expect.stringContaining(`at most ${MAX_UPLOADS_PER_OWNER} uploads`) });
    });
    expect((await b.get('/api/made/uploads')).json().uploads).toHaveLength(MAX_UPLOADS_PER_OWNER);

    // the limit checked again with the row (a parallel upload may have passed the early check):
    // the blob this upload created is removed again
    const keys = await storedKeys();
    const outcome = await uploadArtwork({ db: t.handle.db, blobStore: t.blobStore, limits: {}, now: () => new Date(clock) }, { kind: 'user', userId: user.id }, gradientPng(9, 9, 201), 'raced.png');
    expect(outcome).toMatchObject({ ok: false, problem: { code: 'too_many_uploads' } });
    expect(await storedKeys()).toEqual(keys);
  });
});

describe('limits per shopper, racing', () => {
  // PGlite has one connection: only a real server shows uploads racing for the last places
  it.runIf(Boolean(process.env.DATABASE_URL))('parallel uploads for the last two places: two stored, the others refused and their blobs removed', async () => {
    const b = new TestBrowser(t.app);
    const user = await t.signUp(b, email());
    const sha256 = 'cd'.repeat(32);
    const earlier = { userId: user.id, blobKey: contentKey(sha256, 'image/png'), contentType: 'image/png', kind: 'raster', width: 10, height: 10, byteSize: 100, sha256, displayName: 'old.png' };
    await t.handle.db.insert(designLabUploads).values(Array.from({ length: MAX_UPLOADS_PER_OWNER - 2 }, () => earlier));
    const keys = await storedKeys();
    await b.csrfToken(); // one anti-forgery token for all six, as one page would send
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(b, gradientPng(10, 10, 300 + i), `race-${i}.png`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 422, 422, 422, 422]);
    expect(await t.handle.db.select().from(designLabUploads).where(eq(designLabUploads.userId, user.id))).toHaveLength(MAX_UPLOADS_PER_OWNER);
    const stored = results.filter((r) => r.statusCode === 201).map((r) => r.json().upload.id as string);
    const rows = await t.handle.db.select().from(designLabUploads).where(sql`${designLabUploads.id} in (${stored[0]}, ${stored[1]})`);
    expect(await storedKeys()).toEqual([...keys, ...rows.map((r) => r.blobKey)].sort());
  });
});

describe('guest uploads join the account at sign-in', () => {
  it('with the guest’s projects: listed, served and placeable by the account, no longer the guest’s', async () => {
    const b = new TestBrowser(t.app);
    const up = await uploaded(b, gradientPng(24, 24, 42), 'guest-art.png');
    const image = { id: 'i1', kind: 'image', x: 6, y: 6, width: 4, height: 4, rotation: 0, locked: false, upload: up.id };
    const project = await b.post('/api/made/design_projects', { document: documentFor(tee.slug, tee.colors[0]!.composition_id, { front: [image as never] }) });
    expect(project.statusCode, project.body).toBe(201);
    const guestHash = hashGuestCartToken(b.cookie(GUEST_CART_COOKIE)!);

    const user = await t.signUp(b, email());
    expect((await b.get('/api/made/uploads')).json().uploads).toEqual([up]);
    expect((await b.get(up.url)).statusCode).toBe(200);
    const [row] = await t.handle.db.select().from(designLabUploads).where(eq(designLabUploads.id, up.id));
    expect(row).toMatchObject({ userId: user.id, guestTokenHash: null });
    const [projectRow] = await t.handle.db.select().from(designProjects).where(eq(designProjects.id, project.json().id));
    expect(projectRow).toMatchObject({ userId: user.id });
    // the account can keep saving the design that places it
    const saved = await b.put(`/api/made/design_projects/${project.json().id}`, { document: documentFor(tee.slug, tee.colors[0]!.composition_id, { front: [image as never] }), revision: 1 });
    expect(saved.statusCode, saved.body).toBe(200);

    // nothing is left under the guest's identity
    const left = await t.handle.db.select().from(designLabUploads).where(eq(designLabUploads.guestTokenHash, guestHash));
    expect(left).toEqual([]);
  });
});
