import { describe, expect, it } from 'vitest';
import { moneyInputOf, parseMoneyInput, parsePercent, parseWhole, percentInputOf } from './money-input';

describe('money as the crafter types it', () => {
  it('reads amounts to the cent, refusing what is not one', () => {
    expect(parseMoneyInput('12.5')).toBe(1250);
    expect(parseMoneyInput('$1,200')).toBe(120_000);
    expect(parseMoneyInput(' 0.07 ')).toBe(7);
    expect(parseMoneyInput('12.345')).toBeNull();
    expect(parseMoneyInput('-3')).toBeNull();
    expect(parseMoneyInput('')).toBeNull();
    expect(moneyInputOf(1250)).toBe('12.50');
  });

  it('reads whole quantities and percentages (as basis points, at most 100%)', () => {
    expect(parseWhole('12')).toBe(12);
    expect(parseWhole('1.5')).toBeNull();
    expect(parsePercent('30')).toBe(3000);
    expect(parsePercent('12.5%')).toBe(1250);
    expect(parsePercent('100.01')).toBeNull();
    expect(percentInputOf(1250)).toBe('12.5');
  });
});
