import { Wallet } from 'lucide-react';
import type { BillingPlan } from '@/shared/contracts/billing';
import { formatMoney } from '@/shared/domain/money';
import { cn } from '@/web/lib/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { Progress } from '@/web/ui/progress';

/**
 * The month's ad-spend budget and what has been spent of it, both as the agency last entered them on the
 * plan. Nothing spent yet counts as zero; a plan without a budget says so rather than showing zeros.
 */
export function AdBudgetCard({ plan }: { plan: BillingPlan }) {
  const budget = plan.adBudgetMinor;
  return (
    <Card role="region" aria-label="Monthly ad spend budget">
      <CardHeader>
        <CardDescription className="flex items-center gap-2">
          <Wallet className="size-4" aria-hidden />
          Monthly ad spend budget
        </CardDescription>
        <CardTitle className="text-xl tabular-nums">
          {budget === null ? 'No budget set' : formatMoney(budget, plan.currency)}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {budget === null ? (
          <p className="text-sm text-muted-foreground">
            Your plan has no ad spend budget. Your agency will add one here if your plan includes ad spend.
          </p>
        ) : (
          <BudgetUse budget={budget} spent={plan.adSpentMinor ?? 0} currency={plan.currency} />
        )}
      </CardContent>
    </Card>
  );
}

function BudgetUse({ budget, spent, currency }: { budget: number; spent: number; currency: string }) {
  // A zero budget with something spent is fully used, not a division by zero.
  const percent = budget > 0 ? Math.round((spent / budget) * 100) : spent > 0 ? 100 : 0;
  const left = budget - spent;
  return (
    <>
      <Progress value={percent} label="Ad budget used" />
      <div className="flex flex-wrap items-center justify-between gap-x-3 text-sm">
        <span className="text-slate-700">
          <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(spent, currency)}</span>{' '}
          spent
        </span>
        <span className={cn('tabular-nums', left < 0 ? 'font-medium text-red-700' : 'text-muted-foreground')}>
          {percent}% used
        </span>
      </div>
      <p className={cn('text-sm', left < 0 ? 'text-red-700' : 'text-muted-foreground')}>
        {left < 0
          ? `${formatMoney(-left, currency)} over budget this month.`
          : `${formatMoney(left, currency)} left this month.`}
      </p>
    </>
  );
}
