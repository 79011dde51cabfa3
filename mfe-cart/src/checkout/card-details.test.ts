import { describe, expect, it } from 'vitest';
import { readCard } from './card-details';

const june2026 = new Date(2026, 5, 15);

describe('readCard', () => {
  it('reads spaced numbers and MM/YY into the provider card', () => {
    expect(readCard({ number: '4242 4242 4242 4242', expiry: '07/29', cvc: '123' }, june2026)).toEqual({
      card: { number: '4242424242424242', exp_month: 7, exp_year: 2029, cvc: '123' },
      errors: null,
    });
  });

  it('accepts the current month and refuses the one before', () => {
    expect(readCard({ number: '4242424242424242', expiry: '06/26', cvc: '123' }, june2026).errors).toBeNull();
    expect(readCard({ number: '4242424242424242', expiry: '05/26', cvc: '123' }, june2026).errors).toEqual({ expiry: 'has passed' });
  });

  it('names every wrong field', () => {
    expect(readCard({ number: '4242', expiry: '13/30', cvc: '12' }, june2026).errors).toEqual({
      number: 'must be 12 to 19 digits',
      expiry: 'must be a month and year like 07/29',
      cvc: 'must be 3 or 4 digits',
    });
  });
});
