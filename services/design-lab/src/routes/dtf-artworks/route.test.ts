import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { carts, dtfArtworkVersions, dtfArtworks, dtfJobs, dtfPrints } from '@storefront/db';
import { GUEST_CART_COOKIE } from '@storefront/server-kit';
import type { DtfTool } from '../../domain/dtf/dtf-jobs';
import { JOB_STALE_AFTER_MS, ToolRefused } from '../../domain/dtf/dtf-jobs';
import { gradientPng, pngSize, svg } from '../../test-fixtures/artwork';
import { UPLOAD_ATTACKS } from '../../test-fixtures/attack-corpus';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';
import type { DtfToolSet } from './route';

let clock = Date.parse('2026-11-25T12:00:00Z');
let t: TestApp;

/** A tool the test holds open: it reports progress, then waits until released or cancelled. */
const held = { release: null as (() => void) | null, started: 0 };
const slow: DtfTool = async (png, _params, { signal, onProgress }) => {
  held.started++;
  onProgress(0.5);
  await new Promise<void>((resolve, reject) => {
    held.release = resolve;
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
  return { png: await sharp(png).flop().png().toBuffer(), facts: { slow: true } };
};
const negate: DtfTool = async (png, params, { onProgress }) => {
  onProgress(1);
  return { png: await sharp(png).negate({ alpha: false }).png().toBuffer(), facts: { params } };
};
const refusing: DtfTool = async () => {
  throw new ToolRefused('This image has no background to remove.');
};
const broken: DtfTool = async () => {
  throw new Error('boom: an internal detail the shopper must not see');
};
const tools: DtfToolSet = { segment: negate, color_change: slow, cmyk: refusing, refine: broken };

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock), dtfTools: tools });
});
afterAll(() => t?.close());

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: ({ name: string; value: string } | { name: string; filename: string; bytes: Uint8Array; type?: string })[]) {
  const boundary = '----storefront-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('bytes' in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`));
      chunks.push(Buffer.from(p.bytes), Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (b: TestBrowser, bytes: Uint8Array, filename = 'logo.png', fields: Record<string, string> = {}) =>
  b.request({ method: 'POST', url: '/api/users/dtf_artworks', ...multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename, bytes }]) });

async function uploaded(b: TestBrowser, bytes: Uint8Array = gradientPng(40, 20, 3), fields: Record<string, string> = {}): Promise<string> {
  const res = await upload(b, bytes, 'logo.png', fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** Polls the job until it leaves `running` (the tool runs in this process after the 202). */
async function finished(b: TestBrowser, id: string, jobId: string) {
  for (let i = 0; i < 200; i++) {
    const job = (await b.get(`/api/users/dtf_artworks/${id}/jobs/${jobId}`)).json().job;
    if (job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the job never finished');
}

const artworkCount = async () => Number((await t.handle.db.select({ n: sql<number>`count(*)` }).from(dtfArtworks))[0]!.n);

describe('uploading DTF artwork (multipart)', () => {
  it('answers id and url; the artwork lists, describes its first version and serves its PNG to its owner only', async () => {
    const b = new TestBrowser(t.app);
    const res = await upload(b, gradientPng(40, 20, 1), 'My Logo.png', { catalog_number: 'DTF-100', digital_assets_file_id: 'asset_42' });
    expect(res.statusCode, res.body).toBe(201);
    const { id, url } = res.json();
    expect(url).toBe(`/api/users/dtf_artworks/${id}/file`);
    expect(b.cookie(GUEST_CART_COOKIE)).toBeDefined();

    const list = (await b.get('/api/users/dtf_artworks')).json();
    expect(list.artworks).toEqual([expect.objectContaining({ id, name: 'My Logo', width: 40, height: 20, current_version: 1, catalog_number: 'DTF-100' })]);
    const artwork = (await b.get(`/api/users/dtf_artworks/${id}`)).json();
    expect(artwork).toMatchObject({ digital_assets_file_id: 'asset_42', versions: [{ version: 1, operation: 'upload', width: 40, height: 20 }], job: null });

    const file = await b.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(pngSize(file.rawPayload)).toEqual({ width: 40, height: 20 });
    expect((await b.request({ method: 'GET', url, headers: { 'if-none-match': file.headers.etag as string } })).statusCode).toBe(304);
    // a thumbnail for the cart and lists: WebP, never wider than the artwork, its own validator
    const thumb = await b.get(`${url}?width=16`);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 16, height: 8 });
    expect(thumb.headers.etag).not.toBe(file.headers.etag);
    expect((await sharp((await b.get(`${url}?width=400`)).rawPayload).metadata()).width).toBe(40);
    expect((await b.get(`${url}?width=5000`)).statusCode).toBe(400);

    const stranger = new TestBrowser(t.app);
    await uploaded(stranger);
    expect((await stranger.get(url)).statusCode).toBe(404);
    expect((await stranger.get(`/api/users/dtf_artworks/${id}`)).statusCode).toBe(404);
    expect((await stranger.request({ method: 'DELETE', url: `/api/users/dtf_artworks/${id}` })).statusCode).toBe(404);
    expect((await new TestBrowser(t.app).get('/api/users/dtf_artworks')).json().artworks).toEqual([]);
  });

  it('draws an SVG at print resolution: the artwork is pixels, 3600 on its long side', async () => {
    const b = new TestBrowser(t.app);
    const id = await uploaded(b, svg('<rect width="120" height="80" fill="#c00"/>'));
    expect((await b.get(`/api/users/dtf_artworks/${id}`)).json()).toMatchObject({ width: 3600, height: 2400 });
  });

  it('refuses what is not a one-file multipart upload, with a message, storing nothing', async () => {
    const b = new TestBrowser(t.app);
    const before = await artworkCount();
    const json = await b.post('/api/users/dtf_artworks', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);
    const none = await b.request({ method: 'POST', url: '/api/users/dtf_artworks', ...multipart([{ name: 'catalog_number', value: 'DTF-1' }]) });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/"file" field is missing/);
    const wrongField = await b.request({ method: 'POST', url: '/api/users/dtf_artworks', ...multipart([{ name: 'picture', filename: 'a.png', bytes: gradientPng(4, 4) }]) });
    expect(wrongField.statusCode).toBe(400);
    const badNumber = await upload(b, gradientPng(4, 4), 'a.png', { catalog_number: '<script>' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().message).toMatch(/catalog_number/);
    const extra = await upload(b, gradientPng(4, 4), 'a.png', { price: '0' });
    expect(extra.statusCode).toBe(400);
    // a body that is not multipart at all under a multipart header (found by the generated-input suite: it was a 500)
    for (const payload of ['a=1&b=%00', '', '--x\r\nno headers here', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated']) {
      const garbled = await b.request({ method: 'POST', url: '/api/users/dtf_artworks', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload });
      expect(garbled.statusCode, JSON.stringify(payload)).toBe(400);
      expect(garbled.json().message, JSON.stringify(payload)).toMatch(/could not be read|"file" field is missing/);
    }
    expect(await artworkCount()).toBe(before);
  });

  it.each(UPLOAD_ATTACKS)('the attack corpus: %s', async (_what, bytes, name, status, message) => {
    const b = new TestBrowser(t.app);
    const before = await artworkCount();
    const res = await upload(b, bytes, name);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await artworkCount()).toBe(before);
  });
});

describe('tools as jobs, versions as undo', () => {
  it('a tool runs as a job (202), adds a version in use; going back to version 1 is its undo', async () => {
    const b = new TestBrowser(t.app);
    const id = await uploaded(b);
    const started = await b.post(`/api/users/dtf_artworks/${id}/segment_image`, { tolerance: 20 });
    expect(started.statusCode, started.body).toBe(202);
    const job = await finished(b, id, started.json().job.id);
    expect(job).toMatchObject({ kind: 'segment', status: 'done', progress: 1, result_version: 2, error: null });
    const artwork = (await b.get(`/api/users/dtf_artworks/${id}`)).json();
    expect(artwork.current_version).toBe(2);
    expect(artwork.versions.map((v: { version: number; operation: string }) => [v.version, v.operation])).toEqual([
      [1, 'upload'],
      [2, 'segment'],
    ]);
    expect(artwork.versions[1].facts).toMatchObject({ from_version: 1, params: { tolerance: 20 } });
    const v1 = (await b.get(`/api/users/dtf_artworks/${id}/file?version=1`)).rawPayload;
    const v2 = (await b.get(`/api/users/dtf_artworks/${id}/file`)).rawPayload;
    expect(Buffer.compare(v1, v2)).not.toBe(0);

    const back = await b.put(`/api/users/dtf_artworks/${id}/version`, { version: 1 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().current_version).toBe(1);
    expect(Buffer.compare((await b.get(`/api/users/dtf_artworks/${id}/file`)).rawPayload, v1)).toBe(0);
    expect((await b.put(`/api/users/dtf_artworks/${id}/version`, { version: 9 })).statusCode).toBe(404);
  });

  it('one job at a time (409); cancel process stops it and writes no version; the job reads cancelled', async () => {
    const b = new TestBrowser(t.app);
    const id = await uploaded(b);
    const started = (await b.post(`/api/users/dtf_artworks/${id}/color_change`, { from: '#ffffff', to: '#000000' })).json().job;
    const second = await b.post(`/api/users/dtf_artworks/${id}/segment_image`, {});
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already working on this artwork/);
    expect((await b.put(`/api/users/dtf_artworks/${id}/version`, { version: 1 })).statusCode).toBe(409);
    // a reload finds the job and its progress
    const reading = (await b.get(`/api/users/dtf_artworks/${id}`)).json().job;
    expect(reading).toMatchObject({ id: started.id, status: 'running' });

    const cancelled = await b.post(`/api/users/dtf_artworks/${id}/cancel_process`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().job.status).toBe('cancelled');
    held.release?.();
    expect(await finished(b, id, started.id)).toMatchObject({ status: 'cancelled', result_version: null });
    const versions = await t.handle.db.select().from(dtfArtworkVersions).where(eq(dtfArtworkVersions.artworkId, id));
    expect(versions).toHaveLength(1);
    expect((await b.post(`/api/users/dtf_artworks/${id}/cancel_process`, {})).statusCode).toBe(409);
  });

  it('an artwork deleted while its tool runs: the job stops, nothing is written; a new job on it is a 404', async () => {
    const b = new TestBrowser(t.app);
    const id = await uploaded(b);
    await b.post(`/api/users/dtf_artworks/${id}/color_change`, { from: '#ffffff', to: '#000000' });
    expect((await b.request({ method: 'DELETE', url: `/api/users/dtf_artworks/${id}` })).statusCode).toBe(204);
    held.release?.();
    await new Promise((r) => setTimeout(r, 50));
    expect(await t.handle.db.select().from(dtfArtworkVersions).where(eq(dtfArtworkVersions.artworkId, id))).toEqual([]);
    expect((await b.post(`/api/users/dtf_artworks/${id}/segment_image`, {})).statusCode).toBe(404);
  });

  it('a refusing tool fails the job with its reason; a broken one with the general message, never its internals', async () => {
    const b = new TestBrowser(t.app);
    const id = await uploaded(b);
    const refused = await finished(b, id, (await b.post(`/api/users/dtf_artworks/${id}/cmyk`, {})).json().job.id);
    expect(refused).toMatchObject({ status: 'failed', error: 'This image has no background to remove.' });
    const failed = await finished(b, id, (await b.post(`/api/users/dtf_artworks/${id}/redraw_data`, { width_in: 10 })).json().job.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'Something went wrong, please try again' });
    expect((await b.get(`/api/users/dtf_artworks/${id}`)).json().current_version).toBe(1);
  });

  it('a job whose process died reads as failed once silent, and the artwork takes a new job', async () => {
    const b = new TestBrowser(t.app);
    const id = await uploaded(b);
    const [orphan] = await t.handle.db
      .insert(dtfJobs)
      .values({ artworkId: id, kind: 'segment', createdAt: new Date(clock - JOB_STALE_AFTER_MS - 1000), updatedAt: new Date(clock - JOB_STALE_AFTER_MS - 1000) })
      .returning();
    const read = (await b.get(`/api/users/dtf_artworks/${id}/jobs/${orphan!.id}`)).json().job;
    expect(read).toMatchObject({ status: 'failed', error: expect.stringMatching(/start it again/) });
    const again = await b.post(`/api/users/dtf_artworks/${id}/segment_image`, {});
    expect(again.statusCode).toBe(202);
    await finished(b, id, again.json().job.id);
    clock += 1000;
  });

  it('an artwork whose transfers are in an open cart cannot be deleted (409 saying why); once the cart is gone, it can', async () => {
    const b = new TestBrowser(t.app);
    const id = await uploaded(b);
    // the cart's rows as its dtf_add writes them (the design lab only reads them, through packages/db's named read;
    // the ordered case is the cart service's test, which places a real order)
    const [cart] = await t.handle.db
      .insert(carts)
      .values({ number: `R${String(Date.now()).slice(-9)}`, store: 'us', guestTokenHash: 'dtf-delete-test', active: true })
      .returning();
    await t.handle.db
      .insert(dtfPrints)
      .values({ cartId: cart!.id, artworkId: id, artworkVersion: 1, name: 'logo', pixelWidth: 40, pixelHeight: 20, widthHundredths: 200, heightHundredths: 100 });
    const del = () => b.request({ method: 'DELETE', url: `/api/users/dtf_artworks/${id}` });
    const inCart = await del();
    expect(inCart.statusCode).toBe(409);
    expect(inCart.json()).toMatchObject({ code: 'dtf_artwork_in_use', message: expect.stringContaining('Remove them from the cart first') });
    expect((await b.get(`/api/users/dtf_artworks/${id}`)).statusCode).toBe(200);

    await t.handle.db.delete(carts).where(eq(carts.id, cart!.id));
    expect((await del()).statusCode).toBe(204);
    expect((await b.get(`/api/users/dtf_artworks/${id}`)).statusCode).toBe(404);
  });

  it('traces a sticker’s cut line at a width, shape and offset: its size is the line’s box; a bad offset is a 422, another shopper a 404', async () => {
    const b = new TestBrowser(t.app);
    // 40 × 20 px, opaque throughout: at 2 in wide it is 2 × 1 in, and a die-cut sticker 1/8 in bigger all round
    const id = await uploaded(b, gradientPng(40, 20, 3));
    const res = await b.get(`/api/users/dtf_artworks/${id}/sticker_cutlines?width_in=2&offset_in=0.125`);
    expect(res.statusCode, res.body).toBe(200);
    const cut = res.json();
    expect(cut).toMatchObject({ artwork_id: id, version: 1, shape: 'die-cut', offset_in: 0.125, artwork_width_in: 2, artwork_height_in: 1, dpi: 20, path: expect.stringMatching(/^M/) });
    expect(cut.width_in).toBeCloseTo(2.25, 1);
    expect(cut.height_in).toBeCloseTo(1.25, 1);
    const circle = (await b.get(`/api/users/dtf_artworks/${id}/sticker_cutlines?width_in=2&shape=circle`)).json();
    expect(circle.width_in).toBe(circle.height_in);
    const badOffset = await b.get(`/api/users/dtf_artworks/${id}/sticker_cutlines?width_in=2&offset_in=0.9`);
    expect(badOffset.statusCode).toBe(422);
    expect(badOffset.json().fieldErrors).toHaveProperty('offset_in');
    expect((await b.get(`/api/users/dtf_artworks/${id}/sticker_cutlines?width_in=2&shape=star`)).statusCode).toBe(400);
    expect((await b.get(`/api/users/dtf_artworks/${id}/sticker_cutlines`)).statusCode).toBe(400);
    expect((await new TestBrowser(t.app).get(`/api/users/dtf_artworks/${id}/sticker_cutlines?width_in=2`)).statusCode).toBe(404);
  });

  it('lays out a spangle pattern: stones per colour, the price of the count, and its picture; too few stones or a size off the press is a 422', async () => {
    const b = new TestBrowser(t.app);
    const id = await uploaded(b, gradientPng(600, 300, 5));
    const res = await b.get(`/api/users/dtf_artworks/${id}/spangle?width_in=4&stone_size=SS10&colours=crystal,jet,gold&quantity=12`);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ artwork_id: id, version: 1, stone_size: 'SS10', stone_mm: 2.8, width_in: 4, height_in: 2, quantity: 12 });
    expect(p.stone_count).toBeGreaterThan(100);
    expect(p.colours.map((c: { name: string }) => c.name)).toEqual(['crystal', 'jet', 'gold']);
    expect(p.colours.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(p.stone_count);
    expect(p.total.amount).toBe(p.unit_price.amount * 12);
    expect(p.tiers[0]).toMatchObject({ min_quantity: 1 });
    const png = await b.get(p.preview_url);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(pngSize(png.rawPayload)?.width).toBe(800);
    expect((await b.get(`/api/users/dtf_artworks/${id}/spangle?width_in=0.5&stone_size=SS20&colours=gold`)).statusCode).toBe(422);
    expect((await b.get(`/api/users/dtf_artworks/${id}/spangle?width_in=50&colours=gold`)).statusCode).toBe(422);
    expect((await b.get(`/api/users/dtf_artworks/${id}/spangle?width_in=4&colours=neon`)).statusCode).toBe(400);
    expect((await new TestBrowser(t.app).get(p.preview_url)).statusCode).toBe(404);
  });

  it('bad tool input is a 400 naming the field; another shopper’s artwork is a 404', async () => {
    const b = new TestBrowser(t.app);
    const id = await uploaded(b);
    const bad = await b.post(`/api/users/dtf_artworks/${id}/color_change`, { from: 'red', to: '#000000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/from/);
    expect((await b.post(`/api/users/dtf_artworks/${id}/redraw_data`, { width_in: 40 })).statusCode).toBe(400);
    expect((await new TestBrowser(t.app).post(`/api/users/dtf_artworks/${id}/segment_image`, {})).statusCode).toBe(404);
    expect((await b.get(`/api/users/dtf_artworks/${id}/jobs/not-a-job`)).statusCode).toBe(400);
  });
});
