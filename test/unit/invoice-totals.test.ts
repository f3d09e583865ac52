import { describe, expect, it } from 'vitest';
import { invoiceTotals } from '../../src/shared/domain/invoice-totals';

describe('invoiceTotals', () => {
  it('adds the lines, takes the discount off, then taxes what is left', () => {
    const items = [
      { quantity: 3, unitPriceMinor: 12_500 },
      { quantity: 1, unitPriceMinor: 4_999 },
    ];
    expect(invoiceTotals(items, { taxRateBasisPoints: 2_000, discountMinor: 2_499 })).toEqual({
      subtotalMinor: 42_499,
      discountMinor: 2_499,
      taxMinor: 8_000,
      totalMinor: 48_000,
    });
  });

  it('rounds the tax half up, and only then', () => {
    // 8.25% of 1.50 is 12.375 cents → 12; of 3.00 is 24.75 → 25; 5% of 0.10 is exactly half a cent → 1.
    expect(
      invoiceTotals([{ quantity: 1, unitPriceMinor: 150 }], { taxRateBasisPoints: 825, discountMinor: 0 })
        .taxMinor,
    ).toBe(12);
    expect(
      invoiceTotals([{ quantity: 2, unitPriceMinor: 150 }], { taxRateBasisPoints: 825, discountMinor: 0 })
        .taxMinor,
    ).toBe(25);
    expect(
      invoiceTotals([{ quantity: 1, unitPriceMinor: 10 }], { taxRateBasisPoints: 500, discountMinor: 0 })
        .taxMinor,
    ).toBe(1);
  });

  it('is all zeros for no lines, and exact for amounts past what a double multiplies exactly', () => {
    expect(invoiceTotals([], { taxRateBasisPoints: 1_000, discountMinor: 0 })).toEqual({
      subtotalMinor: 0,
      discountMinor: 0,
      taxMinor: 0,
      totalMinor: 0,
    });
    const big = invoiceTotals([{ quantity: 999_999, unitPriceMinor: 999_999_999 }], {
      taxRateBasisPoints: 10_000,
      discountMinor: 1,
    });
    expect(big.subtotalMinor).toBe(999_998_999_000_001);
    expect(big.totalMinor).toBe(2 * 999_998_999_000_000);
  });
});
