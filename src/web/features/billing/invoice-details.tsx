import type { ClientInvoice, Invoice } from '@/shared/contracts/billing';
import { formatMoney } from '@/shared/domain/money';
import { formatDate } from '@/web/lib/format';

/**
 * An invoice's content, read only, the same for staff and the client: its lines, then subtotal, discount,
 * tax and total as the server computed them, then the notes. A phone gets one block per line.
 */
export function InvoiceDetails({ invoice }: { invoice: Invoice | ClientInvoice }) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const taxPercent = invoice.taxRateBasisPoints / 100;
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label="Issued">{invoice.issueDate ? formatDate(invoice.issueDate) : 'Not sent yet'}</Fact>
        <Fact label="Due">
          {invoice.dueDate
            ? formatDate(invoice.dueDate)
            : `${invoice.netTermsDays} ${invoice.netTermsDays === 1 ? 'day' : 'days'} after sending`}
        </Fact>
        <Fact label="Currency">{invoice.currency}</Fact>
      </dl>
      {invoice.items.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-4 text-center text-muted-foreground">
          No line items yet.
        </p>
      ) : (
        <>
          <ul className="divide-y rounded-md border sm:hidden" aria-label="Line items">
            {invoice.items.map((item, index) => (
              // Lines have no id of their own; their place in the invoice is what identifies them.
              // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position
              <li key={index} className="flex flex-col gap-1 px-3 py-2">
                <span className="text-slate-900 [overflow-wrap:anywhere]">{item.description}</span>
                <span className="flex justify-between text-slate-600 tabular-nums">
                  <span>
                    {item.quantity} × {money(item.unitPriceMinor)}
                  </span>
                  <span className="font-medium text-slate-900">
                    {money(item.quantity * item.unitPriceMinor)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-left sm:table">
            <thead className="border-b text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Description
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Qty
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Unit price
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {invoice.items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position
                <tr key={index}>
                  <td className="py-2 pr-3 text-slate-900 [overflow-wrap:anywhere]">{item.description}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {money(item.unitPriceMinor)}
                  </td>
                  <td className="py-2 pl-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
                    {money(item.quantity * item.unitPriceMinor)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
        <dt className="text-muted-foreground">Subtotal</dt>
        <dd className="text-right">{money(invoice.subtotalMinor)}</dd>
        {invoice.discountMinor > 0 ? (
          <>
            <dt className="text-muted-foreground">Discount</dt>
            <dd className="text-right">−{money(invoice.discountMinor)}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Tax ({taxPercent}%)</dt>
        <dd className="text-right">{money(invoice.taxMinor)}</dd>
        <dt className="border-t pt-1 font-semibold text-slate-900">Total</dt>
        <dd className="border-t pt-1 text-right font-semibold text-slate-900">{money(invoice.totalMinor)}</dd>
      </dl>
      {invoice.notes ? (
        <div>
          <h3 className="text-xs font-medium text-muted-foreground">Notes</h3>
          <p className="mt-1 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">{invoice.notes}</p>
        </div>
      ) : null}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
