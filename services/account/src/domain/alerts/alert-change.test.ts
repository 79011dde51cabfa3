import { describe, expect, it } from 'vitest';
import { alertChange, type MonitoredRow } from './alert-change';

const T0 = new Date('2026-03-01T10:00:00.000Z');
const T1 = new Date('2026-03-01T10:05:00.000Z');

const item = (over: Partial<MonitoredRow>): MonitoredRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  productId: 1,
  kind: 'price_drop',
  store: 'us',
  sku: null,
  size: null,
  baselineAmount: 1500,
  baselineCurrency: 'USD',
  baselineInStock: null,
  createdAt: T0,
  lastNotifiedAt: null,
  lastNotifiedAmount: null,
  lastNotifiedInStock: null,
  ...over,
});
const price = (unitPrice: number | null) => ({ unitPrice, inStock: null });
const stock = (inStock: boolean | null) => ({ unitPrice: 1500, inStock });

describe('alertChange: price_drop', () => {
  it('mails a price below the baseline, from the baseline, keyed by the price and "after subscription"', () => {
    expect(alertChange(item({}), price(1299), T1)).toEqual({
      kind: 'mail',
      next: { lastNotifiedAt: T1, lastNotifiedAmount: 1299, lastNotifiedInStock: null },
      mail: { changeKey: 'price:1299 after subscription', oldAmount: 1500, newAmount: 1299, currency: 'USD', inStock: null },
    });
  });

  it('says nothing at or above the baseline, or where the store no longer prices it', () => {
    expect(alertChange(item({}), price(1500), T1)).toBeNull();
    expect(alertChange(item({}), price(1800), T1)).toBeNull();
    expect(alertChange(item({}), price(null), T1)).toBeNull();
  });

  it('after a mail: a further drop mails from the last price; the same price or a rise still under the baseline does not', () => {
    const mailed = item({ lastNotifiedAt: T0, lastNotifiedAmount: 1299 });
    expect(alertChange(mailed, price(1299), T1)).toBeNull();
    expect(alertChange(mailed, price(1399), T1)).toBeNull();
    expect(alertChange(mailed, price(1199), T1)).toMatchObject({
      kind: 'mail',
      mail: { changeKey: `price:1199 after ${T0.toISOString()}`, oldAmount: 1299, newAmount: 1199 },
    });
  });

  it('back at the baseline re-arms it (the last notification kept), so the next sale mails again under a new key', () => {
    const mailed = item({ lastNotifiedAt: T0, lastNotifiedAmount: 1299 });
    expect(alertChange(mailed, price(1500), T1)).toEqual({ kind: 'rearm', next: { lastNotifiedAt: T0, lastNotifiedAmount: null, lastNotifiedInStock: null } });
    const rearmed = item({ lastNotifiedAt: T0, lastNotifiedAmount: null });
    expect(alertChange(rearmed, price(1299), T1)).toMatchObject({ kind: 'mail', mail: { changeKey: `price:1299 after ${T0.toISOString()}`, oldAmount: 1500 } });
  });
});

describe('alertChange: back_in_stock', () => {
  const waiting = item({ kind: 'back_in_stock', baselineAmount: null, baselineCurrency: null, baselineInStock: false, size: 'XL' });

  it('mails when what it watches has stock and had none at the baseline', () => {
    expect(alertChange(waiting, stock(true), T1)).toEqual({
      kind: 'mail',
      next: { lastNotifiedAt: T1, lastNotifiedAmount: null, lastNotifiedInStock: true },
      mail: { changeKey: 'in_stock after subscription', oldAmount: null, newAmount: null, currency: null, inStock: true },
    });
    expect(alertChange(waiting, stock(false), T1)).toBeNull();
    expect(alertChange(waiting, stock(null), T1)).toBeNull();
  });

  it('once mailed, says nothing while in stock; running out re-arms; coming back mails under a new key', () => {
    const mailed = { ...waiting, lastNotifiedAt: T0, lastNotifiedInStock: true };
    expect(alertChange(mailed, stock(true), T1)).toBeNull();
    expect(alertChange(mailed, stock(false), T1)).toEqual({ kind: 'rearm', next: { lastNotifiedAt: T0, lastNotifiedAmount: null, lastNotifiedInStock: false } });
    const rearmed = { ...mailed, lastNotifiedInStock: false };
    expect(alertChange(rearmed, stock(true), T1)).toMatchObject({ kind: 'mail', mail: { changeKey: `in_stock after ${T0.toISOString()}` } });
  });

  it('subscribed while in stock: running out first arms it', () => {
    const stocked = { ...waiting, baselineInStock: true };
    expect(alertChange(stocked, stock(true), T1)).toBeNull();
    expect(alertChange(stocked, stock(false), T1)).toMatchObject({ kind: 'rearm', next: { lastNotifiedInStock: false } });
  });
});
