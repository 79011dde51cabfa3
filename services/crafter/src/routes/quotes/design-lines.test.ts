import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designProjects, rowsOf, seedDemoMadeProducts } from '@storefront/db';
import { storeDay } from '@storefront/store-config';
import { sampleQuote } from '../../test-fixtures/quotes';
import { buildTestApp, type TestApp, type TestBrowser } from '../../test-fixtures/test-app';

/** A made tee, a colour of it with two sizes, and their list price in the US store. */
async function madeTee(t: TestApp) {
  const [pick] = rowsOf<{ id: number; slug: string; composition_id: number; list: number }>(
    await t.handle.db.execute(sql`
      select m.id, m.slug, s.composition_id, min(pr.amount) filter (where pr.min_qty = 1) as list
      from design_lab.made_products m
      join catalog.skus s on s.product_id = m.catalog_product_id
      join catalog.prices pr on pr.product_id = m.catalog_product_id and pr.store = 'us'
      group by m.id, m.slug, s.composition_id having count(distinct s.sku) >= 2 order by m.id, s.composition_id limit 1`),
  );
  if (!pick) throw new Error('no made product with two sizes');
  const skus = rowsOf<{ sku: string }>(await t.handle.db.execute(sql`select sku from catalog.skus where composition_id = ${pick.composition_id} order by size_order limit 2`)).map((r) => r.sku);
  const [otherColour] = rowsOf<{ sku: string }>(
    await t.handle.db.execute(sql`select s.sku from catalog.skus s join design_lab.made_products m on m.catalog_product_id = s.product_id where m.id = ${pick.id} and s.composition_id <> ${pick.composition_id} limit 1`),
  );
  return { ...pick, list: Number(pick.list), skus, otherColourSku: otherColour?.sku ?? null };
}

const frontText = (slug: string, color: number) => ({
  version: 2,
  product: slug,
  color: String(color),
  sides: { front: { layers: [{ id: 't1', kind: 'text', x: 4, y: 4, width: 6, height: 2, rotation: 0, locked: false, text: 'Team', font: 'inter', color: '#1a2b3c', outline: null, align: 'center', curve: 0 }] } },
});

describe('design-lab lines on a quote', () => {
  let t: TestApp;
  let crafter: TestBrowser;
  let crafterId: string;
  let otherId: string;
  let tee: Awaited<ReturnType<typeof madeTee>>;
  let today: string;
  const project = async (userId: string, document: object, name = 'Team tee') =>
    (
      await t.handle.db
        .insert(designProjects)
        .values({ userId, madeProductId: tee.id, compositionId: tee.composition_id, name, document, documentVersion: 2 })
        .returning({ id: designProjects.id })
    )[0]!.id;
  const designQuote = (projectId: string, sizes: { sku: string; quantity: number }[], unitPrice = 3000) =>
    sampleQuote(tee.skus, today, { lines: [{ kind: 'design', project_id: projectId, sizes, unit_price: unitPrice, description: 'Front text' }] });

  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoMadeProducts(t.handle.db);
    const made = await t.crafter('designs@example.com', { businessName: 'Design Prints' });
    [crafter, crafterId] = [made.browser, made.user.id];
    otherId = (await t.crafter('designs-other@example.com')).user.id;
    tee = await madeTee(t);
    today = storeDay('us', t.clock.now);
  });
  afterAll(() => t.close());

  it("costs the store's made price of the design: the garment after the quantity tier plus print, more than the blank alone", async () => {
    const id = await project(crafterId, frontText(tee.slug, tee.composition_id));
    const res = await crafter.post('/api/crafter/quotes', designQuote(id, [{ sku: tee.skus[0]!, quantity: 10 }, { sku: tee.skus[1]!, quantity: 14 }]));
    expect(res.statusCode, res.body).toBe(201);
    const [line] = res.json().quote.lines;
    expect(line).toMatchObject({ kind: 'design', project_id: id, title: 'Team tee', quantity: 24, unit_price: 3000, line_total: 72_000, description: 'Front text' });
    expect(line.sizes.map((s: { sku: string; quantity: number }) => [s.sku, s.quantity])).toEqual([[tee.skus[0], 10], [tee.skus[1], 14]]);
    // print on one side costs something on top of the garment, and 24 pieces earn a tier discount on the garment
    expect(line.unit_cost).toBeGreaterThan(0);
    const one = await crafter.post('/api/crafter/quotes', designQuote(id, [{ sku: tee.skus[0]!, quantity: 1 }]));
    const single = one.json().quote.lines[0].unit_cost;
    expect(single).toBeGreaterThan(tee.list);
    expect(line.unit_cost).toBeLessThan(single);
    const { totals } = res.json().quote;
    expect(totals.cost).toBe(line.unit_cost * 24);
    expect(totals.margin).toBe(72_000 - line.unit_cost * 24);
  });

  it("refuses another user's project, a size of another colour or listed twice, an empty design, naming the field, and writes nothing", async () => {
    const before = (await crafter.get('/api/crafter/quotes')).json().total;
    const theirs = await project(otherId, frontText(tee.slug, tee.composition_id));
    const notMine = await crafter.post('/api/crafter/quotes', designQuote(theirs, [{ sku: tee.skus[0]!, quantity: 2 }]));
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().fieldErrors).toEqual({ 'lines.0.project_id': ['is not a design-lab project of yours'] });

    const mine = await project(crafterId, frontText(tee.slug, tee.composition_id));
    expect(tee.otherColourSku).not.toBeNull();
    const wrong = await crafter.post('/api/crafter/quotes', designQuote(mine, [{ sku: tee.otherColourSku!, quantity: 2 }]));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fieldErrors).toEqual({ 'lines.0.sizes.0.sku': ["is not a size of the design's garment and colour"] });
    const empty = await project(crafterId, { ...frontText(tee.slug, tee.composition_id), sides: { front: { layers: [] } } }, 'Blank');
    const nothing = await crafter.post('/api/crafter/quotes', designQuote(empty, [{ sku: tee.skus[0]!, quantity: 2 }]));
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().fieldErrors['lines.0.project_id']).toEqual(['prints nothing yet: add something to the design first']);

    const twice = await crafter.post('/api/crafter/quotes', designQuote(mine, [{ sku: tee.skus[0]!, quantity: 2 }, { sku: tee.skus[0]!, quantity: 3 }]));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().fieldErrors).toEqual({ 'lines.0.sizes.1.sku': ['is listed twice on this line'] });

    const malformed = await crafter.post('/api/crafter/quotes', designQuote('not-a-project', [{ sku: tee.skus[0]!, quantity: 2 }]));
    expect(malformed.statusCode).toBe(400);
    const fractional = await crafter.post('/api/crafter/quotes', designQuote(mine, [{ sku: tee.skus[0]!, quantity: 1.5 }]));
    expect(fractional.statusCode).toBe(400);
    expect((await crafter.get('/api/crafter/quotes')).json().total).toBe(before);
  });

  it('keeps each design as the quote priced it: a later edit of the project changes neither the design Order the goods reads nor its cost, until the draft is saved again', async () => {
    const quoted = frontText(tee.slug, tee.composition_id);
    const id = await project(crafterId, quoted, 'Frozen tee');
    const saved = await crafter.post('/api/crafter/quotes', designQuote(id, [{ sku: tee.skus[0]!, quantity: 4 }, { sku: tee.skus[1]!, quantity: 2 }]));
    expect(saved.statusCode, saved.body).toBe(201);
    const { id: quoteId, lines } = saved.json().quote;
    const cost = lines[0].unit_cost;

    // the crafter prints the back too, after the quote was saved
    const edited = { ...quoted, sides: { ...quoted.sides, back: { layers: [{ ...quoted.sides.front.layers[0], id: 'b1', text: 'Back' }] } } };
    await t.handle.db.execute(sql`update design_lab.projects set document = ${JSON.stringify(edited)}::jsonb where id = ${id}`);

    const designs = await crafter.get(`/api/crafter/quotes/${quoteId}/designs`);
    expect(designs.statusCode, designs.body).toBe(200);
    expect(designs.json().designs).toEqual([{ line_id: lines[0].id, title: 'Frozen tee', project_id: id, document: expect.objectContaining({ sides: { front: expect.any(Object) } }), quantities: { [lines[0].sizes[0].size]: 4, [lines[0].sizes[1].size]: 2 } }]);
    expect((await crafter.get(`/api/crafter/quotes/${quoteId}`)).json().quote.lines[0].unit_cost).toBe(cost);

    // saving the draft again prices the project as it is now, back print included
    const body = designQuote(id, [{ sku: tee.skus[0]!, quantity: 4 }, { sku: tee.skus[1]!, quantity: 2 }]);
    const resaved = await crafter.put(`/api/crafter/quotes/${quoteId}`, body);
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(resaved.json().quote.lines[0].unit_cost).toBeGreaterThan(cost);
    const again = (await crafter.get(`/api/crafter/quotes/${quoteId}/designs`)).json().designs;
    expect(Object.keys(again[0].document.sides).sort()).toEqual(['back', 'front']);

    // another crafter's quote is not found
    const other = (await t.crafter('designs-rival@example.com')).browser;
    expect((await other.get(`/api/crafter/quotes/${quoteId}/designs`)).statusCode).toBe(404);
  });
});
