import type { ReactNode } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import type { InvoiceInput } from '@/shared/contracts/billing';
import { DEFAULT_CURRENCY, isCurrency } from '@/shared/domain/billing';
import { formatMoney } from '@/shared/domain/money';
import { cn } from '@/web/lib/cn';
import { formTotals, type InvoiceFormValues, readTaxRate } from './invoice-form-schema';

/**
 * The editor's subtotal, discount, tax and total as typed so far, from the same function the server uses;
 * only a display: the server computes what it stores. Watching here re-renders only this block per key.
 */
export function RunningTotals({ control }: { control: Control<InvoiceFormValues, unknown, InvoiceInput> }) {
  const values = useWatch({ control }) as InvoiceFormValues;
  const currency = isCurrency(values.currency) ? values.currency : DEFAULT_CURRENCY;
  const totals = formTotals({ ...values, currency, items: values.items ?? [] });
  const money = (minor: number) => formatMoney(minor, currency);
  const rate = readTaxRate(values.taxRate ?? '');
  return (
    <section aria-label="Totals" className="ml-auto w-full max-w-xs rounded-lg bg-slate-50 px-4 py-3">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums">
        <Row label="Subtotal">{money(totals.subtotalMinor)}</Row>
        <Row label="Discount">{totals.discountMinor > 0 ? `−${money(totals.discountMinor)}` : money(0)}</Row>
        <Row label={rate === undefined ? 'Tax' : `Tax (${rate / 100}%)`}>{money(totals.taxMinor)}</Row>
        <Row label="Total" strong>
          {money(totals.totalMinor)}
        </Row>
      </dl>
    </section>
  );
}

/** One line of the sums; the total's rule runs unbroken under both columns. */
function Row({ label, strong, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div
      className={cn(
        'col-span-2 grid grid-cols-subgrid gap-x-4',
        strong && 'mt-1 border-t pt-1.5 font-semibold text-slate-900',
      )}
    >
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}
