// The portal's calls (signed-in crafters): answers parsed with the contracts. Loaded only with the
// portal's chunk (portal/portal-section.tsx); the customer's quote page has its own zod-free calls
// (public-quote/public-quote-api.ts).
import {
  blanksOrderResponse,
  type BlanksOrderBody,
  type BlanksOrderResponse,
  crafterCatalogResponse,
  crafterCustomerResponse,
  crafterCustomersResponse,
  crafterEarningsResponse,
  crafterInvoicesResponse,
  crafterMeResponse,
  crafterOrderResponse,
  crafterOrdersResponse,
  crafterQuoteResponse,
  crafterQuotesResponse,
  projectsResponse,
  projectResponse,
  madeVariantsResponse,
  madeAddResponse,
  madeQuoteResponse,
  type MadeQuoteBody,
  type MadeQuoteResponse,
  type MadeAddBody,
  type MadeAddResponse,
  type ProjectResponse,
  proposeQuoteResponse,
  refreshQuoteResponse,
  quoteImageResponse,
  quoteDesignsResponse,
  type QuoteDesign,
  type CrafterCatalogResponse,
  type CrafterCustomer,
  type CrafterCustomerBody,
  type CrafterCustomersResponse,
  type CrafterEarningsResponse,
  type CrafterInvoicesResponse,
  type CrafterMeResponse,
  type CrafterOrder,
  type CrafterOrderLinkBody,
  type CrafterOrdersResponse,
  type CrafterQuote,
  type CrafterQuotesResponse,
  type InvoiceStatus,
  type ProjectSummary,
  type ProposeQuoteResponse,
  type RefreshQuoteResponse,
  type ShipAddressBody,
  type QuoteBody,
  type QuoteImageResponse,
  type QuoteState,
} from '@storefront/contracts';
import { HttpError, NetworkError, type HttpClient } from '@storefront/http';

export type CatalogProduct = CrafterCatalogResponse['products'][number];

export interface QuotesQuery {
  state?: QuoteState | undefined;
  customer_id?: string | undefined;
  q?: string | undefined;
  page?: number | undefined;
}

export interface CrafterApi {
  me(): Promise<CrafterMeResponse>;
  customers(query: { q?: string | undefined; page?: number | undefined }): Promise<CrafterCustomersResponse>;
  createCustomer(body: CrafterCustomerBody): Promise<CrafterCustomer>;
  updateCustomer(id: string, body: CrafterCustomerBody): Promise<CrafterCustomer>;
  deleteCustomer(id: string): Promise<void>;
  quotes(query: QuotesQuery): Promise<CrafterQuotesResponse>;
  quote(id: string): Promise<CrafterQuote>;
  createQuote(body: QuoteBody): Promise<CrafterQuote>;
  updateQuote(id: string, body: QuoteBody): Promise<CrafterQuote>;
  deleteQuote(id: string): Promise<void>;
  proposeQuote(id: string): Promise<ProposeQuoteResponse>;
  withdrawQuote(id: string): Promise<CrafterQuote>;
  completeQuote(id: string): Promise<CrafterQuote>;
  /** the invoice refresh check: the quote's pending payments settled from the provider */
  refreshQuote(id: string): Promise<RefreshQuoteResponse>;
  invoices(query: { status?: InvoiceStatus | undefined; page?: number | undefined }): Promise<CrafterInvoicesResponse>;
  earnings(): Promise<CrafterEarningsResponse>;
  /** the crafter's own store orders, newest first, 20 a page */
  orders(page?: number): Promise<CrafterOrdersResponse>;
  /** PUT /api/crafter/orders/{number}: attach a customer and a quote to the order, or detach them (null) */
  linkOrder(number: string, body: CrafterOrderLinkBody): Promise<CrafterOrder>;
  catalog(q: string): Promise<CatalogProduct[]>;
  /** GET /api/crafter/catalog?slugs=: these products (a saved draft's), those the store still sells */
  catalogProducts(slugs: readonly string[]): Promise<CatalogProduct[]>;
  /** POST /api/crafter/quotes/images with the image's bytes as the body */
  uploadImage(image: Blob): Promise<QuoteImageResponse>;
  /** the signed-in user's design-lab projects */
  designProjects(): Promise<ProjectSummary[]>;
  /** a project's front mockup as bytes (the http client reads JSON and text only) */
  designPreview(id: string): Promise<Blob>;
  /** the sizes (SKUs) of a made product's colour in the store: GET /api/v2/cart/variants.json */
  designSizes(compositionId: number, store: 'us' | 'ca'): Promise<{ sku: string; size: string }[]>;
  /** a design-lab project with its document: GET /api/made/design_projects/{id} */
  designProject(id: string): Promise<ProjectResponse>;
  /** POST /api/made/prices: the store's made price of a design in sizes (nothing is written) */
  designPrice(body: MadeQuoteBody): Promise<MadeQuoteResponse>;
  /** POST /api/cart/made_add: a design in sizes into the crafter's own cart, at the store's made price */
  addDesignToCart(body: MadeAddBody): Promise<MadeAddResponse>;
  /** POST /api/cart/blanks_order: the quote's catalog goods into the crafter's own cart, all or nothing, at the store's tier */
  orderGoods(body: BlanksOrderBody): Promise<BlanksOrderResponse>;
  /** PUT /api/v2/checkout.json: the crafter's checkout ships to this address (the customer's) */
  shipCheckoutTo(store: 'us' | 'ca', address: ShipAddressBody): Promise<void>;
  /** GET /api/crafter/quotes/{id}/designs: the quote's design lines as it priced them (documents frozen at its last save) */
  quoteDesigns(id: string): Promise<QuoteDesign[]>;
  /** POST /api/crafter/quotes/{id}/goods_order: the cart the goods went into, so its order is attached to the quote once placed */
  recordGoodsOrder(id: string, orderNumber: string): Promise<CrafterQuote>;
}

/** GETs bytes with the page's cookies; a refusal rejects like the http client (HttpError, NetworkError). */
export type FetchBytes = (url: string) => Promise<Blob>;

export const fetchBytes: FetchBytes = async (url) => {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  } catch (err) {
    throw new NetworkError({ cause: err });
  }
  if (!res.ok) throw new HttpError({ status: res.status, statusText: res.statusText, text: await res.text() });
  return res.blob();
};

/** The width the design lab draws a project's mockup at for a quote line. */
export const DESIGN_PREVIEW_WIDTH = 640;

export function designPreviewUrl(id: string): string {
  return `/api/made/design_projects/${encodeURIComponent(id)}/preview/front.webp?width=${DESIGN_PREVIEW_WIDTH}`;
}

const QUOTES = '/api/crafter/quotes';
const CUSTOMERS = '/api/crafter/customers';
const ORDERS = '/api/crafter/orders';
const quotePath = (id: string) => `${QUOTES}/${encodeURIComponent(id)}`;
const customerPath = (id: string) => `${CUSTOMERS}/${encodeURIComponent(id)}`;
/** a filter left empty is not sent: the services' queries are strict */
const present = (v: string | undefined) => (v ? v : undefined);

export function createCrafterApi(http: HttpClient, fetchFile: FetchBytes = fetchBytes): CrafterApi {
  /** withdraw and complete: the contracts name no answer, so the quote is read again unless it came back */
  const quoteAfter = async (id: string, answer: unknown) => {
    const parsed = crafterQuoteResponse.safeParse(answer);
    return parsed.success ? parsed.data.quote : api.quote(id);
  };
  const api: CrafterApi = {
    async me() {
      return crafterMeResponse.parse(await http.get('/api/crafter/me.json'));
    },
    async customers({ q, page }) {
      return crafterCustomersResponse.parse(await http.get(CUSTOMERS, { searchParams: { q: present(q?.trim()), page } }));
    },
    async createCustomer(body) {
      return crafterCustomerResponse.parse(await http.post(CUSTOMERS, body)).customer;
    },
    async updateCustomer(id, body) {
      return crafterCustomerResponse.parse(await http.put(customerPath(id), body)).customer;
    },
    async deleteCustomer(id) {
      await http.delete(customerPath(id));
    },
    async quotes({ state, customer_id, q, page }) {
      return crafterQuotesResponse.parse(await http.get(QUOTES, { searchParams: { state, customer_id: present(customer_id), q: present(q?.trim()), page } }));
    },
    async quote(id) {
      return crafterQuoteResponse.parse(await http.get(quotePath(id))).quote;
    },
    async createQuote(body) {
      return crafterQuoteResponse.parse(await http.post(QUOTES, body)).quote;
    },
    async updateQuote(id, body) {
      return crafterQuoteResponse.parse(await http.put(quotePath(id), body)).quote;
    },
    async deleteQuote(id) {
      await http.delete(quotePath(id));
    },
    async proposeQuote(id) {
      return proposeQuoteResponse.parse(await http.post(`${quotePath(id)}/propose`));
    },
    async withdrawQuote(id) {
      return quoteAfter(id, await http.post(`${quotePath(id)}/withdraw`));
    },
    async orderGoods(body) {
      return blanksOrderResponse.parse(await http.post('/api/cart/blanks_order', body));
    },
    async shipCheckoutTo(store, address) {
      await http.put('/api/v2/checkout.json', { store, ship_address: address });
    },
    async quoteDesigns(id) {
      return quoteDesignsResponse.parse(await http.get(`${quotePath(id)}/designs`)).designs;
    },
    async recordGoodsOrder(id, orderNumber) {
      return quoteAfter(id, await http.post(`${quotePath(id)}/goods_order`, { order_number: orderNumber }));
    },
    async completeQuote(id) {
      return quoteAfter(id, await http.post(`${quotePath(id)}/complete`));
    },
    async refreshQuote(id) {
      return refreshQuoteResponse.parse(await http.post(`${quotePath(id)}/refresh`));
    },
    async invoices({ status, page }) {
      return crafterInvoicesResponse.parse(await http.get('/api/crafter/invoices', { searchParams: { status, page } }));
    },
    async earnings() {
      return crafterEarningsResponse.parse(await http.get('/api/crafter/earnings'));
    },
    async orders(page) {
      return crafterOrdersResponse.parse(await http.get(ORDERS, { searchParams: { page } }));
    },
    async linkOrder(number, body) {
      return crafterOrderResponse.parse(await http.put(`${ORDERS}/${encodeURIComponent(number)}`, body)).order;
    },
    async catalog(q) {
      return crafterCatalogResponse.parse(await http.get('/api/crafter/catalog', { searchParams: { q: q.trim() } })).products;
    },
    async catalogProducts(slugs) {
      return crafterCatalogResponse.parse(await http.get('/api/crafter/catalog', { searchParams: { slugs: slugs.join(',') } })).products;
    },
    async uploadImage(image) {
      return quoteImageResponse.parse(await http.post(`${QUOTES}/images`, image, { headers: { 'Content-Type': image.type || 'application/octet-stream' } }));
    },
    async designProjects() {
      return projectsResponse.parse(await http.get('/api/made/design_projects')).projects;
    },
    async designPreview(id) {
      return fetchFile(designPreviewUrl(id));
    },
    async designSizes(compositionId, store) {
      const answer = madeVariantsResponse.parse(await http.get('/api/v2/cart/variants.json', { searchParams: { composition_id: compositionId, store } }));
      return answer.variants.map((v) => ({ sku: v.sku, size: v.size }));
    },
    async designProject(id) {
      return projectResponse.parse(await http.get(`/api/made/design_projects/${encodeURIComponent(id)}`));
    },
    async designPrice(body) {
      return madeQuoteResponse.parse(await http.post('/api/made/prices', body));
    },
    async addDesignToCart(body) {
      return madeAddResponse.parse(await http.post('/api/cart/made_add', body));
    },
  };
  return api;
}
