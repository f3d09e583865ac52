import { ArrowRight, Receipt } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { ClientInvoice } from '@/shared/contracts/billing';
import { formatMoney } from '@/shared/domain/money';
import { useClientCan } from '@/web/lib/auth/client-abilities';
import { formatDate } from '@/web/lib/format';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { useMyInvoices } from './api/get-invoices';
import { InvoiceStateBadge } from './invoice-state-badge';

const BILLING_PATH = '/dashboard/billing';

/** The invoices still to pay, the one due soonest first (an overdue one is due sooner than any other). */
function dueFirst(invoices: ClientInvoice[]) {
  return invoices
    .filter((invoice) => invoice.displayState === 'pending' || invoice.displayState === 'overdue')
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
}

/**
 * The client's Overview (issue 50): the next amount due, for the people who see billing, while anything
 * is due; otherwise nothing, as the Overview of a client with nothing to pay stays as it was.
 */
export function NextAmountDueCard() {
  const allowed = useClientCan('billing');
  return allowed ? <NextAmountDue /> : null;
}

function NextAmountDue() {
  const titleId = useId();
  const invoices = useMyInvoices();
  const [next, ...more] = dueFirst(invoices.data ?? []);
  if (!next) return null;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id={titleId} className="flex min-h-8 items-center gap-2">
          <Receipt className="size-4 text-primary" aria-hidden />
          Next amount due
        </CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to={BILLING_PATH}>
            View billing <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">
            {formatMoney(next.totalMinor, next.currency)}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>
              {next.number}
              {next.dueDate ? ` · due ${formatDate(next.dueDate)}` : ''}
            </span>
            <InvoiceStateBadge state={next.displayState} />
          </p>
        </div>
        {more.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            and {more.length} more {more.length === 1 ? 'invoice' : 'invoices'} to pay
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
