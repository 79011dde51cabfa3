import { describe, expect, it } from 'vitest';
import { checkShipAddress } from './ship-address-check';

const toronto = { name: 'Ada', line1: '1 King St W', city: 'Toronto', region: 'ON', postal_code: 'm5h2n2', country: 'CA' };

describe('checkShipAddress (the rule account and checkout share)', () => {
  it('answers the normalised address', () => {
    const checked = checkShipAddress(toronto);
    expect(checked.ok && checked.address.postal_code).toBe('M5H 2N2');
  });

  it('calls a body that is not an address object malformed, naming the field', () => {
    expect(checkShipAddress('1 King St', 'ship_address')).toEqual({
      ok: false,
      problem: 'malformed',
      issues: [{ keyword: 'invalid_type', instancePath: '/ship_address', message: 'must be an address object' }],
    });
    expect(checkShipAddress([toronto])).toMatchObject({ ok: false, problem: 'malformed' });
  });

  it('calls unknown keys malformed, named with their parent object', () => {
    const checked = checkShipAddress({ ...toronto, nickname: 'home' }, 'ship_address');
    expect(checked).toMatchObject({ ok: false, problem: 'malformed', issues: [{ keyword: 'unrecognized_keys', params: { keys: ['ship_address.nickname'] } }] });
  });

  it('calls wrong values invalid, one issue per field, an empty required line as "required"', () => {
    const checked = checkShipAddress({ ...toronto, city: '', postal_code: '12345' }, 'ship_address');
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problem).toBe('invalid');
    expect(checked.issues.map((i) => [i.instancePath, i.keyword])).toEqual(
      expect.arrayContaining([['/ship_address/city', 'required'], ['/ship_address/postal_code', expect.any(String)]]),
    );
  });
});
