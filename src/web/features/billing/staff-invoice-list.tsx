import { ChevronRight } from 'lucide-react';
import type { Invoice } from '@/shared/contracts/billing';
import { formatMoney } from '@/shared/domain/money';
import { formatDate } from '@/web/lib/format';
import { InvoiceStateBadge } from './invoice-state-badge';

/** What an invoice is called in lists and titles: its number once sent, else 'Draft'. */
export const invoiceName = (invoice: Invoice) => invoice.number ?? 'Draft';

const issued = (invoice: Invoice) => (invoice.issueDate ? formatDate(invoice.issueDate) : 'Not sent');
const due = (invoice: Invoice) => (invoice.dueDate ? formatDate(invoice.dueDate) : '—');
const total = (invoice: Invoice) => formatMoney(invoice.totalMinor, invoice.currency);

/**
 * A client's invoices for staff, newest first, each opening its dialog. A phone gets one block per
 * invoice; wider screens a table, its number a button so the keyboard reaches every row.
 */
export function StaffInvoiceList({
  invoices,
  onOpen,
}: {
  invoices: Invoice[];
  onOpen: (id: string) => void;
}) {
  return (
    <>
      <ul className="divide-y sm:hidden" aria-label="Invoices">
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <button
              type="button"
              onClick={() => onOpen(invoice.id)}
              aria-label={`Open ${invoiceName(invoice)}, ${total(invoice)}`}
              className="flex w-full cursor-pointer items-center gap-3 py-3 text-left transition-colors hover:bg-slate-50"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium text-slate-900">{invoiceName(invoice)}</span>
                  <InvoiceStateBadge state={invoice.displayState} />
                </span>
                <span className="flex justify-between gap-2 text-sm text-slate-600">
                  <span>{invoice.dueDate ? `Due ${due(invoice)}` : issued(invoice)}</span>
                  <span className="font-medium text-slate-900 tabular-nums">{total(invoice)}</span>
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">Invoices</caption>
        <thead className="border-b text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Invoice
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Issued
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Due
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Total
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {invoices.map((invoice) => (
            // The whole row opens the invoice for a pointer; the number's button is the keyboard's way.
            <tr
              key={invoice.id}
              onClick={() => onOpen(invoice.id)}
              className="cursor-pointer transition-colors hover:bg-slate-50"
            >
              <td className="py-3 pr-3 whitespace-nowrap">
                <button
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(invoice.id);
                  }}
                  className="cursor-pointer rounded font-medium text-slate-900 underline-offset-4 hover:underline"
                >
                  {invoiceName(invoice)}
                </button>
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-600">{issued(invoice)}</td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-600">{due(invoice)}</td>
              <td className="px-3 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
                {total(invoice)}
              </td>
              <td className="py-3 pl-3 text-right">
                <InvoiceStateBadge state={invoice.displayState} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
