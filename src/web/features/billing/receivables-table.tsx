import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Receivable } from '@/shared/contracts/receivables';
import { formatMoney } from '@/shared/domain/money';
import { formatDate } from '@/web/lib/format';
import { InvoiceStateBadge } from './invoice-state-badge';

const total = (invoice: Receivable) => formatMoney(invoice.totalMinor, invoice.currency);
// The invoice is on its client's Billing tab: the row leads to that client's page.
const clientPage = (invoice: Receivable) =>
  `/admin/client/${encodeURIComponent(invoice.clientId)}?tab=billing`;

/**
 * The listed invoices, newest first. A phone gets one block per invoice; wider screens a table whose
 * invoice number is the link, so the keyboard reaches every row once.
 */
export function ReceivablesTable({ invoices }: { invoices: Receivable[] }) {
  return (
    <>
      <ul className="divide-y sm:hidden" aria-label="Invoices">
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <Link
              to={clientPage(invoice)}
              aria-label={`${invoice.number}, ${invoice.clientName}, ${total(invoice)}`}
              className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-slate-50"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium text-slate-900">{invoice.number}</span>
                  <InvoiceStateBadge state={invoice.displayState} />
                </span>
                <span className="truncate text-sm text-slate-700">{invoice.clientName}</span>
                <span className="flex justify-between gap-2 text-sm text-slate-600">
                  <span>Due {formatDate(invoice.dueDate)}</span>
                  <span className="font-medium text-slate-900 tabular-nums">{total(invoice)}</span>
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Invoices, newest first</caption>
          <thead className="border-b bg-slate-50 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Invoice
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Client
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Total
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Issued
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Due
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {invoices.map((invoice) => (
              <tr key={invoice.id} className="transition-colors hover:bg-slate-50">
                <td className="px-4 py-3 whitespace-nowrap">
                  <Link
                    to={clientPage(invoice)}
                    className="rounded font-medium text-slate-900 underline-offset-4 hover:underline"
                  >
                    {invoice.number}
                  </Link>
                </td>
                <td className="max-w-64 truncate px-4 py-3 text-slate-700">{invoice.clientName}</td>
                <td className="px-4 py-3">
                  <InvoiceStateBadge state={invoice.displayState} />
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
                  {total(invoice)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  {formatDate(invoice.issueDate)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatDate(invoice.dueDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
