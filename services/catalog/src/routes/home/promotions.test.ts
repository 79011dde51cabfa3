import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { homeResponse } from '@storefront/contracts';
import { coupons, seedDemoCoupons, type DatabaseHandle } from '@storefront/db';
import { errorHandler, frameworkErrors } from '@storefront/server-kit';
import { createTestDatabase } from '@storefront/testing';
import catalogApp from '../../app';

const NOW = new Date('2026-11-25T15:00:00Z');

let handle: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoCoupons(handle.db);
  await handle.db.insert(coupons).values([
    { code: 'USEDUP', kind: 'percent', percentOff: 20, maxUses: 3, timesUsed: 3 },
    { code: 'LATER', kind: 'percent', percentOff: 25, startsAt: new Date('2026-12-01T05:00:00Z') },
    { code: 'ENDSSOON', kind: 'fixed', amountOff: 500, currency: 'CAD', expiresAt: new Date('2026-11-30T05:00:00Z') },
  ]);
  app = Fastify({ logger: false, frameworkErrors });
  await app.register(errorHandler);
  await app.register(catalogApp, { prefix: '/api', db: handle.db, now: () => NOW });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const home = async (store: string) => homeResponse.parse((await app.inject(`/api/home?store=${store}`)).json());

describe('GET /api/home — live promotions', () => {
  it('US: the coupons a shopper can use now, in USD, from the data', async () => {
    // oldest first; coupons created together by code
    expect((await home('us')).promotions).toEqual([
      { code: 'SAVE10', kind: 'fixed', percent_off: null, amount_off: { amount: 1000, currency: 'USD' }, min_subtotal: { amount: 5000, currency: 'USD' }, expires_at: null, once_per_customer: false },
      { code: 'WELCOME10', kind: 'percent', percent_off: 10, amount_off: null, min_subtotal: null, expires_at: null, once_per_customer: true },
    ]);
  });

  it('Canada: no US-only coupon; Canadian ones with their end date; never expired, used up or not yet started', async () => {
    const { promotions } = await home('ca');
    expect(promotions.map((p) => p.code)).toEqual(['CANADA15', 'WELCOME10', 'ENDSSOON']);
    expect(promotions.find((p) => p.code === 'ENDSSOON')).toMatchObject({ amount_off: { amount: 500, currency: 'CAD' }, expires_at: '2026-11-30T05:00:00.000Z' });
  });
});

describe('GET /api/promotions/count — the header badge', () => {
  it('counts what home lists for each store, and refuses another store', async () => {
    for (const store of ['us', 'ca']) {
      const res = await app.inject(`/api/promotions/count?store=${store}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, count: (await home(store)).promotions.length });
    }
    expect((await app.inject('/api/promotions/count?store=ca')).json().count).toBe(3);
    const bad = await app.inject('/api/promotions/count?store=fr');
    expect(bad.statusCode).toBe(400);
  });
});
