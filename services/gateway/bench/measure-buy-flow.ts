import autocannon from 'autocannon';
import { TEST_CARDS, type ProductResponse } from '@storefront/contracts';
import type { HttpFigures } from './measure-http';

/**
 * The buy flow's figures. Every state-changing call needs the anti-forgery pair (the `_csrf`
 * cookie and the document's token), taken once from a page as a browser would.
 */
export interface BrowserPass {
  token: string;
  cookie: string;
}

export async function browserPass(base: string): Promise<BrowserPass> {
  const res = await fetch(`${base}/`);
  const html = await res.text();
  const m = /<meta name="csrf-token" content="([^"]+)">/.exec(html);
  const csrf = res.headers.getSetCookie().find((c) => c.startsWith('_csrf='));
  if (!m || !csrf) throw new Error('bench: the document gave no anti-forgery token');
  return { token: m[1]!.replace(/&amp;/g, '&'), cookie: csrf.split(';')[0]! };
}

const CONNECTIONS = 8;

/** The best-stocked SKU among some products (read through the API): orders take one unit each. */
export async function benchSku(base: string, slugs: readonly string[]): Promise<{ sku: string; stock: number }> {
  let best = { sku: '', stock: 0 };
  for (const slug of slugs.slice(0, 8)) {
    const { product } = (await (await fetch(`${base}/api/products/${slug}`)).json()) as ProductResponse;
    for (const size of product.compositions.flatMap((c) => c.sizes)) if (size.stock > best.stock) best = { sku: size.sku, stock: size.stock };
  }
  if (best.stock < 2) throw new Error('bench: no SKU in stock to buy');
  return best;
}

/** POST /api/cart/add from new guests (each request starts a cart), under autocannon's load. */
export async function measureAddToCart(base: string, pass: BrowserPass, sku: string, seconds: number): Promise<HttpFigures> {
  const name = 'add to cart (POST)';
  const result = await autocannon({
    url: `${base}/api/cart/add`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': pass.token, cookie: pass.cookie },
    body: JSON.stringify({ sku, quantity: 1 }),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx and ${result.errors} errors`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.average };
}

/**
 * Placing an order, the whole payment flow as the checkout page runs it: create the intent,
 * confirm the success card, place the order (3 requests). Carts ready to pay are prepared first
 * (add + checkout details, not timed); then 8 buyers at a time pay and place until the time is up
 * or the carts run out. Figures are per flow.
 */
export async function measurePlaceOrder(base: string, pass: BrowserPass, item: { sku: string; stock: number }, seconds: number): Promise<HttpFigures> {
  const ready: string[] = [];
  // no more carts than units on hand, so every order can be placed
  await forSeconds(seconds, async () => {
    if (ready.length >= item.stock - CONNECTIONS) return false;
    ready.push(await readyCart(base, pass, item.sku));
    return true;
  });

  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let cart = ready.pop(); cart !== undefined && performance.now() < deadline; cart = ready.pop()) {
        const t0 = performance.now();
        await payAndPlace(base, pass, cart);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    name: 'place order (intent+confirm+place)',
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    mean: latencies.reduce((s, x) => s + x, 0) / Math.max(1, latencies.length),
  };
}

/** `work` on 8 connections until the time is up or it answers false. */
async function forSeconds(seconds: number, work: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline && (await work()));
    }),
  );
}

/** A new guest's cart with one item and the checkout filled in; answers the guest's cookies. */
async function readyCart(base: string, pass: BrowserPass, sku: string): Promise<string> {
  const add = await call(base, pass, pass.cookie, 'POST', '/api/cart/add', { sku, quantity: 1 });
  const cart = add.headers.getSetCookie().find((c) => c.startsWith('cart='))!.split(';')[0]!;
  const cookie = `${pass.cookie}; ${cart}`;
  await call(base, pass, cookie, 'PUT', '/api/v2/checkout.json', {
    store: 'us',
    email: 'bench@example.com',
    ship_address: { name: 'Bench Buyer', line1: '1 Main St', city: 'New York', region: 'NY', postal_code: '10001', country: 'US' },
    shipping_speed: 'standard',
  });
  return cookie;
}

async function payAndPlace(base: string, pass: BrowserPass, cookie: string): Promise<void> {
  const created = (await (await call(base, pass, cookie, 'POST', '/api/v2/checkout/payment_intents.json', { store: 'us' })).json()) as { payment_intent: { id: string } };
  const id = created.payment_intent.id;
  await call(base, pass, cookie, 'POST', `/api/v2/checkout/payment_intents/${id}/confirm.json`, {
    payment_method: { card: { number: TEST_CARDS.success, exp_month: 12, exp_year: 2099, cvc: '123' } },
  });
  await call(base, pass, cookie, 'POST', '/api/v2/orders.json', { store: 'us', payment_intent_id: id }, { 'idempotency-key': `bench_${id}` });
}

async function call(base: string, pass: BrowserPass, cookie: string, method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': pass.token, cookie, ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`bench: ${method} ${path} answered ${res.status} ${await res.text()}`);
  return res;
}
