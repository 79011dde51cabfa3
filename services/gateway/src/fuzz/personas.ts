import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { FUZZ_PASSWORD } from './schema-arbitrary';
import type { StoreDictionary } from './store-dictionary';

/** A browser: an address, a cookie jar that follows Set-Cookie, and the page's anti-forgery token. */
export class Persona {
  private readonly jar = new Map<string, string>();
  token = '';

  constructor(
    private readonly app: FastifyInstance,
    readonly ip: string,
  ) {}

  cookies(): Record<string, string> {
    return Object.fromEntries(this.jar);
  }

  /** Sends `request` as this browser; keeps the cookies it is given unless `keepCookies` is false (forged ones). */
  async inject(request: InjectOptions, keepCookies = true): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({ cookies: this.cookies(), ...request, remoteAddress: this.ip });
    if (keepCookies) {
      for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
        // the anti-forgery secret stays: losing it would turn every later case into a 403
        if (c.name === '_csrf') continue;
        const cleared = c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
        if (cleared) this.jar.delete(c.name);
        else this.jar.set(c.name, c.value);
      }
    }
    return res;
  }

  /** Opens the home page, as a shopper does: the document carries the token and sets the secret cookie. */
  async open(): Promise<void> {
    const doc = await this.app.inject({ url: '/', remoteAddress: this.ip });
    const token = /"csrfToken":"([^"]+)"/.exec(doc.body)?.[1];
    const secret = doc.cookies.find((c) => c.name === '_csrf')?.value;
    if (!token || !secret) throw new Error(`the document gave no anti-forgery token (${doc.statusCode})`);
    this.token = token;
    this.jar.set('_csrf', secret);
  }
}

const US_ADDRESS = { name: 'Fuzz Shopper', line1: '1 Main St', city: 'New York', region: 'NY', postal_code: '10001', country: 'US' };

/**
 * The shoppers generated requests come from, made again every few hundred cases (a generated
 * sign-out or cart removal would otherwise leave only empty-handed ones): anonymous, a guest with
 * a cart, and two signed-in shoppers with a cart, a saved address and a checkout ready to pay.
 */
export class Personas {
  static readonly COUNT = 4;
  private list: Persona[] = [];
  private generation = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly dictionary: StoreDictionary,
  ) {}

  get(i: number): Persona {
    return this.list[i % this.list.length]!;
  }

  async prepare(): Promise<void> {
    const gen = ++this.generation;
    if (gen === 1) await this.learnCatalog();
    const sku = await this.stockedSku();
    this.list = [];
    for (let i = 0; i < Personas.COUNT; i++) {
      const p = new Persona(this.app, `10.${200 + (gen % 50)}.${Math.floor(gen / 50) % 250}.${i + 1}`);
      await p.open();
      if (i >= 1 && sku) await this.learn(await p.inject({ method: 'POST', url: '/api/cart/add', headers: { 'x-csrf-token': p.token }, payload: { sku, quantity: 1 } }));
      if (i >= 2) {
        const email = `fuzz-${gen}-${i}@example.com`;
        await this.learn(await p.inject({ method: 'POST', url: '/api/v2/sign_up.json', headers: { 'x-csrf-token': p.token }, payload: { email, password: FUZZ_PASSWORD, name: `Fuzz ${i}` } }));
        await this.learn(await p.inject({ method: 'POST', url: '/api/account/addresses', headers: { 'x-csrf-token': p.token }, payload: US_ADDRESS }));
        await this.learn(await p.inject({ method: 'PUT', url: '/api/v2/checkout.json', headers: { 'x-csrf-token': p.token }, payload: { store: 'us', email, ship_address: US_ADDRESS, shipping_speed: 'standard' } }));
        await this.learn(await p.inject({ method: 'POST', url: '/api/v2/checkout/payment_intents.json', headers: { 'x-csrf-token': p.token }, payload: { store: 'us' } }));
        await this.learn(await p.inject({ url: '/api/v2/cart.json?store=us' }));
      }
      if (i === 3) await this.becomeCrafter(p, sku);
      this.list.push(p);
    }
  }

  /**
   * The last persona is also a crafter (approved at once, as the demo does) with a customer and a
   * quote sent to them, so the portal's routes are reached past the role check and the customer's
   * link routes with a real token: the quote answer's share_url carries it into the dictionary.
   */
  private async becomeCrafter(p: Persona, sku: string | undefined): Promise<void> {
    const write = (method: 'POST' | 'PUT', url: string, payload?: object) => p.inject({ method, url, headers: { 'x-csrf-token': p.token }, ...(payload ? { payload } : {}) });
    await this.learn(await write('POST', '/api/users/crafter_application', { business_name: 'Fuzz Prints', country: 'US' }));
    const customer = await write('POST', '/api/crafter/customers', { name: 'Fuzz Customer', email: 'fuzz-customer@example.com', addresses: [US_ADDRESS] });
    await this.learn(customer);
    if (customer.statusCode !== 201) return;
    const today = new Date().toISOString().slice(0, 10);
    const quote = await write('POST', '/api/crafter/quotes', {
      title: 'Fuzz quote',
      customer_id: (customer.json() as { customer: { id: string } }).customer.id,
      lines: [...(sku ? [{ kind: 'catalog', sizes: [{ sku, quantity: 2 }], unit_price: 2500 }] : []), { kind: 'free', title: 'Setup', quantity: 1, unit_price: 1000 }],
      shipping: 0,
      delivery_method: 'pickup',
      tax_region: 'NY',
      deposit: { kind: 'percent', basis_points: 3000 },
      issued_on: today,
      valid_until: '2099-12-31',
      due_on: '2099-12-31',
    });
    await this.learn(quote);
    if (quote.statusCode !== 201) return;
    const proposed = await write('POST', `/api/crafter/quotes/${(quote.json() as { quote: { id: string } }).quote.id}/propose`);
    await this.learn(proposed);
    const shareUrl = proposed.statusCode === 200 ? (proposed.json() as { quote: { share_url: string } }).quote.share_url : null;
    if (shareUrl) this.dictionary.harvest({ token: new URL(shareUrl).searchParams.get('t') });
  }

  private async learn(res: LightMyRequestResponse): Promise<void> {
    if (res.statusCode < 300 && String(res.headers['content-type'] ?? '').startsWith('application/json')) this.dictionary.harvest(res.json());
  }

  /** Slugs, SKUs, brands and categories from the catalog's own answers. */
  private async learnCatalog(): Promise<void> {
    for (const url of ['/api/menu', '/api/home', '/api/products?per_page=48', '/api/products?per_page=48&store=ca']) await this.learn(await this.app.inject(url));
    for (const slug of this.dictionary.lookup('slug').slice(0, 8)) await this.learn(await this.app.inject(`/api/products/${slug}`));
  }

  /** A SKU with stock left, so every prepared cart has a line. */
  private async stockedSku(): Promise<string | undefined> {
    for (const slug of this.dictionary.lookup('slug').slice(0, 8)) {
      const res = await this.app.inject(`/api/products/${slug}`);
      if (res.statusCode !== 200) continue;
      const sizes = (res.json() as { product: { compositions: { sizes: { sku: string; stock: number }[] }[] } }).product.compositions.flatMap((c) => c.sizes);
      const found = sizes.find((s) => s.stock >= 5);
      if (found) return found.sku;
    }
    return undefined;
  }
}
