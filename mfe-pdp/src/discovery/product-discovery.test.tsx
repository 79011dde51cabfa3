import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { MatchingResponse, ProductCard, SimilarResponse } from '@storefront/contracts';
import type { RequestOptions } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';
import { NavigateProvider } from '@storefront/ui';
import { deferred, httpClientFrom } from '@storefront/ui/testing';
import { createDiscoveryApi } from './discovery-api';
import { DISCOVERY_PATH, isDiscoveryPath, noDiscovery } from './discovery-fixture';
import { ProductDiscovery, SAME_DESIGN_TITLE, SIMILAR_TITLE } from './product-discovery';

const SAME_GARMENT_TITLE = 'Same garment, other colors';
const SAME_GARMENT_TITLE_CA = 'Same garment, other colours';

const CURRENCY = { us: 'USD', ca: 'CAD' } as const;

function card(id: number, slug: string, title: string, amount: number, store: StoreCode, over: Partial<ProductCard> = {}): ProductCard {
  const prefix = store === 'ca' ? '/ca' : '';
  return {
    id,
    slug,
    url: `${prefix}/${slug}.html`,
    title,
    catalog_number: `CN${id}`,
    kind: 'blank',
    business_line: 'blanks',
    brand: { slug: 'gildan', name: 'Gildan' },
    price: { amount, currency: CURRENCY[store] },
    image: { src: `/images/garments/tee-111111-0-640.jpg?${id}`, srcset: '', type: 'image/webp', width: 640, height: 640, alt: `${title} in Black — front view` },
    colors: [{ name: 'Black', hex: '#111111' }],
    in_stock: true,
    composition_id: id * 10,
    ...over,
  };
}

/** The product on show, 5000, in three colours (compositions 501, 502, 503). */
function colourCards(store: StoreCode): ProductCard[] {
  return (
    [
      [501, 'Black', '#111111'],
      [502, 'White', '#ffffff'],
      [503, 'Cherry Red', '#c81e1e'],
    ] as const
  ).map(([composition, name, hex]) =>
    card(5000, 'heavy-cotton-tee', 'Heavy Cotton Tee', store === 'ca' ? 650 : 500, store, {
      url: `${store === 'ca' ? '/ca' : ''}/heavy-cotton-tee.html?color=${composition}`,
      colors: [{ name, hex }],
      composition_id: composition,
      in_stock: name !== 'Cherry Red',
    }),
  );
}

interface Catalog {
  similar: (productId: number, store: StoreCode) => Promise<unknown>;
  matching: (productId: number, store: StoreCode) => Promise<unknown>;
}

const answers = (similar: SimilarResponse, matching: MatchingResponse): Catalog => ({
  similar: async () => similar,
  matching: async () => matching,
});

function fakeCatalog(catalog: Catalog) {
  const calls: string[] = [];
  const http = httpClientFrom(async (method, path, _body, opts: RequestOptions | undefined) => {
    const store = (opts?.searchParams as Record<string, string>).store as StoreCode;
    calls.push(`${method} ${path}?store=${store}`);
    const m = DISCOVERY_PATH.exec(path);
    if (!m) throw new Error(`no route ${path}`);
    return m[2] === 'similar' ? catalog.similar(Number(m[1]), store) : catalog.matching(Number(m[1]), store);
  });
  return { api: createDiscoveryApi(http), calls };
}

const US_SIMILAR: SimilarResponse = {
  products: [
    card(7001, 'unisex-jersey-tee', 'Unisex Jersey Tee', 800, 'us', { brand: { slug: 'bella-canvas', name: 'Bella+Canvas' } }),
    card(7002, 'softstyle-tee', 'Softstyle Tee', 450, 'us', { in_stock: false }),
  ],
};
const US_MATCHING: MatchingResponse = { same_garment: colourCards('us'), same_design: [] };

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const row = (name: string) => screen.getByRole('list', { name });
const cardLinks = (name: string) => within(row(name)).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('ProductDiscovery', () => {
  it('asks after mount and shows similar products as cards: picture, title link, brand, price', async () => {
    const { api, calls } = fakeCatalog(answers(US_SIMILAR, US_MATCHING));
    render(<ProductDiscovery productId={5000} store="us" api={api} selectedColorId={501} />);

    const similar = await screen.findByRole('list', { name: SIMILAR_TITLE });
    expect(calls).toEqual(['GET /api/products/5000/similar?store=us', 'GET /api/products/5000/matching?store=us']);
    expect(screen.getByRole('heading', { level: 2, name: SIMILAR_TITLE })).toBeInTheDocument();
    const items = within(similar).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Unisex Jersey Tee' })).toHaveAttribute('href', '/unisex-jersey-tee.html');
    expect(first.getByRole('img', { name: 'Unisex Jersey Tee in Black — front view' })).toHaveAttribute('loading', 'lazy');
    expect(first.getByText('Bella+Canvas')).toBeInTheDocument();
    expect(first.getByText('$8.00')).toHaveAttribute('data-currency', 'USD');
    expect(within(items[1]!).getByText('Out of stock')).toBeInTheDocument();
  });

  it('shows the same garment in its other colours, named by colour, leaving out the colour on show', async () => {
    const { api } = fakeCatalog(answers(US_SIMILAR, US_MATCHING));
    const { rerender } = render(<ProductDiscovery productId={5000} store="us" api={api} selectedColorId={501} />);
    await screen.findByRole('list', { name: SAME_GARMENT_TITLE });
    expect(cardLinks(SAME_GARMENT_TITLE)).toEqual([
      ['Heavy Cotton Tee – White', '/heavy-cotton-tee.html?color=502'],
      ['Heavy Cotton Tee – Cherry Red', '/heavy-cotton-tee.html?color=503'],
    ]);
    // the shopper picks another colour: the row follows without asking again
    rerender(<ProductDiscovery productId={5000} store="us" api={api} selectedColorId={503} />);
    expect(cardLinks(SAME_GARMENT_TITLE).map(([name]) => name)).toEqual(['Heavy Cotton Tee – Black', 'Heavy Cotton Tee – White']);
    // no colour chosen: the page shows the first, so the row leaves that one out
    rerender(<ProductDiscovery productId={5000} store="us" api={api} selectedColorId={null} />);
    expect(cardLinks(SAME_GARMENT_TITLE).map(([name]) => name)).toEqual(['Heavy Cotton Tee – White', 'Heavy Cotton Tee – Cherry Red']);
    // no design is shared with other garments: no such row
    expect(screen.queryByRole('heading', { name: SAME_DESIGN_TITLE })).toBeNull();
  });

  it('shows the same design on other garments when the catalog has some', async () => {
    const mug = card(8001, 'retro-mama-mug', 'Retro Mama 11 oz Mug', 1299, 'us', { kind: 'print', business_line: 'print' });
    const { api } = fakeCatalog(answers({ products: [] }, { same_garment: [], same_design: [mug] }));
    render(<ProductDiscovery productId={5000} store="us" api={api} />);
    expect(await screen.findByRole('list', { name: SAME_DESIGN_TITLE })).toBeInTheDocument();
    expect(cardLinks(SAME_DESIGN_TITLE)).toEqual([['Retro Mama 11 oz Mug', '/retro-mama-mug.html']]);
    expect(screen.queryByRole('list', { name: SIMILAR_TITLE })).toBeNull();
  });

  it('renders nothing while loading, and nothing when every list is empty', async () => {
    const similar = deferred<SimilarResponse>();
    const matching = deferred<MatchingResponse>();
    const { api } = fakeCatalog({ similar: () => similar.promise, matching: () => matching.promise });
    const { container } = render(<ProductDiscovery productId={5000} store="us" api={api} />);
    expect(container).toBeEmptyDOMElement();
    // one colour only (the one on show, the first when none is chosen): no "other colours"
    await act(async () => {
      similar.resolve({ products: [] });
      matching.resolve({ same_garment: colourCards('us').slice(0, 1), same_design: [] });
    });
    expect(container).toBeEmptyDOMElement();
    expect(warn).not.toHaveBeenCalled();
  });

  it('formats Canadian prices as the Canadian store does (en-CA) and links under /ca', async () => {
    const caSimilar = { products: [card(7001, 'unisex-jersey-tee', 'Unisex Jersey Tee', 1000, 'ca'), card(7003, 'heavy-tee', 'Heavy Tee', 123456, 'ca')] };
    const { api, calls } = fakeCatalog(answers(caSimilar, { same_garment: colourCards('ca'), same_design: [] }));
    render(<ProductDiscovery productId={5000} store="ca" api={api} selectedColorId={503} />);
    const similar = await screen.findByRole('list', { name: SIMILAR_TITLE });
    expect(calls).toEqual(['GET /api/products/5000/similar?store=ca', 'GET /api/products/5000/matching?store=ca']);
    const cad = (minor: number) => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(minor / 100);
    expect(within(similar).getByText(cad(1000))).toHaveAttribute('data-currency', 'CAD');
    expect(within(similar).getByText('$1,234.56')).toHaveTextContent(cad(123456));
    expect(within(similar).getByRole('link', { name: 'Unisex Jersey Tee' })).toHaveAttribute('href', '/ca/unisex-jersey-tee.html');
    expect(cardLinks(SAME_GARMENT_TITLE_CA)[0]).toEqual(['Heavy Cotton Tee – Black', '/ca/heavy-cotton-tee.html?color=501']);
    expect(within(row(SAME_GARMENT_TITLE_CA)).getAllByText(cad(650))).toHaveLength(2);
  });

  it('shows nothing for a failed call but a console warning; the other call’s rows still show', async () => {
    const { api } = fakeCatalog({ similar: async () => Promise.reject(new Error('HTTP 503')), matching: async () => US_MATCHING });
    render(<ProductDiscovery productId={5000} store="us" api={api} selectedColorId={501} />);
    expect(await screen.findByRole('list', { name: SAME_GARMENT_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: SIMILAR_TITLE })).toBeNull();
    expect(warn).toHaveBeenCalledWith('The product page could not load similar products for product 5000:', expect.any(Error));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing at all when both calls fail, or answer a shape it does not know', async () => {
    const { api } = fakeCatalog({ similar: async () => ({ products: [{ id: 'x' }] }), matching: async () => Promise.reject(new Error('offline')) });
    const { container } = render(<ProductDiscovery productId={5000} store="us" api={api} />);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(container).toBeEmptyDOMElement();
  });

  it('asks again for another product, and only the newest product’s answers show', async () => {
    const late = deferred<SimilarResponse>();
    const { api, calls } = fakeCatalog({
      similar: (id) => (id === 5000 ? late.promise : Promise.resolve({ products: [card(9001, 'hoodie', 'Hoodie', 2500, 'us')] })),
      matching: async () => ({ same_garment: [], same_design: [] }),
    });
    const { rerender } = render(<ProductDiscovery productId={5000} store="us" api={api} />);
    rerender(<ProductDiscovery productId={6000} store="us" api={api} />);
    expect(await screen.findByRole('link', { name: 'Hoodie' })).toBeInTheDocument();
    await act(async () => late.resolve(US_SIMILAR));
    expect(cardLinks(SIMILAR_TITLE)).toEqual([['Hoodie', '/hoodie.html']]);
    expect(calls.filter((c) => c.includes('similar'))).toEqual(['GET /api/products/5000/similar?store=us', 'GET /api/products/6000/similar?store=us']);
  });

  it('follows a card through the shell’s navigation', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const { api } = fakeCatalog(answers(US_SIMILAR, US_MATCHING));
    render(
      <NavigateProvider navigate={navigate}>
        <ProductDiscovery productId={5000} store="us" api={api} selectedColorId={501} />
      </NavigateProvider>,
    );
    await user.click(await screen.findByRole('link', { name: 'Heavy Cotton Tee – White' }));
    expect(navigate).toHaveBeenCalledWith('/heavy-cotton-tee.html?color=502');
  });

  it('renders nothing on the server and asks nothing there (the rows are below the fold)', () => {
    const { api, calls } = fakeCatalog(answers(US_SIMILAR, US_MATCHING));
    expect(renderToString(<ProductDiscovery productId={5000} store="us" api={api} />)).toBe('');
    expect(calls).toEqual([]);
  });
});

describe('the page tests’ fixture', () => {
  it('answers both calls with nothing, so the rows stay out of tests about other things', async () => {
    const api = createDiscoveryApi(httpClientFrom(async (_method, path) => (isDiscoveryPath(path) ? noDiscovery(path) : Promise.reject(new Error(path)))));
    const { container } = render(<ProductDiscovery productId={5000} store="us" api={api} />);
    await expect(api.similarProducts(5000, 'us')).resolves.toEqual({ products: [] });
    await expect(api.matchingProducts(5000, 'us')).resolves.toEqual({ same_garment: [], same_design: [] });
    expect(container).toBeEmptyDOMElement();
    expect(warn).not.toHaveBeenCalled();
  });
});
