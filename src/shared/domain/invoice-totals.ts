// An invoice's totals (issue 50): computed by this one function, on the server when a draft is read or
// sent; the browser shows what the server answered.

export type InvoiceLine = { quantity: number; unitPriceMinor: number };

export type InvoiceTotals = {
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
};

/**
 * subtotal = Σ quantity × unit price; tax = round-half-up(rate × (subtotal − discount) / 10000), the rate
 * in basis points; total = subtotal − discount + tax. Computed in BigInt so no product loses a cent; the
 * contract keeps inputs small enough that every result is a safe integer, and the discount at most the
 * subtotal (checked there, with a message).
 */
export function invoiceTotals(
  items: readonly InvoiceLine[],
  { taxRateBasisPoints, discountMinor }: { taxRateBasisPoints: number; discountMinor: number },
): InvoiceTotals {
  const subtotal = items.reduce((sum, item) => sum + BigInt(item.quantity) * BigInt(item.unitPriceMinor), 0n);
  const taxable = subtotal - BigInt(discountMinor);
  // Amounts are never negative, so adding half the divisor before the floor division rounds half up.
  const tax = (BigInt(taxRateBasisPoints) * taxable + 5_000n) / 10_000n;
  return {
    subtotalMinor: Number(subtotal),
    discountMinor,
    taxMinor: Number(tax),
    totalMinor: Number(taxable + tax),
  };
}
