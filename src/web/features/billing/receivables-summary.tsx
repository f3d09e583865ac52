import { AlertCircle, CheckCircle2, type LucideIcon, Wallet } from 'lucide-react';
import type { ReceivablesSummary as Summary } from '@/shared/contracts/receivables';
import { formatMoney } from '@/shared/domain/money';
import { cn } from '@/web/lib/cn';
import { Card } from '@/web/ui/card';
import { Skeleton } from '@/web/ui/skeleton';

type Amount = 'outstandingMinor' | 'overdueMinor' | 'paidThisMonthMinor';

const cards: { amount: Amount; label: string; note: string; icon: LucideIcon; tone: string }[] = [
  {
    amount: 'outstandingMinor',
    label: 'Outstanding',
    note: 'Sent and not yet paid',
    icon: Wallet,
    tone: 'bg-brand-50 text-primary',
  },
  {
    amount: 'overdueMinor',
    label: 'Overdue',
    note: 'Past their due date',
    icon: AlertCircle,
    tone: 'bg-red-50 text-red-700',
  },
  {
    amount: 'paidThisMonthMinor',
    label: 'Paid this month',
    note: 'In the agency’s calendar month',
    icon: CheckCircle2,
    tone: 'bg-emerald-50 text-emerald-700',
  },
];

/**
 * The three totals over every invoice the caller reaches, whatever the filters below say. Money is never
 * added across currencies, so each card has a line per currency; undefined while loading.
 */
export function ReceivablesSummary({ summary }: { summary: Summary[] | undefined }) {
  return (
    <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {cards.map(({ amount, label, note, icon: Icon, tone }) => (
        <Card key={amount} className="p-4 sm:p-5">
          <section aria-label={label} className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
              {summary === undefined ? (
                <Skeleton className="mt-2 h-8 w-24" />
              ) : (
                <ul className="mt-1 grid gap-0.5">
                  {summary.length === 0 ? (
                    <li className="text-2xl font-semibold tracking-tight text-slate-900">—</li>
                  ) : (
                    summary.map((row) => (
                      <li
                        key={row.currency}
                        className="text-2xl font-semibold tracking-tight break-all text-slate-900 tabular-nums"
                      >
                        {formatMoney(row[amount], row.currency)}
                      </li>
                    ))
                  )}
                </ul>
              )}
              <p className="mt-1 text-xs text-muted-foreground">{note}</p>
            </div>
            <div
              className={cn('hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex', tone)}
            >
              <Icon className="size-5" aria-hidden />
            </div>
          </section>
        </Card>
      ))}
    </div>
  );
}
