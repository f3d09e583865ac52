import { CalendarDays, CreditCard, Pencil, Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import type { BillingPlan } from '@/shared/contracts/billing';
import { planIntervalLabels } from '@/shared/domain/billing';
import { formatMoney } from '@/shared/domain/money';
import { formatDate } from '@/web/lib/format';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { ListState } from '@/web/ui/list-state';
import { Progress } from '@/web/ui/progress';
import { Skeleton } from '@/web/ui/skeleton';
import { useClientBillingPlan } from './api/get-client-billing-plan';
import { PlanDialog } from './plan-dialog';

/**
 * The client's plan on the staff's Billing tab: what it costs and since when, and the month's ad-spend
 * budget with how much of it is spent. Until staff set one, the client's Billing shows no plan.
 */
export function PlanCard({ clientId }: { clientId: string }) {
  const answer = useClientBillingPlan(clientId);
  const [open, setOpen] = useState(false);
  const plan = answer.data?.plan ?? null;

  const setPlan = (
    <Button onClick={() => setOpen(true)}>
      <Plus aria-hidden />
      Set plan
    </Button>
  );

  return (
    <section aria-label="Plan">
      <ListState
        query={answer}
        isEmpty={answer.data !== undefined && plan === null}
        noun="the plan"
        placeholder={<Skeleton className="h-44" />}
        whenEmpty={{
          icon: CreditCard,
          title: 'No plan yet',
          description:
            'The client sees no plan on their Billing page until one is set here, with its ad-spend budget.',
          action: setPlan,
          className: 'py-10',
        }}
      >
        {plan ? <PlanSummary plan={plan} onEdit={() => setOpen(true)} /> : null}
      </ListState>
      {answer.data ? (
        <PlanDialog
          clientId={clientId}
          plan={plan}
          defaultCurrency={answer.data.defaultCurrency}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </section>
  );
}

function PlanSummary({ plan, onEdit }: { plan: BillingPlan; onEdit: () => void }) {
  const money = (minor: number) => formatMoney(minor, plan.currency);
  return (
    <Card>
      <CardHeader>
        <div className="flex min-h-8 items-center justify-between gap-3">
          <CardTitle className="flex items-center gap-2">
            <CreditCard className="size-4 text-primary" aria-hidden />
            Plan
          </CardTitle>
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden />
            Edit plan
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2 md:gap-8">
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm font-medium text-slate-700 [overflow-wrap:anywhere]">{plan.name}</p>
          <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums [overflow-wrap:anywhere]">
            {money(plan.amountMinor)}
            <span className="text-base font-normal text-muted-foreground">
              {' '}
              / {planIntervalLabels[plan.interval].per}
            </span>
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays className="size-4" aria-hidden />
            Started {formatDate(plan.startDate)}
          </p>
        </div>
        <AdSpend plan={plan} />
      </CardContent>
    </Card>
  );
}

/** The month's ad budget and how much of it is spent; the % is of the budget, and may pass 100. */
function AdSpend({ plan }: { plan: BillingPlan }) {
  const money = (minor: number) => formatMoney(minor, plan.currency);
  const { adBudgetMinor: budget, adSpentMinor: spent } = plan;
  const percent = budget ? Math.round(((spent ?? 0) / budget) * 100) : null;
  return (
    <div className="flex min-w-0 flex-col gap-3 border-t pt-5 md:border-t-0 md:border-l md:pt-0 md:pl-8">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Wallet className="size-4" aria-hidden />
        Monthly ad-spend budget
      </p>
      {budget === null ? (
        <p className="text-sm text-slate-600">No ad-spend budget set.</p>
      ) : (
        <>
          <p className="text-xl font-semibold text-slate-900 tabular-nums">{money(budget)}</p>
          <Progress value={percent ?? 0} label="Ad budget used" />
          <div className="flex flex-wrap items-center justify-between gap-x-3 text-sm">
            <span className="text-slate-700">
              <span className="font-semibold text-slate-900 tabular-nums">{money(spent ?? 0)}</span> spent
            </span>
            {percent === null ? null : <span className="text-muted-foreground">{percent}% used</span>}
          </div>
        </>
      )}
    </div>
  );
}
