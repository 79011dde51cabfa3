import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TEST_CARDS } from '@storefront/contracts';
import { rowsOf } from '@storefront/db';
import { stockedBlankSku, type PickedSku } from '../../test-fixtures/catalog-picks';
import { buildTestApp, TestBrowser, type TestApp } from '../../test-fixtures/test-app';
import { card, intentStatus, readyCheckout } from '../orders/buy-flow.fixture';
import { CARD_FAILURES_PER_ADDRESS, CARD_FAILURES_PER_SHOPPER } from './card-attempt-limit';

let t: TestApp;
let tee: PickedSku;
let emails = 0;
const email = () => `payer${++emails}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  tee = await stockedBlankSku(t.handle.db, 0, 1000);
});
afterAll(() => t?.close());

const browser = () => new TestBrowser(t.app);
const create = (b: TestBrowser, store = 'us') => b.post('/api/v2/checkout/payment_intents.json', { store });
const confirm = (b: TestBrowser, id: string, number: string, expYear = 2099) => b.post(`/api/v2/checkout/payment_intents/${id}/confirm.json`, card(number, expYear));
const authenticate = (b: TestBrowser, id: string, result: 'approve' | 'fail') => b.post(`/api/v2/checkout/payment_intents/${id}/authenticate.json`, { result });
const checkoutTotal = async (b: TestBrowser) => (await b.get('/api/v2/checkout.json?store=us')).json().checkout.summary.total.amount as number;

async function readyGuest(quantity = 2) {
  const b = browser();
  await readyCheckout(b, tee.sku, quantity, { email: email() });
  return b;
}

describe('POST /api/v2/checkout/payment_intents.json', () => {
  it('answers 409 checkout_incomplete naming what is missing, and 404 with no cart', async () => {
    expect((await create(browser())).statusCode).toBe(404);
    const b = browser();
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    const res = await create(b);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'checkout_incomplete',
      message: 'Before paying, add your email address, a shipping address and a shipping speed.',
    });
    await b.put('/api/v2/checkout.json', { store: 'us', email: email(), shipping_speed: 'standard' });
    expect((await create(b)).json().message).toBe('Before paying, add a shipping address.');
  });

  it('creates an intent for the checkout total and reuses it, following the cart’s amount until a card is authorised', async () => {
    const b = await readyGuest(2);
    const first = await create(b);
    expect(first.statusCode).toBe(200);
    const intent = first.json().payment_intent;
    expect(intent).toMatchObject({ id: expect.stringMatching(/^pi_[A-Za-z0-9]{24}$/), status: 'requires_payment_method', amount: await checkoutTotal(b), currency: 'USD' });
    expect(intent).toMatchObject({ payment_method: null, last_payment_error: null, next_action: null });

    // the cart grows: same intent, new amount
    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    const again = (await create(b)).json().payment_intent;
    expect(again.id).toBe(intent.id);
    expect(again.amount).toBe(await checkoutTotal(b));
    expect(again.amount).toBeGreaterThan(intent.amount);
  });

  it('keeps an authorised intent for the same total, and replaces one authorised for another (releasing its hold)', async () => {
    const b = await readyGuest(1);
    const id = (await create(b)).json().payment_intent.id;
    expect((await confirm(b, id, TEST_CARDS.success)).json().payment_intent.status).toBe('requires_capture');
    expect((await create(b)).json().payment_intent).toMatchObject({ id, status: 'requires_capture' });

    await b.post('/api/cart/add', { sku: tee.sku, quantity: 1 });
    const next = (await create(b)).json().payment_intent;
    expect(next.id).not.toBe(id);
    expect(next).toMatchObject({ status: 'requires_payment_method', amount: await checkoutTotal(b) });
    expect(await intentStatus(t.handle.db, id)).toBe('canceled');
  });
});

describe('confirming a card', () => {
  it('authorises the success card: requires_capture, brand and last four kept, never the number or CVC', async () => {
    const b = await readyGuest();
    const id = (await create(b)).json().payment_intent.id;
    const res = await confirm(b, id, '4242 4242 4242 4242');
    expect(res.statusCode).toBe(200);
    expect(res.json().payment_intent).toMatchObject({
      status: 'requires_capture',
      payment_method: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2099 },
      last_payment_error: null,
    });
    const [row] = rowsOf<Record<string, unknown>>(await t.handle.db.execute(sql`select * from cart.payment_intents where id = ${id}`));
    expect(JSON.stringify(row)).not.toMatch(/424242|"123"/);
    expect((await b.get(`/api/v2/checkout/payment_intents/${id}.json`)).json().payment_intent.status).toBe('requires_capture');
    // an authorised intent cannot be confirmed again
    const twice = await confirm(b, id, TEST_CARDS.success);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('payment_intent_unexpected_state');
  });

  it('a decline answers 402 with the card’s reason, keeps it on the intent, leaves the cart intact, and another card then works', async () => {
    const b = await readyGuest(3);
    const cartBefore = (await b.get('/api/v2/cart.json?store=us')).json().cart;
    const id = (await create(b)).json().payment_intent.id;

    const declined = await confirm(b, id, TEST_CARDS.insufficientFunds);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: 'card_declined', message: 'Your card has insufficient funds.' });
    const intent = (await b.get(`/api/v2/checkout/payment_intents/${id}.json`)).json().payment_intent;
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    expect((await b.get('/api/v2/cart.json?store=us')).json().cart).toEqual(cartBefore);

    const generic = await confirm(b, id, TEST_CARDS.declined);
    expect(generic.statusCode).toBe(402);
    expect(generic.json()).toEqual({ code: 'card_declined', message: 'Your card was declined.' });

    const ok = await confirm(b, id, TEST_CARDS.success);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payment_intent).toMatchObject({ status: 'requires_capture', last_payment_error: null });
  });

  it('an expired card is expired_card; a number failing its checksum is incorrect_number; a malformed one is a 400', async () => {
    const b = await readyGuest();
    const id = (await create(b)).json().payment_intent.id;
    const expired = await confirm(b, id, TEST_CARDS.success, 2001);
    expect(expired.statusCode).toBe(402);
    expect(expired.json()).toEqual({ code: 'expired_card', message: 'Your card has expired.' });

    const wrong = await confirm(b, id, '4242424242424241');
    expect(wrong.statusCode).toBe(402);
    expect(wrong.json()).toEqual({ code: 'incorrect_number', message: 'Your card number is incorrect.' });

    const malformed = await confirm(b, id, '4242-abcd-4242');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'invalid_request', fieldErrors: { 'payment_method.card.number': expect.any(Array) } });
    const badCvc = await b.post(`/api/v2/checkout/payment_intents/${id}/confirm.json`, {
      payment_method: { card: { number: TEST_CARDS.success, exp_month: 13, exp_year: 2099, cvc: '1' } },
    });
    expect(badCvc.statusCode).toBe(400);
    expect(await intentStatus(t.handle.db, id)).toBe('requires_payment_method');
  });

  it('the authentication card waits for the extra step: approve authorises it', async () => {
    const b = await readyGuest();
    const id = (await create(b)).json().payment_intent.id;
    const pending = await confirm(b, id, TEST_CARDS.authenticationRequired);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().payment_intent).toMatchObject({ status: 'requires_action', next_action: { type: 'authenticate', message: expect.any(String) } });
    const approved = await authenticate(b, id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().payment_intent).toMatchObject({ status: 'requires_capture', next_action: null, payment_method: { last4: '3155' } });
  });

  it('a failed authentication answers 402 authentication_failed and asks for another card', async () => {
    const b = await readyGuest();
    const id = (await create(b)).json().payment_intent.id;
    await confirm(b, id, TEST_CARDS.authenticationRequired);
    const failed = await authenticate(b, id, 'fail');
    expect(failed.statusCode).toBe(402);
    expect(failed.json().code).toBe('authentication_failed');
    expect((await b.get(`/api/v2/checkout/payment_intents/${id}.json`)).json().payment_intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'authentication_failed' },
    });
    // nothing to authenticate now
    const again = await authenticate(b, id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('payment_intent_unexpected_state');
  });

  it('refuses a saved payment method id (the test provider takes card details): 422', async () => {
    const b = await readyGuest();
    const id = (await create(b)).json().payment_intent.id;
    const res = await b.post(`/api/v2/checkout/payment_intents/${id}/confirm.json`, { payment_method: { payment_method_id: 'pm_card_visa' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('payment_method_unsupported');
  });
});

describe('card attempts', () => {
  it('are limited per shopper: after ten declined cards in an hour the next try is a 429 that names the wait', async () => {
    const b = await readyGuest();
    const id = (await create(b)).json().payment_intent.id;
    for (let i = 0; i < CARD_FAILURES_PER_SHOPPER.max; i++) expect((await confirm(b, id, TEST_CARDS.declined)).statusCode).toBe(402);
    const limited = await confirm(b, id, TEST_CARDS.success);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toEqual({ code: 'rate_limited', message: 'Too many declined card attempts. Please try again in 60 minutes.' });
    expect((await b.get(`/api/v2/checkout/payment_intents/${id}.json`)).json().payment_intent.status).toBe('requires_payment_method');
    // another shopper is not held up by it
    const other = await readyGuest();
    expect((await confirm(other, (await create(other)).json().payment_intent.id, TEST_CARDS.success)).statusCode).toBe(200);
  });

  it('count only failures: successful payments never use up the budget', async () => {
    const b = await readyGuest();
    const id = (await create(b)).json().payment_intent.id;
    for (let i = 0; i < CARD_FAILURES_PER_SHOPPER.max - 1; i++) expect((await confirm(b, id, TEST_CARDS.declined)).statusCode).toBe(402);
    expect((await confirm(b, id, TEST_CARDS.success)).statusCode).toBe(200);
  });

  it('are limited per address across shoppers', async () => {
    const ip = '10.250.0.9';
    const shopperAt = async () => {
      const b = new TestBrowser(t.app, ip);
      await readyCheckout(b, tee.sku, 1, { email: email() });
      return { b, id: (await create(b)).json().payment_intent.id as string };
    };
    const perShopper = CARD_FAILURES_PER_SHOPPER.max;
    for (let i = 0; i < CARD_FAILURES_PER_ADDRESS.max / perShopper; i++) {
      const { b, id } = await shopperAt();
      for (let n = 0; n < perShopper; n++) expect((await confirm(b, id, TEST_CARDS.declined)).statusCode).toBe(402);
    }
    const { b, id } = await shopperAt();
    expect((await confirm(b, id, TEST_CARDS.success)).statusCode).toBe(429);
  });
});

describe('access', () => {
  it('another shopper’s intent is a 404 for every call, and stays as it was', async () => {
    const owner = await readyGuest();
    const id = (await create(owner)).json().payment_intent.id;
    for (const stranger of [browser(), await readyGuest()]) {
      expect((await stranger.get(`/api/v2/checkout/payment_intents/${id}.json`)).statusCode).toBe(404);
      expect((await confirm(stranger, id, TEST_CARDS.success)).statusCode).toBe(404);
      expect((await authenticate(stranger, id, 'approve')).statusCode).toBe(404);
    }
    expect(await intentStatus(t.handle.db, id)).toBe('requires_payment_method');
  });

  it('a confirm without the anti-forgery token is refused (403)', async () => {
    const b = await readyGuest();
    const id = (await create(b)).json().payment_intent.id;
    const res = await b.post(`/api/v2/checkout/payment_intents/${id}/confirm.json`, card(), { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(await intentStatus(t.handle.db, id)).toBe('requires_payment_method');
  });
});
