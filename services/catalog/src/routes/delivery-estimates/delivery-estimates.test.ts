import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiError, deliveryEstimatesResponse, MAX_ESTIMATE_IDS, type BusinessLine } from '@storefront/contracts';
import { badgeEstimate, storeDefaultDestination } from '@storefront/delivery';
import { buildDeliveryTestApp, type DeliveryTestApp } from './delivery-test-app';

// Mon 2026-11-23, 10:00 EST in Atlanta (07:00 in Reno); Thanksgiving is Thu Nov 26
const MONDAY_10AM_EST = '2026-11-23T15:00:00Z';

let t: DeliveryTestApp;
beforeAll(async () => {
  t = await buildDeliveryTestApp(MONDAY_10AM_EST);
});
afterAll(() => t?.close());
beforeEach(() => t.setNow(MONDAY_10AM_EST));

async function estimates(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, max-age=60');
  return deliveryEstimatesResponse.parse(res.json()).estimates;
}

async function problem(url: string, status: number) {
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body).toBe(status);
  return apiError.parse(res.json());
}

describe('GET /api/products/delivery_estimates.json', () => {
  it('answers 48 compositions in one call, with two database statements whatever the batch size', async () => {
    const execute = vi.spyOn(t.db, 'execute');
    const result = await estimates(`/api/products/delivery_estimates.json?composition_ids=${t.batch.join(',')}&cb=123`);
    // the stock, and what each product is (printed and made-to-order goods include production)
    expect(execute).toHaveBeenCalledTimes(2);
    execute.mockRestore();

    expect(Object.keys(result).sort()).toEqual(t.batch.map(String).sort());
    t.batch.forEach((id, i) => {
      // the store's default destination (New York) from Atlanta: standard in 3 business days
      // skipping Thanksgiving; overnight before its 5 PM cutoff → tomorrow, named beside it
      expect(result[String(id)]).toEqual({
        date: 'Fri, Nov 27',
        delivery_endtime: '9PM',
        delivery_type: 'standard',
        inventory: i + 1, // the M size's stock, not S's
        one_ship_day: true,
        shipping_rate: { amount: 795, currency: 'USD' },
        timeleft: 8 * 3600,
        delivery_day: '2026-11-27',
        delivery_time: '2026-11-27T08:00:00-05:00',
        delivery_time_end: '2026-11-27T21:00:00-05:00',
        cutoff_at: '2026-11-23T18:00:00-05:00',
        shipping_speed: 'standard',
        faster: {
          shipping_speed: 'overnight',
          date: 'Tomorrow',
          delivery_type: 'next_day',
          shipping_rate: { amount: 3495, currency: 'USD' },
          timeleft: 7 * 3600,
          delivery_day: '2026-11-24',
          delivery_time: '2026-11-24T08:00:00-05:00',
          delivery_time_end: '2026-11-24T21:00:00-05:00',
          cutoff_at: '2026-11-23T17:00:00-05:00',
        },
      });
    });
  });

  it('estimates printed and made-to-order goods with their production day, at every speed', async () => {
    const ids = {
      printedTee: t.seeded.compositionIds['custom-printed-tee']![0]!,
      sticker: t.seeded.compositionIds['die-cut-vinyl-sticker']![0]!,
      transfer: t.seeded.compositionIds['dtf-gang-sheet']![0]!,
      blank: t.seeded.compositionIds['gildan-heavy-cotton-tee']![0]!,
    };
    const result = await estimates(`/api/products/delivery_estimates.json?composition_ids=${Object.values(ids).join(',')}`);
    // all four ship only from the Reno building (NV): made ones one production day later
    const reno = [{ code: 'NV', country: 'US' as const, timeZone: 'America/Los_Angeles', onHand: 1000 }];
    const engine = (kind: 'standard' | 'made', businessLine: BusinessLine) =>
      badgeEstimate({ now: new Date(MONDAY_10AM_EST), store: 'us', businessLine, kind, quantity: 1, destination: storeDefaultDestination('us'), warehouses: reno })!.estimate;
    for (const [id, line] of [[ids.printedTee, 'print'], [ids.sticker, 'stickers'], [ids.transfer, 'transfers']] as const) {
      const est = result[String(id)]!;
      expect(est.delivery_type, line).toBe('made');
      expect(est.delivery_day, line).toBe(engine('made', line).delivery_day);
      expect(est.faster?.delivery_day, line).toBe(engine('made', line).faster?.delivery_day);
      // production is a day the stocked version would not wait
      expect(est.delivery_day > engine('standard', line).delivery_day, line).toBe(true);
    }
    expect(result[String(ids.printedTee)]!.faster).toMatchObject({ shipping_speed: 'overnight', date: 'Wed, Nov 25', delivery_type: 'made' });
    expect(result[String(ids.blank)]!.delivery_type).not.toBe('made');
  });

  it('still promises a made-to-order transfer with nothing on hand, with no units-left count', async () => {
    const transfer = t.seeded.compositionIds['dtf-gang-sheet']![0]!;
    const before = (await estimates(`/api/products/delivery_estimates.json?composition_ids=${transfer}`))[String(transfer)]!;
    await t.db.execute(sql`update catalog.inventory set on_hand = 0 where sku_id in (select id from catalog.skus where composition_id = ${transfer})`);
    try {
      const after = (await estimates(`/api/products/delivery_estimates.json?composition_ids=${transfer}`))[String(transfer)]!;
      expect(after.delivery_day).toBe(before.delivery_day);
      expect(after.inventory).toBeNull();
      expect(before.inventory).toBeNull();
    } finally {
      await t.db.execute(sql`update catalog.inventory set on_hand = 1000 where sku_id in (select id from catalog.skus where composition_id = ${transfer})`);
    }
  });

  it('leaves unknown ids and compositions nobody can ship out, without failing the batch', async () => {
    const [black, , cherryRed] = t.seeded.compositionIds['gildan-heavy-cotton-tee']!;
    // stocked only in the closed Dallas building: nobody can ship it
    const [closedOnly] = t.seeded.compositionIds['custom-printed-hoodie']!;
    const ids = [black!, cherryRed!, 999_999, closedOnly!];
    const result = await estimates(`/api/products/delivery_estimates.json?composition_ids=${ids.join(',')}`);
    expect(Object.keys(result)).toEqual([String(black)]);
    // Black's best size is M (20 in Reno): the estimate reports the Reno building's units
    expect(result[String(black)]!.inventory).toBe(20);
  });

  it(`refuses more than ${MAX_ESTIMATE_IDS} ids with a 400`, async () => {
    const ids = Array.from({ length: MAX_ESTIMATE_IDS + 1 }, (_, i) => i + 1).join(',');
    const err = await problem(`/api/products/delivery_estimates.json?composition_ids=${ids}`, 400);
    expect(err.message).toBe(`Invalid query: composition_ids must have at most ${MAX_ESTIMATE_IDS} items`);
  });

  it.each(['1234', 'ABCDE', 'D1A 1A1', '12345-67'])('refuses the malformed zipcode %j with a 400 that says what is expected', async (zip) => {
    const err = await problem(`/api/products/delivery_estimates.json?composition_ids=${t.batch[0]}&zipcode=${encodeURIComponent(zip)}`, 400);
    expect(err.message).toBe('zipcode must be a US ZIP code (12345 or 12345-6789) or a Canadian postal code (A1A 1A1, or its first three characters)');
    expect(err.fieldErrors?.zipcode).toHaveLength(1);
  });

  it('the CA store with a Toronto postal code: CAD price, Toronto time', async () => {
    const id = t.batch[4]!;
    const result = await estimates(`/api/products/delivery_estimates.json?composition_ids=${id}&store=ca&zipcode=m5v3l9`);
    // standard from Atlanta to Ontario in 5 Canadian business days (Thanksgiving is not one of
    // Canada's holidays); overnight tomorrow beside it, each at its CAD price
    expect(result[String(id)]).toMatchObject({
      shipping_speed: 'standard',
      date: 'Mon, Nov 30',
      shipping_rate: { amount: 1195, currency: 'CAD' },
      delivery_day: '2026-11-30',
      delivery_time_end: '2026-11-30T21:00:00-05:00',
      faster: { shipping_speed: 'overnight', date: 'Tomorrow', shipping_rate: { amount: 4495, currency: 'CAD' }, delivery_day: '2026-11-24' },
    });
  });

  it('uses the delivery_zip cookie when no zipcode is given, and the zipcode over the cookie', async () => {
    const id = t.batch[0]!;
    const url = `/api/products/delivery_estimates.json?composition_ids=${id}`;
    // an Atlanta address before noon: the metro courier brings it today
    // (with overnight: standard is tomorrow there, by metro ground)
    const fromCookie = await estimates(url, { cookie: 'sid=abc; delivery_zip=30303' });
    expect(fromCookie[String(id)]).toMatchObject({ date: 'Tomorrow', shipping_speed: 'standard' });
    expect(fromCookie[String(id)]!.faster).toMatchObject({ shipping_speed: 'overnight', date: 'Today', delivery_type: 'same_day', timeleft: 2 * 3600, delivery_time: '2026-11-23T12:00:00-05:00' });

    const asked = await estimates(`${url}&zipcode=10001`, { cookie: 'delivery_zip=30303' });
    expect(asked[String(id)]!.date).toBe('Fri, Nov 27');
    expect(asked[String(id)]!.faster!.date).toBe('Tomorrow');

    // a Canadian postal code in the cookie, URL-encoded as a browser sends it
    const canadian = await estimates(url, { cookie: 'delivery_zip=V6B%201A1' });
    expect(canadian[String(id)]!.faster!.delivery_time_end).toBe('2026-11-24T21:00:00-08:00');

    // a tampered cookie is ignored (the default destination), not a 400
    const tampered = await estimates(url, { cookie: 'delivery_zip=nonsense' });
    expect(tampered[String(id)]!.faster!.delivery_time_end).toBe('2026-11-24T21:00:00-05:00');
  });

  it('a fixed clock on either side of the 9 PM made cutoff changes one_ship_day and the date', async () => {
    const id = t.batch[0]!;
    const url = `/api/products/delivery_estimates.json?composition_ids=${id}&made=true`;

    t.setNow('2026-11-24T01:59:59Z'); // Mon 8:59:59 PM in Atlanta
    const before = (await estimates(url))[String(id)]!;
    // order Mon, made Tue, 3 days to New York skipping Thanksgiving: Wed, Fri, Mon
    expect(before).toMatchObject({ one_ship_day: true, timeleft: 1, delivery_type: 'made', date: 'Mon, Nov 30', delivery_day: '2026-11-30' });

    t.setNow('2026-11-24T02:00:00Z'); // 9:00 PM
    const after = (await estimates(url))[String(id)]!;
    expect(after).toMatchObject({ one_ship_day: false, delivery_type: 'made', date: 'Tue, Dec 1', delivery_day: '2026-12-01', cutoff_at: '2026-11-24T21:00:00-05:00' });
  });
});

describe('GET /api/products/delivery_estimates/flash.json', () => {
  it('estimates flash items with their own delivery type', async () => {
    const id = t.batch[1]!;
    const result = await estimates(`/api/products/delivery_estimates/flash.json?composition_ids=${id}`);
    expect(result[String(id)]).toMatchObject({ delivery_type: 'flash', date: 'Fri, Nov 27', cutoff_at: '2026-11-23T21:00:00-05:00' });
    expect(result[String(id)]!.faster).toMatchObject({ shipping_speed: 'overnight', delivery_type: 'flash', date: 'Tomorrow', cutoff_at: '2026-11-23T21:00:00-05:00' });
  });
});

describe('GET /api/v2/{business_line}/delivery_estimates.json', () => {
  it('uses the line in the path: at 2 PM blanks still go out overnight, print has closed', async () => {
    t.setNow('2026-11-23T19:00:00Z'); // 2 PM EST
    const id = t.batch[2]!;
    const blanks = await estimates(`/api/v2/blanks/delivery_estimates.json?composition_ids=${id}`);
    expect(blanks[String(id)]!.faster).toMatchObject({ shipping_speed: 'overnight', date: 'Tomorrow', cutoff_at: '2026-11-23T17:00:00-05:00' });
    const print = await estimates(`/api/v2/print/delivery_estimates.json?composition_ids=${id}`);
    // print's 1 PM overnight and 2 PM standard cutoffs have passed: ships Tue, standard 3 days skipping Thanksgiving → Wed, Fri, Mon
    expect(print[String(id)]).toMatchObject({ date: 'Mon, Nov 30', one_ship_day: false, delivery_type: 'standard', shipping_rate: { amount: 795, currency: 'USD' } });
    // overnight leaves Tuesday too: Wednesday, still the soonest
    expect(print[String(id)]!.faster).toMatchObject({ shipping_speed: 'overnight', date: 'Wed, Nov 25' });
  });

  it('answers an unknown business line with a 404', async () => {
    const err = await problem(`/api/v2/socks/delivery_estimates.json?composition_ids=${t.batch[0]}`, 404);
    expect(err.code).toBe('not_found');
  });
});
