import type { ClientInvoice } from '@/shared/contracts/billing';
import { formatMoney } from '@/shared/domain/money';
import { formatDate } from '@/web/lib/format';
import { Skeleton } from '@/web/ui/skeleton';
import { InvoiceStateBadge } from './invoice-state-badge';

type ListProps = { invoices: ClientInvoice[]; onOpen: (invoice: ClientInvoice) => void };

/** What an invoice is for, in a line: its first item, and how many more there are. */
function summary(invoice: ClientInvoice) {
  const [first, ...rest] = invoice.items;
  if (!first) return '';
  return rest.length === 0 ? first.description : `${first.description} (+${rest.length} more)`;
}

// A sent invoice always has its issue date; the moment it was sent stands in should one ever lack it.
const issued = (invoice: ClientInvoice) =>
  formatDate(invoice.issueDate ?? invoice.sentAt ?? invoice.createdAt);

/**
 * The invoice number is the row's one button, stretched over the whole row (its ::after), so a click
 * anywhere on the row opens the invoice and the keyboard reaches each row once.
 */
const rowButton =
  'cursor-pointer rounded-sm font-medium whitespace-nowrap text-primary underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-[""] focus-visible:outline-none focus-visible:after:rounded-md focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset';

/** A phone gets one block per invoice; wider screens a table. */
export function ClientInvoiceList({ invoices, onOpen }: ListProps) {
  return (
    <>
      <ul className="-mx-2 divide-y sm:hidden" aria-label="Invoices">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="group relative flex flex-col gap-1 px-2 py-3 hover:bg-slate-50">
            <div className="flex items-center justify-between gap-2">
              <button type="button" className={rowButton} onClick={() => onOpen(invoice)}>
                {invoice.number}
              </button>
              <InvoiceStateBadge state={invoice.displayState} />
            </div>
            <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{summary(invoice)}</p>
            <p className="flex justify-between gap-2 text-sm text-slate-600">
              <span>{issued(invoice)}</span>
              <span className="font-medium text-slate-900 tabular-nums">
                {formatMoney(invoice.totalMinor, invoice.currency)}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm sm:table">
        <thead className="border-b text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Invoice
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Description
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="group relative hover:bg-slate-50">
              <td className="py-3 pr-3">
                <button type="button" className={rowButton} onClick={() => onOpen(invoice)}>
                  {invoice.number}
                </button>
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-600">{issued(invoice)}</td>
              <td className="px-3 py-3 text-slate-700 [overflow-wrap:anywhere]">{summary(invoice)}</td>
              <td className="px-3 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
                {formatMoney(invoice.totalMinor, invoice.currency)}
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

/** Placeholders shaped like the phone's blocks and the table's rows alike. */
export function InvoiceRowSkeletons({ rows = 3 }: { rows?: number }) {
  return (
    <div className="divide-y">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <div key={i} className="flex items-center justify-between gap-4 py-3">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
      ))}
    </div>
  );
}
