import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MAX_PROJECTS_PER_OWNER, type MadeProductsResponse, type MadeProductSummary, type ProjectResponse } from '@storefront/contracts';
import { designProjects, madeProducts, rowsOf } from '@storefront/db';
import { MAX_LAYERS_PER_SIDE } from '@storefront/design-document';
import { GUEST_CART_COOKIE, hashGuestCartToken } from '@storefront/server-kit';
import { gradientPng } from '../../test-fixtures/artwork';
import { documentFor, textLayer } from '../../test-fixtures/documents';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
let tee: MadeProductSummary;
let hat: MadeProductSummary;
let emails = 0;
const email = () => `designer${++emails}@example.com`;

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date() });
  const list: MadeProductsResponse = (await new TestBrowser(t.app).get('/api/made/products')).json();
  const all = list.categories.flatMap((c) => c.products);
  tee = all.find((p) => p.garment_type === 'tee' && p.colors.length > 1)!;
  hat = all.find((p) => p.garment_type === 'hat')!;
});
afterAll(() => t?.close());

const teeDoc = (over: Parameters<typeof documentFor>[2] = undefined) => documentFor(tee.slug, tee.colors[0]!.composition_id, over);

async function create(b: TestBrowser, body: unknown = { name: 'Team shirt', document: teeDoc() }): Promise<ProjectResponse> {
  const res = await b.post('/api/made/design_projects', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('design projects: the happy path', () => {
  it('a guest creates a project and gets the guest cookie; lists, reads, finds it latest, saves, deletes it', async () => {
    const b = new TestBrowser(t.app);
    const created = await create(b);
    expect(b.cookie(GUEST_CART_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Team shirt', product: tee.slug, color: tee.colors[0]!.composition_id, revision: 1, document_version: 2 });
    expect(created.document).toEqual(teeDoc());
    const [row] = await t.handle.db.select().from(designProjects).where(eq(designProjects.id, created.id));
    expect(row).toMatchObject({ userId: null, guestTokenHash: hashGuestCartToken(b.cookie(GUEST_CART_COOKIE)!) });

    const list = (await b.get('/api/made/design_projects')).json();
    expect(list).toEqual({ projects: [expect.objectContaining({ id: created.id, name: 'Team shirt', product: tee.slug })], limit: MAX_PROJECTS_PER_OWNER });
    expect((await b.get(`/api/made/design_projects/${created.id}`)).json()).toEqual(created);
    expect((await b.get(`/api/made/design_projects/latest?product=${tee.slug}`)).json()).toEqual({ project: created });
    expect((await b.get(`/api/made/design_projects/latest?product=${hat.slug}`)).json()).toEqual({ project: null });

    // autosave: a new colour and a second layer; the revision moves on
    const doc = documentFor(tee.slug, tee.colors[1]!.composition_id, { front: [textLayer('t1'), textLayer('t2', { text: 'Back row' } as never)], back: [textLayer('b1')] });
    const saved = await b.put(`/api/made/design_projects/${created.id}`, { document: doc, revision: 1, name: 'Team shirt v2' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ revision: 2, name: 'Team shirt v2', color: tee.colors[1]!.composition_id, document: doc });
    expect((await b.get(`/api/made/design_projects/${created.id}`)).json().document).toEqual(doc);

    const gone = await b.delete(`/api/made/design_projects/${created.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await b.get(`/api/made/design_projects/${created.id}`)).statusCode).toBe(404);
    expect((await b.get('/api/made/design_projects')).json().projects).toEqual([]);
  });

  it('a version-1 document (fractions of the area) is migrated forward and saved as version 2, in inches', async () => {
    const b = new TestBrowser(t.app);
    const v1 = {
      version: 1,
      garment: tee.slug,
      colorway: String(tee.colors[0]!.composition_id),
      sides: [{ side: 'front', layers: [{ id: 't1', type: 'text', x: 0.5, y: 0.25, width: 0.5, height: 0.125, rotation: 0, text: 'Hi', font: 'inter', bold: true, color: '#ABC', align: 'center' }] }],
    };
    const created = await create(b, { document: v1 });
    expect(created.document_version).toBe(2);
    expect(created.document).toMatchObject({ version: 2, product: tee.slug, color: String(tee.colors[0]!.composition_id) });
    const layer = (created.document as { sides: { front: { layers: Record<string, unknown>[] } } }).sides.front.layers[0]!;
    // the tee's front is 12 × 16 in
    expect(layer).toMatchObject({ kind: 'text', font: 'inter-bold', color: '#aabbcc', width: 6, height: 2 });
    const [row] = await t.handle.db.select().from(designProjects).where(eq(designProjects.id, created.id));
    expect(row!.documentVersion).toBe(2);
  });

  it('latest is the most recently saved project on that product', async () => {
    const b = new TestBrowser(t.app);
    const first = await create(b, { name: 'First', document: teeDoc() });
    const second = await create(b, { name: 'Second', document: teeDoc() });
    expect((await b.get(`/api/made/design_projects/latest?product=${tee.slug}`)).json().project.id).toBe(second.id);
    await b.put(`/api/made/design_projects/${first.id}`, { document: teeDoc(), revision: 1 });
    expect((await b.get(`/api/made/design_projects/latest?product=${tee.slug}`)).json().project.id).toBe(first.id);
    expect((await b.get('/api/made/design_projects')).json().projects.map((p: { name: string }) => p.name)).toEqual(['First', 'Second']);
  });

  it('a signed-in shopper’s projects are theirs on every browser they sign in from', async () => {
    const b = new TestBrowser(t.app);
    const shopper = await t.signUp(b, email());
    const created = await create(b);
    const [row] = await t.handle.db.select().from(designProjects).where(eq(designProjects.id, created.id));
    expect(row).toMatchObject({ userId: shopper.id, guestTokenHash: null });
    expect(b.cookie(GUEST_CART_COOKIE)).toBeUndefined();
    const other = new TestBrowser(t.app);
    const { signInShopper } = await import('../../test-fixtures/test-app');
    await signInShopper(other, t.handle.db, shopper);
    expect((await other.get(`/api/made/design_projects/${created.id}`)).json().id).toBe(created.id);
  });
});

describe('design projects: owner scoping', () => {
  it('another shopper (guest or signed in) gets 404 for my project, cannot save or delete it, and lists none', async () => {
    const mine = new TestBrowser(t.app);
    const created = await create(mine);
    const guest = new TestBrowser(t.app);
    await create(guest); // a guest with a cookie of their own
    const signedIn = new TestBrowser(t.app);
    await t.signUp(signedIn, email());
    for (const other of [guest, signedIn, new TestBrowser(t.app)]) {
      const read = await other.get(`/api/made/design_projects/${created.id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().code).toBe('project_not_found');
      expect((await other.put(`/api/made/design_projects/${created.id}`, { document: teeDoc(), revision: 1 })).statusCode).toBe(404);
      expect((await other.delete(`/api/made/design_projects/${created.id}`)).statusCode).toBe(404);
      expect((await other.get('/api/made/design_projects')).json().projects.map((p: { id: string }) => p.id)).not.toContain(created.id);
      expect((await other.get(`/api/made/design_projects/latest?product=${tee.slug}`)).json().project?.id).not.toBe(created.id);
    }
    const [row] = await t.handle.db.select().from(designProjects).where(eq(designProjects.id, created.id));
    expect(row!.revision).toBe(1);
  });

  it('a guest’s projects join their account at sign-in, once, and are no longer the guest cookie’s', async () => {
    const b = new TestBrowser(t.app);
    const first = await create(b, { name: 'Made as a guest', document: teeDoc() });
    const second = await create(b, { name: 'Also as a guest', document: documentFor(hat.slug, hat.colors[0]!.composition_id, { main: [textLayer('m1', { width: 3, height: 1 } as never)] }) });
    const guestHash = hashGuestCartToken(b.cookie(GUEST_CART_COOKIE)!);
    const shopper = await t.signUp(b, email()); // records the sign-in event naming the guest cookie
    const list = (await b.get('/api/made/design_projects')).json();
    expect(list.projects.map((p: { id: string }) => p.id).sort()).toEqual([first.id, second.id].sort());
    const rows = await t.handle.db.select().from(designProjects).where(eq(designProjects.userId, shopper.id));
    expect(rows.map((r) => r.guestTokenHash)).toEqual([null, null]);
    const [settled] = rowsOf<{ n: number; adopted: number }>(
      await t.handle.db.execute(sql`select count(*)::int as n, max(projects_adopted)::int as adopted from design_lab.settled_sign_ins where user_id = ${shopper.id}`),
    );
    expect(settled).toEqual({ n: 1, adopted: 2 });
    // another request settles nothing again
    await b.get('/api/made/design_projects');
    const [again] = rowsOf<{ n: number }>(await t.handle.db.execute(sql`select count(*)::int as n from design_lab.settled_sign_ins where user_id = ${shopper.id}`));
    expect(again!.n).toBe(1);
    // the guest cookie alone (another browser holding it) no longer reaches them
    const thief = new TestBrowser(t.app);
    thief.jar.set(GUEST_CART_COOKIE, b.cookie(GUEST_CART_COOKIE) ?? 'x'.repeat(43));
    expect((await thief.get(`/api/made/design_projects/${first.id}`)).statusCode).toBe(404);
    expect(await t.handle.db.select().from(designProjects).where(eq(designProjects.guestTokenHash, guestHash))).toEqual([]);
  });
});

describe('design projects: bad input', () => {
  it('a document that fails the schema is a 400 naming the bad field’s path', async () => {
    const b = new TestBrowser(t.app);
    const bad = teeDoc({ front: [textLayer('t1', { color: 'red' } as never)] });
    const res = await b.post('/api/made/design_projects', { document: bad });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['document.sides.front.layers.0.color']);
    expect(res.json()).toMatchObject({ code: 'invalid_design', message: expect.stringContaining('sides.front.layers.0.color') });
    const noVersion = await b.post('/api/made/design_projects', { document: { ...teeDoc(), version: 1 } });
    expect(noVersion.statusCode).toBe(400);
    // read as version 1, whose fields it does not have
    expect(noVersion.json()).toMatchObject({ code: 'invalid_design', fieldErrors: expect.objectContaining({ 'document.garment': expect.any(Array) }) });
    const notObject = await b.post('/api/made/design_projects', { document: [1, 2] });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().fieldErrors).toHaveProperty(['document']);
    const missing = await b.post('/api/made/design_projects', { name: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('document');
    const extra = await b.post('/api/made/design_projects', { document: teeDoc(), owner: 'someone' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fieldErrors).toHaveProperty('owner');
    expect(await t.handle.db.select().from(designProjects).where(eq(designProjects.name, 'x'))).toEqual([]);
  });

  it('an unknown document version is a 400 naming the version', async () => {
    const res = await new TestBrowser(t.app).post('/api/made/design_projects', { document: { ...teeDoc(), version: 7 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unknown_design_version', fieldErrors: { 'document.version': [expect.stringContaining('7')] } });
  });

  it('too many layers on a side is a 413 with the limit, on create and on save', async () => {
    const b = new TestBrowser(t.app);
    const layers = Array.from({ length: MAX_LAYERS_PER_SIDE + 1 }, (_, i) => textLayer(`t${i}`));
    const res = await b.post('/api/made/design_projects', { document: teeDoc({ back: layers }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'too_many_layers', message: expect.stringContaining(String(MAX_LAYERS_PER_SIDE)) });
    expect(b.cookie(GUEST_CART_COOKIE)).toBeUndefined();
    const atLimit = await create(b, { document: teeDoc({ back: layers.slice(0, MAX_LAYERS_PER_SIDE) }) });
    const save = await b.put(`/api/made/design_projects/${atLimit.id}`, { document: teeDoc({ front: layers }), revision: 1 });
    expect(save.statusCode).toBe(413);
  });

  it('an unknown product, colour or side is a 404 naming it, and nothing is saved', async () => {
    const b = new TestBrowser(t.app);
    const product = await b.post('/api/made/design_projects', { document: documentFor('no-such-tee', tee.colors[0]!.composition_id) });
    expect(product.statusCode).toBe(404);
    expect(product.json()).toMatchObject({ code: 'made_product_not_found', message: expect.stringContaining('no-such-tee') });
    const colour = await b.post('/api/made/design_projects', { document: documentFor(tee.slug, hat.colors[0]!.composition_id) });
    expect(colour.statusCode).toBe(404);
    expect(colour.json().code).toBe('color_not_found');
    expect((await b.post('/api/made/design_projects', { document: documentFor(tee.slug, 'white') })).json().code).toBe('color_not_found');
    const side = await b.post('/api/made/design_projects', { document: documentFor(hat.slug, hat.colors[0]!.composition_id, { front: [textLayer('a')] }) });
    expect(side.statusCode).toBe(404);
    expect(side.json()).toMatchObject({ code: 'side_not_found', message: expect.stringContaining('front') });
    expect((await b.get('/api/made/design_projects')).json().projects).toEqual([]);
    expect((await b.get('/api/made/design_projects/latest?product=no-such-tee')).statusCode).toBe(404);
    expect((await b.get('/api/made/design_projects/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await b.get('/api/made/design_projects/not-a-uuid')).statusCode).toBe(400);
  });

  it('a save from a stale revision is a 409 naming the current one, and changes nothing', async () => {
    const b = new TestBrowser(t.app);
    const created = await create(b);
    const tab1 = documentFor(tee.slug, tee.colors[0]!.composition_id, { front: [textLayer('t1', { text: 'Tab one' } as never)] });
    const tab2 = documentFor(tee.slug, tee.colors[0]!.composition_id, { front: [textLayer('t1', { text: 'Tab two' } as never)] });
    expect((await b.put(`/api/made/design_projects/${created.id}`, { document: tab1, revision: 1 })).statusCode).toBe(200);
    const stale = await b.put(`/api/made/design_projects/${created.id}`, { document: tab2, revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_revision', message: expect.stringContaining('revision 2') });
    expect((await b.get(`/api/made/design_projects/${created.id}`)).json()).toMatchObject({ revision: 2, document: tab1 });
  });

  it(`the ${MAX_PROJECTS_PER_OWNER + 1}st project is refused (422) with the limit in the message`, async () => {
    const b = new TestBrowser(t.app);
    const shopper = await t.signUp(b, email());
    const [made] = await t.handle.db.select().from(madeProducts).where(eq(madeProducts.slug, tee.slug));
    await t.handle.db.insert(designProjects).values(
      Array.from({ length: MAX_PROJECTS_PER_OWNER - 1 }, (_, i) => ({
        userId: shopper.id,
        madeProductId: made!.id,
        compositionId: tee.colors[0]!.composition_id,
        name: `Old ${i}`,
        document: teeDoc(),
        documentVersion: 2,
      })),
    );
    await create(b); // the 200th
    const over = await b.post('/api/made/design_projects', { document: teeDoc() });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'too_many_projects', message: expect.stringContaining(String(MAX_PROJECTS_PER_OWNER)) });
    expect((await b.get('/api/made/design_projects')).json().projects).toHaveLength(MAX_PROJECTS_PER_OWNER);
  });

  // PGlite has one connection: only a real server shows creations racing for the last places
  it.runIf(Boolean(process.env.DATABASE_URL))('creations racing for the last places never pass the limit', async () => {
    const b = new TestBrowser(t.app);
    const shopper = await t.signUp(b, email());
    const [made] = await t.handle.db.select().from(madeProducts).where(eq(madeProducts.slug, tee.slug));
    await t.handle.db.insert(designProjects).values(
      Array.from({ length: MAX_PROJECTS_PER_OWNER - 2 }, (_, i) => ({
        userId: shopper.id,
        madeProductId: made!.id,
        compositionId: tee.colors[0]!.composition_id,
        name: `Old ${i}`,
        document: teeDoc(),
        documentVersion: 2,
      })),
    );
    await b.csrfToken(); // one anti-forgery token for all six, as one page would send
    const results = await Promise.all(Array.from({ length: 6 }, () => b.post('/api/made/design_projects', { document: teeDoc() })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 422, 422, 422, 422]);
    const [{ n }] = rowsOf<{ n: number }>(await t.handle.db.execute(sql`select count(*)::int as n from design_lab.projects where user_id = ${shopper.id}`)) as [{ n: number }];
    expect(n).toBe(MAX_PROJECTS_PER_OWNER);
  });

  it('a write without the anti-forgery token is refused and saves nothing', async () => {
    const b = new TestBrowser(t.app);
    const res = await b.post('/api/made/design_projects', { name: 'Forged', document: teeDoc() }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(await t.handle.db.select().from(designProjects).where(eq(designProjects.name, 'Forged'))).toEqual([]);
  });
});

describe('design projects: only the owner’s uploads', () => {
  const imageLayer = (id: string, upload: string) => ({ id, kind: 'image', x: 6, y: 8, width: 4, height: 4, rotation: 0, locked: false, upload });
  async function uploadFrom(b: TestBrowser, seed: number): Promise<string> {
    const res = await b.request({ method: 'POST', url: `/api/made/uploads?name=art-${seed}.png`, payload: gradientPng(16, 16, seed), headers: { 'content-type': 'image/png' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().upload.id;
  }

  it('a project placing my upload is saved; another shopper’s upload, or an unknown one, is a 404 naming it, and nothing is saved', async () => {
    const [me, other] = [new TestBrowser(t.app), new TestBrowser(t.app)];
    await t.signUp(me, email());
    const [mine, theirs] = [await uploadFrom(me, 1), await uploadFrom(other, 2)];
    const unknown = '00000000-0000-4000-8000-000000000000';

    const created = await create(me, { name: 'Mine', document: teeDoc({ front: [imageLayer('i1', mine) as never] }) });
    for (const [upload, path] of [[theirs, 'document.sides.back.layers.1.upload'], [unknown, 'document.sides.back.layers.1.upload']] as const) {
      const doc = teeDoc({ front: [imageLayer('i1', mine) as never], back: [textLayer('t1'), imageLayer('i2', upload) as never] });
      const res = await me.post('/api/made/design_projects', { name: 'Borrowed', document: doc });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'upload_not_found', message: `Upload ${upload} does not exist, or it is not yours.`, fieldErrors: { [path]: ['is not one of your uploads'] } });

      const saved = await me.put(`/api/made/design_projects/${created.id}`, { document: doc, revision: created.revision });
      expect(saved.statusCode).toBe(404);
      expect(saved.json()).toMatchObject({ code: 'upload_not_found' });
    }
    expect(await t.handle.db.select().from(designProjects).where(eq(designProjects.name, 'Borrowed'))).toEqual([]);
    expect((await me.get(`/api/made/design_projects/${created.id}`)).json()).toMatchObject({ revision: 1, document: teeDoc({ front: [imageLayer('i1', mine) as never] }) });

    // the uploader may place it: it is theirs
    await create(other, { document: teeDoc({ front: [imageLayer('i1', theirs) as never] }) });
  });

  it('several missing uploads are all named', async () => {
    const b = new TestBrowser(t.app);
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    const res = await b.post('/api/made/design_projects', { document: teeDoc({ front: ids.map((u, i) => imageLayer(`i${i}`, u) as never) }) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Uploads ${ids.join(', ')} do not exist, or they are not yours.`);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['document.sides.front.layers.0.upload', 'document.sides.front.layers.1.upload']);
  });
});
