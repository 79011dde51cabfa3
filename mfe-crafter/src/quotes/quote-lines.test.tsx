import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quoteMoney, type CrafterCatalogResponse, type QuoteBody } from '@storefront/contracts';
import { canadianCrafter, customersPage, usCrafter } from '../fixtures/crafters';
import { fakeHttp } from '../fixtures/fake-http';
import { QUOTE_ID, savedQuote } from '../fixtures/quotes';
import { renderPortal } from '../fixtures/render-portal';

type User = ReturnType<typeof renderPortal>['user'];

const hoodie: CrafterCatalogResponse['products'][number] = {
  slug: 'classic-hoodie',
  title: 'Classic Hoodie',
  image_url: '/images/garments/classic-hoodie-forest.webp',
  colors: [
    { name: 'Forest', hex: '#1f5130', skus: [{ sku: 'CH-FOR-S', size: 'S' }, { sku: 'CH-FOR-M', size: 'M' }, { sku: 'CH-FOR-L', size: 'L' }] },
    { name: 'Black', hex: '#111111', skus: [{ sku: 'CH-BLK-S', size: 'S' }, { sku: 'CH-BLK-M', size: 'M' }] },
  ],
  tiers: [
    { min_qty: 1, amount: 1500 },
    { min_qty: 12, amount: 1300 },
  ],
};

const IMAGE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function service(me = canadianCrafter) {
  return fakeHttp({
    'GET /api/crafter/me.json': me,
    'GET /api/crafter/customers': customersPage([]),
    'GET /api/crafter/catalog': { products: [hoodie] },
    'POST /api/crafter/quotes/images': { id: IMAGE_ID, url: `/api/crafter/quotes/images/${IMAGE_ID}.png` },
    'POST /api/crafter/quotes': { quote: savedQuote() },
  });
}

const line = (n: number) => within(screen.getByRole('group', { name: new RegExp(`^Line ${n}\\b`) }));
const facts = (n: number) => line(n).getByText('Store cost').closest('dl')!;

async function newQuote(user: User) {
  await screen.findByRole('heading', { level: 2, name: 'New quote' });
  await user.type(screen.getByRole('textbox', { name: 'Quote title' }), 'Hoodies');
}

describe('the quote’s lines', () => {
  it('quotes a catalog product: colour, quantities per size, the store’s cost at the tier the quantity reaches, the margin', async () => {
    const f = service();
    const { user } = renderPortal({ url: '/ca/crafter?tab=quotes&quote=new', http: f.http });
    await newQuote(user);
    await user.click(screen.getByRole('button', { name: 'Add catalog line' }));
    await user.type(line(1).getByRole('searchbox', { name: 'Search products for line 1' }), 'hood{Enter}');
    expect(f.callsTo('GET /api/crafter/catalog')[0]!.query).toEqual({ q: 'hood' });
    // Enter searched; it did not save the quote
    expect(f.callsTo('POST /api/crafter/quotes')).toHaveLength(0);
    await user.click(await line(1).findByRole('button', { name: 'Choose Classic Hoodie' }));

    expect(line(1).getByRole('combobox', { name: 'Colour' })).toHaveValue('Forest');
    await user.type(line(1).getByRole('textbox', { name: 'S quantity' }), '4');
    await user.type(line(1).getByRole('textbox', { name: 'M quantity' }), '7');
    await user.type(line(1).getByRole('textbox', { name: 'Your unit price' }), '25');
    expect(facts(1)).toHaveTextContent('Total quantity11');
    expect(facts(1)).toHaveTextContent('Store cost$15.00 each (tier from 1)');
    await user.type(line(1).getByRole('textbox', { name: 'M quantity' }), '{Backspace}8');
    expect(facts(1)).toHaveTextContent('Total quantity12');
    expect(facts(1)).toHaveTextContent('Store cost$13.00 each (tier from 12)');
    expect(facts(1)).toHaveTextContent('Margin$12.00 each · $144.00 in all');

    // another colour keeps the quantities of the sizes it also has
    await user.selectOptions(line(1).getByRole('combobox', { name: 'Colour' }), 'Black');
    expect(line(1).getByRole('textbox', { name: 'S quantity' })).toHaveValue('4');
    expect(line(1).queryByRole('textbox', { name: 'L quantity' })).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Totals' });
    expect(panel).toHaveTextContent('Your cost$156.00');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const body = f.callsTo('POST /api/crafter/quotes')[0]!.body as QuoteBody;
    expect(body.lines).toEqual([
      {
        kind: 'catalog',
        sizes: [
          { sku: 'CH-BLK-S', quantity: 4 },
          { sku: 'CH-BLK-M', quantity: 8 },
        ],
        unit_price: 2500,
        description: null,
        image_id: null,
      },
    ]);
  });

  it('offers a saved draft’s catalog line its other colours and sizes again, keeping its quantities; without the catalog the line stays as saved', async () => {
    const saved = savedQuote({
      lines: [
        { id: 'l1', kind: 'catalog', project_id: null, title: 'Classic Hoodie', description: null, product_slug: 'classic-hoodie', color_name: 'Forest', sizes: [{ sku: 'CH-FOR-M', size: 'M', quantity: 6 }], quantity: 6, unit_price: 2500, unit_cost: 1500, line_total: 15000, image_url: null, image_id: null },
      ],
    });
    const f = service();
    f.routes[`GET /api/crafter/quotes/${QUOTE_ID}`] = { quote: saved };
    f.routes[`PUT /api/crafter/quotes/${QUOTE_ID}`] = { quote: saved };
    const { user, unmount } = renderPortal({ url: `/ca/crafter?tab=quotes&quote=${QUOTE_ID}`, http: f.http });
    // the product is asked again by its slug, then its colours and every size of the colour show
    await screen.findByRole('group', { name: /^Line 1\b/ });
    expect(await line(1).findByRole('combobox', { name: 'Colour' })).toHaveValue('Forest');
    expect(f.callsTo('GET /api/crafter/catalog').map((c) => c.query)).toEqual([{ slugs: 'classic-hoodie' }]);
    expect(line(1).getByRole('textbox', { name: 'M quantity' })).toHaveValue('6');
    expect(line(1).getByRole('textbox', { name: 'S quantity' })).toHaveValue('');
    await user.type(line(1).getByRole('textbox', { name: 'L quantity' }), '2');
    // 8 pieces: the store's first tier, as the catalog says
    expect(facts(1)).toHaveTextContent('Store cost$15.00 each (tier from 1)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Saved.');
    const body = f.callsTo(`PUT /api/crafter/quotes/${QUOTE_ID}`)[0]!.body as QuoteBody;
    expect(body.lines[0]).toMatchObject({ kind: 'catalog', sizes: [{ sku: 'CH-FOR-M', quantity: 6 }, { sku: 'CH-FOR-L', quantity: 2 }] });
    unmount();

    // the store stopped selling it: the line keeps what was saved
    const g = service();
    g.routes[`GET /api/crafter/quotes/${QUOTE_ID}`] = { quote: saved };
    g.routes['GET /api/crafter/catalog'] = { products: [] };
    renderPortal({ url: `/ca/crafter?tab=quotes&quote=${QUOTE_ID}`, http: g.http });
    await screen.findByRole('group', { name: /^Line 1\b/ });
    expect(await line(1).findByRole('textbox', { name: 'M quantity' })).toHaveValue('6');
    await vi.waitFor(() => expect(g.callsTo('GET /api/crafter/catalog')).toHaveLength(1));
    expect(line(1).queryByRole('combobox', { name: 'Colour' })).not.toBeInTheDocument();
    expect(line(1).queryByRole('textbox', { name: 'S quantity' })).not.toBeInTheDocument();
  });

  it('uploads a picture for a line (its bytes as the body) and sends its id with the line', async () => {
    const f = service();
    const { user } = renderPortal({ url: '/ca/crafter?tab=quotes&quote=new', http: f.http });
    await newQuote(user);
    await user.click(screen.getByRole('button', { name: 'Add free line' }));
    await user.type(line(1).getByRole('textbox', { name: 'Title' }), 'Mockup');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'mockup.png', { type: 'image/png' });
    await user.upload(line(1).getByLabelText('Image for line 1 (optional)'), file);
    expect(await line(1).findByRole('img', { name: 'Mockup' })).toHaveAttribute('src', `/api/crafter/quotes/images/${IMAGE_ID}.png`);
    const [upload] = f.callsTo('POST /api/crafter/quotes/images');
    expect(upload!.body).toBe(file);
    expect(upload!.opts?.headers).toEqual({ 'Content-Type': 'image/png' });

    await user.type(line(1).getByRole('textbox', { name: 'Quantity' }), '1');
    await user.type(line(1).getByRole('textbox', { name: 'Your unit price' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((f.callsTo('POST /api/crafter/quotes')[0]!.body as QuoteBody).lines[0]).toMatchObject({ kind: 'free', title: 'Mockup', image_id: IMAGE_ID });
  });

  it('adds a design-lab project as a design line: its mockup as the picture, its colour’s sizes, priced by the store at each save', async () => {
    const f = service();
    const projectId = '2b3c4d5e-6f70-4811-9a2b-3c4d5e6f7081';
    f.routes['GET /api/made/design_projects'] = {
      projects: [{ id: projectId, name: 'Team crest', product: 'classic-hoodie', color: 12, revision: 3, created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-02T10:00:00.000Z' }],
      limit: 100,
    };
    const money = (amount: number) => ({ amount, currency: 'CAD' });
    f.routes['GET /api/v2/cart/variants.json'] = {
      composition_id: 12,
      placement_count: 1,
      variants: ['S', 'M'].map((size) => ({ sku: `CH-FOR-${size}`, size, stock: 50, garment_price: money(1500), print_price: money(500), unit_price: money(2000) })),
    };
    const mockup = new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'image/webp' });
    const fetchFile = vi.fn(async () => mockup);
    const { user } = renderPortal({ url: '/ca/crafter?tab=quotes&quote=new', http: f.http, fetchFile });
    await newQuote(user);
    await user.click(screen.getByRole('button', { name: 'Add a design-lab project' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a design-lab project' }));
    await user.click(await dialog.findByRole('button', { name: 'Add Team crest' }));

    expect(await line(1).findByRole('img', { name: 'Team crest' })).toHaveAttribute('src', `/api/crafter/quotes/images/${IMAGE_ID}.png`);
    expect(screen.getByRole('group', { name: 'Line 1: Team crest (design-lab project)' })).toBeInTheDocument();
    expect(fetchFile).toHaveBeenCalledWith(`/api/made/design_projects/${projectId}/preview/front.webp?width=640`);
    expect(f.callsTo('POST /api/crafter/quotes/images')[0]!.body).toBe(mockup);
    // the sizes of the project's garment colour, in the crafter's store
    expect(f.callsTo('GET /api/v2/cart/variants.json')[0]!.query).toEqual({ composition_id: '12', store: 'ca' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(facts(1)).toHaveTextContent('Store costPriced by the store when you save');

    await user.type(line(1).getByRole('textbox', { name: 'M quantity' }), '12');
    await user.type(line(1).getByRole('textbox', { name: 'Your unit price' }), '30');
    const priced = savedQuote({
      lines: [{ id: 'd1', kind: 'design', project_id: projectId, title: 'Team crest', description: null, product_slug: 'classic-hoodie', color_name: 'Forest', sizes: [{ sku: 'CH-FOR-M', size: 'M', quantity: 12 }], quantity: 12, unit_price: 3000, unit_cost: 1840, line_total: 36000, image_url: `/api/crafter/quotes/images/${IMAGE_ID}.png`, image_id: IMAGE_ID }],
    });
    f.routes['POST /api/crafter/quotes'] = { quote: priced };
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((f.callsTo('POST /api/crafter/quotes')[0]!.body as QuoteBody).lines).toEqual([
      { kind: 'design', project_id: projectId, sizes: [{ sku: 'CH-FOR-M', quantity: 12 }], unit_price: 3000, description: null, image_id: IMAGE_ID },
    ]);
    // the service's made price for 12, and the margin on it
    expect(await screen.findByText(/\(made price for this quantity\)/)).toBeInTheDocument();
    expect(facts(1)).toHaveTextContent('Store cost$18.40 each (made price for this quantity)');
    expect(facts(1)).toHaveTextContent('Margin$11.60 each · $139.20 in all');
  });

  it('asks the store the design’s made price as the quantities change, and warns when it needs the low-resolution waiver', async () => {
    const f = service();
    const projectId = '2b3c4d5e-6f70-4811-9a2b-3c4d5e6f7082';
    const document = { version: 2, product: 'classic-hoodie', color: '12', sides: { front: { layers: [] } } };
    f.routes['GET /api/made/design_projects'] = {
      projects: [{ id: projectId, name: 'Team crest', product: 'classic-hoodie', color: 12, revision: 3, created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-02T10:00:00.000Z' }],
      limit: 100,
    };
    f.routes[`GET /api/made/design_projects/${projectId}`] = { id: projectId, name: 'Team crest', product: 'classic-hoodie', color: 12, revision: 3, created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-02T10:00:00.000Z', document_version: 2, document };
    const money = (amount: number) => ({ amount, currency: 'CAD' });
    f.routes['GET /api/v2/cart/variants.json'] = {
      composition_id: 12,
      placement_count: 1,
      variants: ['S', 'M'].map((size) => ({ sku: `CH-FOR-${size}`, size, stock: 50, garment_price: money(1500), print_price: money(500), unit_price: money(2000) })),
    };
    f.routes['POST /api/made/prices'] = (call: { body: unknown }) => {
      const { quantities } = call.body as { quantities: Record<string, number> };
      const pieces = Object.values(quantities).reduce((a, b) => a + b, 0);
      const unit = pieces >= 12 ? 1840 : 2000;
      return {
        product: 'classic-hoodie',
        composition_id: 12,
        total_pieces: pieces,
        tier: { min_pieces: pieces >= 12 ? 12 : 1, max_pieces: 9999, garment_discount_percent: pieces >= 12 ? 10 : 0 },
        sides: [{ side: 'front', size_class: 'standard', unit_price: money(500) }],
        sizes: Object.entries(quantities).map(([size, quantity]) => ({ size, quantity, garment_unit_price: money(unit - 500), unit_price: money(unit), line_total: money(unit * quantity) })),
        total: money(unit * pieces),
        needs_low_resolution_waiver: pieces >= 12,
        over_stock: [],
      };
    };
    const { user } = renderPortal({ url: '/ca/crafter?tab=quotes&quote=new', http: f.http, fetchFile: vi.fn(async () => new Blob([new Uint8Array([1])], { type: 'image/webp' })) });
    await newQuote(user);
    await user.click(screen.getByRole('button', { name: 'Add a design-lab project' }));
    await user.click(await within(await screen.findByRole('dialog', { name: 'Add a design-lab project' })).findByRole('button', { name: 'Add Team crest' }));
    await user.type(await line(1).findByRole('textbox', { name: 'S quantity' }), '5');
    await vi.waitFor(() => expect(facts(1)).toHaveTextContent('Store cost$20.00 each (made price for this quantity)'));
    await user.type(line(1).getByRole('textbox', { name: 'M quantity' }), '7');
    await vi.waitFor(() => expect(facts(1)).toHaveTextContent('Store cost$18.40 each (made price for this quantity)'));
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent('Your cost$220.80');
    expect(line(1).getByRole('note')).toHaveTextContent('prints below 100 DPI');
    // the project's document is read once; the store is asked for the sizes as typed, in the crafter's store
    expect(f.callsTo(`GET /api/made/design_projects/${projectId}`)).toHaveLength(1);
    expect(f.callsTo('POST /api/made/prices').at(-1)!.body).toEqual({ store: 'ca', document, quantities: { S: 5, M: 7 } });
  });

  it('leaves a US quote’s tax to the service until it is saved, then shows the service’s totals', async () => {
    const us = fakeHttp({
      'GET /api/crafter/me.json': usCrafter,
      'GET /api/crafter/customers': customersPage([]),
    });
    const totals = quoteMoney({
      lines: [{ quantity: 10, unit_price: 2000, unit_cost: 1200 }],
      shipping: 1000,
      deposit: { kind: 'percent', basis_points: 5000 },
      tax: { rates: [{ label: 'NY sales tax', ratePpm: 88_750 }], taxShipping: true },
    });
    us.routes['POST /api/crafter/quotes'] = { quote: savedQuote({ store: 'us', currency: 'USD', tax_region: 'NY', totals, balance_due: totals.total }) };
    const { user } = renderPortal({ url: '/crafter?tab=quotes&quote=new', http: us.http });
    await newQuote(user);
    await user.click(screen.getByRole('button', { name: 'Add free line' }));
    await user.type(line(1).getByRole('textbox', { name: 'Title' }), 'Tees');
    await user.type(line(1).getByRole('textbox', { name: 'Quantity' }), '10');
    await user.type(line(1).getByRole('textbox', { name: 'Your unit price' }), '20');
    const panel = screen.getByRole('region', { name: 'Totals' });
    expect(panel).toHaveTextContent('Tax is calculated when you save');
    expect(panel).toHaveTextContent('Total before tax$200.00');

    const shipTo = within(screen.getByRole('group', { name: 'Ship to' }));
    await user.type(shipTo.getByRole('textbox', { name: 'Full name' }), 'Pat Doe');
    await user.selectOptions(shipTo.getByRole('combobox', { name: 'State' }), 'NY');
    expect(screen.getByRole('combobox', { name: 'Tax state' })).toHaveValue('NY');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('As saved.');
    // the saved quote's editor (at its own address) shows the service's figures
    const saved = screen.getByRole('region', { name: 'Totals' });
    expect(saved).toHaveTextContent('NY sales tax 8.875%$18.64');
    expect(saved).toHaveTextContent(`Total$${(totals.total / 100).toFixed(2)}`);
    expect(saved).not.toHaveTextContent('Tax is calculated when you save');
    expect((us.callsTo('POST /api/crafter/quotes')[0]!.body as QuoteBody).tax_region).toBe('NY');
  });
});
