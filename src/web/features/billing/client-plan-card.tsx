import { CreditCard } from 'lucide-react';
import type { BillingPlan } from '@/shared/contracts/billing';
import { planIntervalLabels } from '@/shared/domain/billing';
import { formatMoney } from '@/shared/domain/money';
import { formatDate } from '@/web/lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';

/** The plan the agency set for the company: its name, price per interval and when it started. */
export function ClientPlanCard({ plan }: { plan: BillingPlan }) {
  const interval = planIntervalLabels[plan.interval];
  return (
    <Card role="region" aria-label="Current plan">
      <CardHeader>
        <CardDescription className="flex items-center gap-2">
          <CreditCard className="size-4" aria-hidden />
          Current plan
        </CardDescription>
        <CardTitle className="text-xl [overflow-wrap:anywhere]">{plan.name}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex flex-wrap items-baseline gap-x-1.5 text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">
          {formatMoney(plan.amountMinor, plan.currency)}
          <span className="text-base font-normal tracking-normal text-muted-foreground">
            / {interval.per}
          </span>
        </p>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">Billed</dt>
            <dd className="font-medium text-slate-900">{interval.label}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Start date</dt>
            <dd className="font-medium text-slate-900">{formatDate(plan.startDate)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
