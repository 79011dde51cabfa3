import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { UploadedFile } from '@storefront/contracts';
import { digitalAssetUploads } from '@storefront/db';
import { GUEST_CART_COOKIE, hashGuestCartToken } from '@storefront/server-kit';
import { insertAsset } from '../../test-fixtures/assets';
import { buildTestApp, solidPng, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

const MAX_BYTES = 200 * 1024;
const MAX_FILES = 3;
let t: TestApp;
let emails = 0;
const email = () => `uploader${++emails}@example.com`;
let colour = 0;
/** A PNG no other test uploads (a different colour each time). */
const freshPng = () => solidPng(24, 16, [(++colour * 37) % 256, (colour * 91) % 256, (colour * 13) % 256]);

beforeAll(async () => {
  t = await buildTestApp({ uploadLimits: { maxBytes: MAX_BYTES }, maxUploadsPerOwner: MAX_FILES });
  await insertAsset(t.handle.db, { slug: 'retro-sun' });
  await insertAsset(t.handle.db, { slug: 'retro-moon' });
});
afterAll(() => t?.close());

function upload(b: TestBrowser, bytes: Uint8Array, query: string, contentType = 'application/octet-stream') {
  return b.request({ method: 'POST', url: `/api/digital-assets/uploads?${query}`, payload: Buffer.from(bytes), headers: { 'content-type': contentType } });
}

async function uploaded(b: TestBrowser, bytes: Uint8Array, query = 'name=art.png'): Promise<UploadedFile> {
  const res = await upload(b, bytes, query, 'image/png');
  expect(res.statusCode, res.body).toBe(201);
  return res.json<UploadedFile>();
}

/** Every object in the disk store (its keys): the sidecar and temporary files start with a dot. */
async function storedKeys(): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(t.blobDir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.name.startsWith('.')) out.push(relative(t.blobDir, join(entry.parentPath, entry.name)));
  }
  return out.sort();
}

const rowCount = async () => Number((await t.handle.db.select({ n: sql<number>`count(*)` }).from(digitalAssetUploads))[0]!.n);

/** Runs `attempt` and checks that it stored nothing: no row, no object, no guest cookie handed out. */
async function expectNothingStored(b: TestBrowser, attempt: () => Promise<unknown>) {
  const [rows, keys] = [await rowCount(), await storedKeys()];
  await attempt();
  expect(await rowCount()).toBe(rows);
  expect(await storedKeys()).toEqual(keys);
  expect(b.cookie(GUEST_CART_COOKIE)).toBeUndefined();
}

describe('POST /api/digital-assets/uploads', () => {
  it('a guest uploads a PNG on an asset page: 201 uploadedFile, the guest cookie, the row, and the blob under this service’s prefix', async () => {
    const b = new TestBrowser(t.app);
    const res = await upload(b, freshPng(), 'name=Team%20logo.png&slug=retro-sun', 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const file = res.json<UploadedFile>();
    expect(file).toEqual({ id: file.id, filename: 'Team logo.png', size: file.size, width: 24, height: 16, url: `/api/digital-assets/uploads/${file.id}/file`, created_at: expect.any(String) });
    expect(b.cookie(GUEST_CART_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.handle.db.select().from(digitalAssetUploads).where(eq(digitalAssetUploads.id, file.id));
    expect(row).toMatchObject({ userId: null, guestTokenHash: hashGuestCartToken(b.cookie(GUEST_CART_COOKIE)!), productSlug: 'retro-sun', kind: 'raster', contentType: 'image/png' });
    expect(row!.blobKey).toBe(`digital-assets/${row!.sha256.slice(0, 2)}/${row!.sha256}.png`);
    expect(await storedKeys()).toContain(row!.blobKey);
  });

  it('refuses an empty body (422), an oversize one (413) and bytes that are not an image whatever the content type says (415), storing nothing', async () => {
    const b = new TestBrowser(t.app);
    await expectNothingStored(b, async () => {
      const empty = await b.request({ method: 'POST', url: '/api/digital-assets/uploads?name=x.png', headers: { 'content-type': 'image/png' } });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toMatchObject({ code: 'empty_file', message: 'The file is empty.' });
      const big = await upload(b, Buffer.alloc(MAX_BYTES + 10, 7), 'name=big.png', 'image/png');
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ code: 'file_too_large', message: expect.stringContaining('200 KB') });
      const far = await upload(b, Buffer.alloc(MAX_BYTES + 200 * 1024, 7), 'name=huge.png', 'image/png');
      expect(far.statusCode).toBe(413);
      const lying = await upload(b, Buffer.from('<html><script>alert(1)</script></html>'), 'name=logo.png', 'image/png');
      expect(lying.statusCode).toBe(415);
      expect(lying.json().code).toBe('unsupported_type');
    });
  });

  it('refuses unknown query keys (400) and an unknown asset page (404), storing nothing', async () => {
    const b = new TestBrowser(t.app);
    await expectNothingStored(b, async () => {
      const extra = await upload(b, freshPng(), 'name=a.png&folder=x', 'image/png');
      expect(extra.statusCode).toBe(400);
      expect(extra.json().message).toContain('folder');
      const badSlug = await upload(b, freshPng(), 'name=a.png&slug=Not%20A%20Slug', 'image/png');
      expect(badSlug.statusCode).toBe(400);
      const unknown = await upload(b, freshPng(), 'name=a.png&slug=no-such-asset', 'image/png');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('asset_not_found');
    });
  });

  it('needs the anti-forgery token', async () => {
    const b = new TestBrowser(t.app);
    await expectNothingStored(b, async () => {
      const res = await b.request({ method: 'POST', url: '/api/digital-assets/uploads?name=a.png', payload: freshPng(), headers: { 'content-type': 'image/png' }, csrf: false });
      expect(res.statusCode).toBe(403);
    });
  });

  it(`keeps at most ${MAX_FILES} files per shopper: one more is a 422 naming the limit, stored nowhere`, async () => {
    const b = new TestBrowser(t.app);
    await t.signUp(b, email());
    for (let i = 0; i < MAX_FILES; i++) await uploaded(b, freshPng());
    const [rows, keys] = [await rowCount(), await storedKeys()];
    const over = await upload(b, freshPng(), 'name=one-more.png', 'image/png');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'too_many_uploads', message: expect.stringContaining(`at most ${MAX_FILES} files`) });
    expect([await rowCount(), await storedKeys()]).toEqual([rows, keys]);
    // deleting one makes room
    const { files } = (await b.get('/api/digital-assets/uploads.json')).json<{ files: UploadedFile[] }>();
    expect((await b.delete(`/api/digital-assets/uploads/${files[0]!.id}`)).json()).toEqual({ count: 1 });
    await uploaded(b, freshPng());
  });
});

describe('the shopper’s files', () => {
  it('lists mine newest first, only those of one asset page with ?slug=, and their ids (§7 upload_file_ids)', async () => {
    const b = new TestBrowser(t.app);
    await t.signUp(b, email());
    const first = await uploaded(b, freshPng(), 'name=first.png&slug=retro-sun');
    t.clock.advance(1000);
    const second = await uploaded(b, freshPng(), 'name=second.png');
    t.clock.advance(1000);
    const third = await uploaded(b, freshPng(), 'name=third.png&slug=retro-sun');
    const all = await b.get('/api/digital-assets/uploads.json');
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.json<{ files: UploadedFile[] }>().files.map((f) => f.filename)).toEqual(['third.png', 'second.png', 'first.png']);
    const onPage = (await b.get('/api/digital-assets/uploads.json?slug=retro-sun')).json<{ files: UploadedFile[] }>();
    expect(onPage.files.map((f) => f.id)).toEqual([third.id, first.id]);
    expect((await b.get('/api/digital-assets/retro-sun/upload_file_ids.json')).json()).toEqual({ ids: [third.id, first.id] });
    expect((await b.get('/api/digital-assets/retro-moon/upload_file_ids.json')).json()).toEqual({ ids: [] });
    expect(second.id).not.toBe(first.id);
    // another shopper sees none of them; a browser with no identity has none
    const other = new TestBrowser(t.app);
    await t.signUp(other, email());
    expect((await other.get('/api/digital-assets/uploads.json')).json()).toEqual({ files: [] });
    expect((await other.get('/api/digital-assets/retro-sun/upload_file_ids.json')).json()).toEqual({ ids: [] });
    expect((await new TestBrowser(t.app).get('/api/digital-assets/uploads.json')).json()).toEqual({ files: [] });
    expect((await b.get('/api/digital-assets/uploads.json?slug=retro-sun&x=1')).statusCode).toBe(400);
  });

  it('serves the stored bytes to their owner only, inert and revalidated; another owner’s id is a 404', async () => {
    const b = new TestBrowser(t.app);
    const png = freshPng();
    const file = await uploaded(b, png);
    const served = await b.get(file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-cache' });
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const again = await b.request({ method: 'GET', url: file.url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const stranger = new TestBrowser(t.app);
    await t.signUp(stranger, email());
    const refused = await stranger.get(file.url);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('upload_not_found');
    expect((await new TestBrowser(t.app).get(file.url)).statusCode).toBe(404);
    expect((await b.get('/api/digital-assets/uploads/not-a-uuid/file')).statusCode).toBe(400);
  });

  it('DELETE answers { count: 1 } for my file and { count: 0 } when there is nothing of mine by that id; the blob goes with its last row only', async () => {
    const png = freshPng();
    const a = new TestBrowser(t.app);
    const b = new TestBrowser(t.app);
    const mine = await uploaded(a, png);
    const theirs = await uploaded(b, png);
    const [row] = await t.handle.db.select().from(digitalAssetUploads).where(eq(digitalAssetUploads.id, mine.id));

    // another owner's id: nothing of theirs to delete, and the file stays
    expect((await b.delete(`/api/digital-assets/uploads/${mine.id}`)).json()).toEqual({ count: 0 });
    expect((await a.get(mine.url)).statusCode).toBe(200);

    const deleted = await a.delete(`/api/digital-assets/uploads/${mine.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ count: 1 });
    expect((await a.delete(`/api/digital-assets/uploads/${mine.id}`)).json()).toEqual({ count: 0 });
    expect((await a.get(mine.url)).statusCode).toBe(404);
    // the same content is still theirs
    expect(await storedKeys()).toContain(row!.blobKey);
    expect((await b.get(theirs.url)).statusCode).toBe(200);

    expect((await b.delete(`/api/digital-assets/uploads/${theirs.id}`)).json()).toEqual({ count: 1 });
    expect(await storedKeys()).not.toContain(row!.blobKey);
    expect((await a.delete('/api/digital-assets/uploads/not-a-uuid')).statusCode).toBe(400);
    expect((await a.delete(`/api/digital-assets/uploads/${theirs.id}`, { csrf: false })).statusCode).toBe(403);
  });
});
