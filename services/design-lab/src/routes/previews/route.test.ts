import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DesignUpload, MadeProductsResponse, MadeProductSummary, ProjectResponse } from '@storefront/contracts';
import { designLabUploads } from '@storefront/db';
import { CLIPART } from '@storefront/design-document';
import { gradientPng, webpSize } from '../../test-fixtures/artwork';
import { documentFor, textLayer } from '../../test-fixtures/documents';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
let tee: MadeProductSummary;
let owner: TestBrowser;
let project: ProjectResponse;
let art: DesignUpload;

const teeDoc = (front: unknown[], back: unknown[] = []) =>
  documentFor(tee.slug, tee.colors[0]!.composition_id, back.length ? { front: front as never, back: back as never } : { front: front as never });

beforeAll(async () => {
  t = await buildTestApp();
  const list: MadeProductsResponse = (await new TestBrowser(t.app).get('/api/made/products')).json();
  tee = list.categories.flatMap((c) => c.products).find((p) => p.garment_type === 'tee')!;
  owner = new TestBrowser(t.app);
  const up = await owner.request({ method: 'POST', url: '/api/made/uploads?name=art.png', payload: gradientPng(64, 64, 4), headers: { 'content-type': 'image/png' } });
  expect(up.statusCode, up.body).toBe(201);
  art = up.json().upload;
  const created = await owner.post('/api/made/design_projects', {
    name: 'Preview me',
    document: teeDoc(
      [
        textLayer('t1'),
        { id: 'i1', kind: 'image', x: 6, y: 9, width: 5, height: 5, rotation: 10, locked: false, upload: art.id },
        { id: 'c1', kind: 'clipart', x: 3, y: 3, width: 3, height: 3, rotation: 0, locked: false, clipart: CLIPART[0]!.id, color: '#ff0000' },
      ],
      [textLayer('b1', { text: '23' } as never)],
    ),
  });
  expect(created.statusCode, created.body).toBe(201);
  project = created.json();
});
afterAll(() => t?.close());

const previewUrl = (side: string, query = '', id = project.id) => `/api/made/design_projects/${id}/preview/${side}.webp${query}`;

describe('project previews', () => {
  it('the owner gets a square WebP of the requested width, cached by revision', async () => {
    const res = await owner.get(previewUrl('front', '?width=320'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(webpSize(res.rawPayload)).toEqual({ width: 320, height: 320 });
    const etag = res.headers.etag as string;
    expect(etag).toBe(`"${project.id}-r1-front-320"`);

    const unchanged = await owner.request({ method: 'GET', url: previewUrl('front', '?width=320'), headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);

    // a save moves the revision on, so the old copy is stale
    const saved = await owner.put(`/api/made/design_projects/${project.id}`, { document: project.document, revision: project.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    project = saved.json();
    const changed = await owner.request({ method: 'GET', url: previewUrl('front', '?width=320'), headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBe(`"${project.id}-r2-front-320"`);
  });

  it('draws the design: the preview with layers differs from the bare garment', async () => {
    const bare = await owner.post('/api/made/design_projects', { document: teeDoc([]) });
    expect(bare.statusCode).toBe(201);
    const [withLayers, without] = await Promise.all([owner.get(previewUrl('front', '?width=160')), owner.get(previewUrl('front', '?width=160', bare.json().id))]);
    expect(without.statusCode).toBe(200);
    expect(withLayers.rawPayload.equals(without.rawPayload)).toBe(false);
  });

  it('the back side too; the width defaults to 640 and is clamped to 160–1200', async () => {
    for (const [query, width] of [['', 640], ['?width=5000', 1200], ['?width=1', 160], ['?width=0', 160]] as const) {
      const res = await owner.get(previewUrl('back', query));
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      expect(webpSize(res.rawPayload), query).toEqual({ width, height: width });
    }
  });

  it('a width that is not a number is a 400 naming it', async () => {
    const res = await owner.get(previewUrl('front', '?width=wide'));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('width');
  });

  it('another shopper, a guest without a cookie, or an unknown project: 404', async () => {
    const stranger = new TestBrowser(t.app);
    await t.signUp(stranger, 'preview-stranger@example.com');
    for (const b of [stranger, new TestBrowser(t.app)]) {
      const res = await b.get(previewUrl('front'));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'project_not_found' });
    }
    expect((await owner.get(previewUrl('front', '', '00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
  });

  it('an unknown side, or one the product has no print area on: 404 naming the sides', async () => {
    for (const side of ['top', 'main', 'FRONT']) {
      const res = await owner.get(previewUrl(side));
      expect(res.statusCode, side).toBe(404);
      expect(res.json()).toMatchObject({ code: 'side_not_found', message: expect.stringContaining('its sides are front, back') });
    }
  });

  it('image layers are drawn from the blob store: a design whose file is gone is a 404 saying so, not a preview without it', async () => {
    const [row] = await t.handle.db.select().from(designLabUploads).where(eq(designLabUploads.id, art.id));
    await t.blobStore.delete(row!.blobKey);
    const res = await owner.get(previewUrl('front', '?width=200'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'upload_not_found', message: expect.stringContaining('no longer among your uploads') });
    // the back places no image: still drawn
    expect((await owner.get(previewUrl('back', '?width=200'))).statusCode).toBe(200);
  });
});
