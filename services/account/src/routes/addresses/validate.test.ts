import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '@storefront/testing';
import { buildTestApp, type TestApp } from '../../test-fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const validate = (body: unknown) => new TestBrowser(t.app).post('/api/addresses/validate', body);
const us = { name: 'Ada Lovelace', line1: '350 5th Ave', city: 'New York', region: 'ny', postal_code: '10118-0110', country: 'US' };
const ca = { name: 'Ada Lovelace', line1: '290 Bremner Blvd', line2: '', city: 'Toronto', region: 'on', postal_code: 'm5v3l9', country: 'CA', phone: '+1 416 868 6937' };

describe('POST /api/addresses/validate', () => {
  it('answers a US address normalised, for a guest', async () => {
    const res = await validate(us);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ address: { ...us, region: 'NY', line2: null, phone: null } });
  });

  it('normalises a Canadian postal code to "A1A 1A1" and the province to upper case', async () => {
    const res = await validate(ca);
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toMatchObject({ region: 'ON', postal_code: 'M5V 3L9', line2: null, phone: '+1 416 868 6937' });
  });

  it.each([
    ['a ZIP that is not one', { ...us, postal_code: '1011' }, ['postal_code']],
    ['a ZIP+4 without its dash digits', { ...us, postal_code: '10118-01' }, ['postal_code']],
    ['a state that is not one', { ...us, region: 'XX' }, ['region']],
    ['a province for a US address', { ...us, region: 'ON' }, ['region']],
    ['a postal code with a letter Canada Post never uses', { ...ca, postal_code: 'D5V 3L9' }, ['postal_code']],
    ['a US ZIP for a Canadian address', { ...ca, postal_code: '10118' }, ['postal_code']],
    ['a missing city and a blank name', { ...us, city: undefined, name: '  ' }, ['city', 'name']],
    ['an empty first line', { ...us, line1: '' }, ['line1']],
    ['a country we do not ship to', { ...us, country: 'FR' }, ['country']],
    ['a phone that is not one', { ...us, phone: 'call me' }, ['phone']],
  ])('refuses %s with 422 invalid_address and field errors', async (_name, body, fields) => {
    const res = await validate(body);
    expect(res.statusCode).toBe(422);
    const err = res.json();
    expect(err.code).toBe('invalid_address');
    expect(err.message).toBe('Please correct the address.');
    expect(Object.keys(err.fieldErrors).sort()).toEqual([...fields].sort());
  });

  it('says what a field needs', async () => {
    expect((await validate({ ...us, line1: ' ' })).json().fieldErrors).toEqual({ line1: ['is required'] });
    const res = await validate({ ...ca, postal_code: '12345' });
    expect(res.json().fieldErrors).toEqual({ postal_code: ['must be a postal code like A1A 1A1'] });
  });

  it('answers 400 for a body that is not an address object, or has unknown keys', async () => {
    for (const payload of [JSON.stringify([us]), '"NY"', '42']) {
      const res = await new TestBrowser(t.app).request({ method: 'POST', url: '/api/addresses/validate', payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
    const extra = await validate({ ...us, is_default: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fieldErrors).toEqual({ is_default: ['is not a known parameter'] });
  });

  it('needs the anti-forgery token', async () => {
    const res = await new TestBrowser(t.app).post('/api/addresses/validate', us, { csrf: false });
    expect(res.statusCode).toBe(403);
  });
});
