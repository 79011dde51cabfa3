import { chromium, type Page } from '@playwright/test';
import { solidPng } from './src/test-png';
const BASE = 'http://localhost:3400';
const STAFF = 'screens-staff-token-0123456789abc';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ baseURL: BASE, locale: 'en-US' });
const page = await ctx.newPage();
const api = page.request;
const csrf = async () => {
  await page.goto('/');
  return JSON.parse((await page.locator('#sf-page-data').textContent())!).csrfToken as string;
};
const token = await csrf();
if (process.env.ONLY_SHOTS) { const g = await (await browser.newContext({ baseURL: BASE })).newPage(); await shot(g, '/port-company-pc61-essential-tee/reviews', '/tmp/rev-375.png', 375); await shot(g, '/reviews', '/tmp/store-rev-1366.png', 1366); await shot(g, '/reviews', '/tmp/store-rev-375.png', 375); await browser.close(); process.exit(0); }
const h = { 'x-csrf-token': token };
const email = `shots-${Date.now()}@example.com`;
let r = await api.post('/api/v2/sign_up.json', { headers: h, data: { email, password: 'correct horse battery', name: 'Renée Dupont' } });
console.log('signup', r.status());
const list = await (await api.get('/api/products?category=t-shirts&per_page=24&store=us')).json();
const p = list.products.find((x: { in_stock: boolean }) => x.in_stock);
const detail = (await (await api.get(`/api/products/${p.slug}?store=us`)).json()).product;
const skus = detail.compositions.flatMap((c: { sizes: { sku: string; stock: number }[] }) => c.sizes.filter((s) => s.stock > 5).map((s) => s.sku)).slice(0, 3);
for (const sku of skus) console.log('add', (await api.post('/api/cart/add', { headers: h, data: { sku, quantity: 1, store: 'us' } })).status());
r = await api.put('/api/v2/checkout.json', { headers: h, data: { store: 'us', ship_address: { name: 'Renée Dupont', line1: '1 Main St', city: 'Austin', region: 'TX', postal_code: '78701', country: 'US' }, shipping_speed: 'standard' } });
console.log('checkout', r.status());
const intent = (await (await api.post('/api/v2/checkout/payment_intents.json', { headers: h, data: { store: 'us' } })).json()).payment_intent.id;
await api.post(`/api/v2/checkout/payment_intents/${intent}/confirm.json`, { headers: h, data: { payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } } } });
r = await api.post('/api/v2/orders.json', { headers: { ...h, 'idempotency-key': `shots-${Date.now()}` }, data: { store: 'us', payment_intent_id: intent } });
const number = (await r.json()).order.number;
for (const to of ['in_production', 'shipped', 'delivered']) await api.post(`/api/staff/orders/${number}/status`, { headers: { authorization: `Bearer ${STAFF}` }, data: { to } });
const mine = await (await api.get(`/api/products/${detail.id}/reviews/mine`)).json();
const texts = [
  [5, 'Soft, heavy and the print held', 'Ordered these for our team shirts. After six washes the print has not cracked and the collar kept its shape.\nRuns true to size: I wear a large in most brands and the large fits.'],
  [4, 'Great blank for DTF', 'Pressed at 310°F for 15 seconds and the transfer went on clean. Only wish there were more heather colours.'],
  [3, 'Decent, a bit short', 'Good fabric but a touch shorter than I expected in the body. Read the size chart before you order.'],
];
for (const [i, line] of mine.lines.entries()) {
  const photoIds: string[] = [];
  if (i === 0) {
    const ph = await api.post('/api/reviews/photos', { headers: { ...h, 'content-type': 'image/png' }, data: solidPng(640, 480, [30, 80, 160]) });
    photoIds.push((await ph.json()).id);
  }
  const [rating, title, body] = texts[i % 3]!;
  r = await api.post(`/api/products/${detail.id}/reviews`, { headers: h, data: { order_line_id: line.order_line_id, rating, title, body, photo_ids: photoIds } });
  console.log('review', r.status());
}
async function shot(pg: Page, url: string, file: string, width: number) {
  await pg.setViewportSize({ width, height: width < 500 ? 812 : 900 });
  await pg.goto(url);
  await pg.waitForFunction(() => document.querySelector('[data-ssr], [data-hydrating]') === null);
  await pg.waitForTimeout(1500);
  await pg.screenshot({ path: file, fullPage: false });
}
const guest = await (await browser.newContext({ baseURL: BASE })).newPage();
await shot(guest, `/${detail.slug}/reviews`, '/tmp/rev-1366.png', 1366);
await shot(guest, `/${detail.slug}/reviews`, '/tmp/rev-375.png', 375);
await shot(guest, '/reviews', '/tmp/store-rev-1366.png', 1366);
await shot(guest, '/reviews', '/tmp/store-rev-375.png', 375);
await shot(page, `/${detail.slug}.html#reviews`, '/tmp/rev-signed-375.png', 375);
console.log(detail.slug);
await browser.close();
