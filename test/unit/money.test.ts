import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits, moneyInputValue, parseMoney } from '../../src/shared/domain/money';

describe('money', () => {
  it('knows how many digits each currency keeps', () => {
    expect([minorDigits('USD'), minorDigits('JPY'), minorDigits('KWD')]).toEqual([2, 0, 3]);
  });

  it('shows minor units in the currency, exactly, even past what a float holds', () => {
    expect(formatMoney(123_456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(1_500, 'JPY')).toBe('¥1,500');
    expect(formatMoney(250_000, 'EUR')).toBe('€2,500.00');
    expect(formatMoney(999_999_999_999_999, 'USD')).toBe('$9,999,999,999,999.99');
  });

  it('reads what someone typed as minor units, and refuses what is not a plain amount', () => {
    expect(parseMoney('1,250.5', 'USD')).toBe(125_050);
    expect(parseMoney('$12', 'USD')).toBe(1_200);
    expect(parseMoney('.5', 'USD')).toBe(50);
    expect(parseMoney('€ 3.10', 'EUR')).toBe(310);
    expect(parseMoney('1500', 'JPY')).toBe(1_500);
    expect(parseMoney('1.234', 'USD')).toBeNull();
    expect(parseMoney('15.5', 'JPY')).toBeNull();
    expect(parseMoney('-5', 'USD')).toBeNull();
    expect(parseMoney('abc', 'USD')).toBeNull();
    expect(parseMoney('', 'USD')).toBeNull();
  });

  it('gives a form the amount to edit, which reads back as the same minor units', () => {
    expect(moneyInputValue(125_050, 'USD')).toBe('1250.50');
    expect(moneyInputValue(5, 'USD')).toBe('0.05');
    expect(moneyInputValue(1_500, 'JPY')).toBe('1500');
    for (const [minor, currency] of [
      [125_050, 'USD'],
      [7, 'KWD'],
      [0, 'EUR'],
    ] as const)
      expect(parseMoney(moneyInputValue(minor, currency), currency)).toBe(minor);
  });
});
