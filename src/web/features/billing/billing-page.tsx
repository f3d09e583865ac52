import { CreditCard, Info, Lock, Wallet } from 'lucide-react';
import { clientAbilityRefusals } from '@/shared/domain/client-roles';
import { useClientCan } from '@/web/lib/auth/client-abilities';
import { formatDate } from '@/web/lib/format';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Badge } from '@/web/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { EmptyState } from '@/web/ui/empty-state';
import { PageHeader } from '@/web/ui/page-header';
import { Progress } from '@/web/ui/progress';
import { Skeleton } from '@/web/ui/skeleton';
import { useBillingPlan } from './api/get-plan';
import { formatUsd, type InvoiceStatus, sampleInvoices, samplePlan } from './sample-billing';

const statusBadge: Record<InvoiceStatus, { label: string; variant: 'success' | 'warning' | 'danger' }> = {
  paid: { label: 'Paid', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  overdue: { label: 'Overdue', variant: 'danger' },
};

/**
 * /dashboard/billing (SPEC §2 Billing & Plan): display only; figures are samples, the plan name real when
 * paid. Only the owner and a billing member see it (issue 47); anyone else opening the address is told so.
 */
export function BillingPage() {
  useDocumentTitle('Billing & Plan');
  const allowed = useClientCan('billing');
  return allowed ? (
    <BillingDetails />
  ) : (
    <>
      <PageHeader title="Billing & Plan" description="Your plan, ad budget and invoices." />
      <EmptyState
        icon={Lock}
        title="You don't have access to billing"
        description={clientAbilityRefusals.billing}
      />
    </>
  );
}

function BillingDetails() {
  const plan = useBillingPlan();
  const tier = plan.data?.subscriptionTier ?? null;

  return (
    <>
      <PageHeader title="Billing & Plan" description="Your plan, ad budget and invoices." />
      <p className="mb-6 flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-600">
        <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
        <span>
          Amounts, budget and invoices below are sample figures while online billing is being set up. Your
          account manager sends your actual invoices.
        </span>
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardDescription className="flex items-center gap-2">
              <CreditCard className="size-4" aria-hidden />
              Current plan
            </CardDescription>
            {plan.isPending ? (
              <Skeleton className="h-7 w-48" />
            ) : (
              <CardTitle className="flex flex-wrap items-center gap-2 text-xl">
                {tier ?? samplePlan.name}
                {tier ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Sample</Badge>}
              </CardTitle>
            )}
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p className="text-3xl font-semibold tracking-tight text-slate-900">
              {formatUsd(samplePlan.monthlyPrice)}
              <span className="text-base font-normal text-muted-foreground"> / monthly</span>
            </p>
            {plan.data?.subscribedAt ? (
              <p className="text-sm text-muted-foreground">Subscribed {formatDate(plan.data.subscribedAt)}</p>
            ) : null}
            <ul className="flex flex-col gap-1.5 text-sm text-slate-700">
              {samplePlan.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <span className="size-1.5 rounded-full bg-brand-500" aria-hidden />
                  {feature}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription className="flex items-center gap-2">
              <Wallet className="size-4" aria-hidden />
              Monthly ad spend budget
            </CardDescription>
            <CardTitle className="text-xl">{formatUsd(samplePlan.adBudget)}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <Progress value={samplePlan.percentUsed} label="Ad budget used" />
            <div className="flex items-center justify-between text-sm">
              <span className="text-slate-700">
                <span className="font-semibold text-slate-900">{formatUsd(samplePlan.adSpent)}</span> spent
              </span>
              <span className="text-muted-foreground">{samplePlan.percentUsed}% used</span>
            </div>
            <p className="text-sm text-muted-foreground">
              {formatUsd(samplePlan.adBudget - samplePlan.adSpent)} left this month.
            </p>
          </CardContent>
        </Card>
      </div>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Invoices</CardTitle>
          <CardDescription>Sample invoices, newest first.</CardDescription>
        </CardHeader>
        <CardContent>
          {/* A phone gets one block per invoice; wider screens the table. */}
          <ul className="divide-y sm:hidden" aria-label="Invoices">
            {sampleInvoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium text-slate-900">{invoice.id}</span>
                  <Badge variant={statusBadge[invoice.status].variant}>
                    {statusBadge[invoice.status].label}
                  </Badge>
                </div>
                <p className="text-sm text-slate-700">{invoice.description}</p>
                <p className="flex justify-between text-sm text-slate-600">
                  <span>{formatDate(invoice.date)}</span>
                  <span className="font-medium text-slate-900 tabular-nums">{formatUsd(invoice.amount)}</span>
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <table className="w-full text-left text-sm">
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
                {sampleInvoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <td className="py-3 pr-3 font-medium whitespace-nowrap text-slate-900">{invoice.id}</td>
                    <td className="px-3 py-3 whitespace-nowrap text-slate-600">{formatDate(invoice.date)}</td>
                    <td className="px-3 py-3 text-slate-700">{invoice.description}</td>
                    <td className="px-3 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
                      {formatUsd(invoice.amount)}
                    </td>
                    <td className="py-3 pl-3 text-right">
                      <Badge variant={statusBadge[invoice.status].variant}>
                        {statusBadge[invoice.status].label}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </CardContent>
      </Card>
    </>
  );
}
