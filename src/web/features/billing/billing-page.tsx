import { CreditCard, FileText, Lock } from 'lucide-react';
import { useState } from 'react';
import type { ClientInvoice } from '@/shared/contracts/billing';
import { clientAbilityRefusals } from '@/shared/domain/client-roles';
import { useClientCan } from '@/web/lib/auth/client-abilities';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { EmptyState } from '@/web/ui/empty-state';
import { ListState } from '@/web/ui/list-state';
import { PageHeader } from '@/web/ui/page-header';
import { Skeleton } from '@/web/ui/skeleton';
import { AdBudgetCard } from './ad-budget-card';
import { useMyInvoices } from './api/get-invoices';
import { usePlanDetails } from './api/get-plan-details';
import { ClientInvoiceActions } from './client-invoice-actions';
import { ClientInvoiceDialog } from './client-invoice-dialog';
import { ClientInvoiceList, InvoiceRowSkeletons } from './client-invoice-list';
import { ClientPlanCard } from './client-plan-card';
import { usePaymentReturn } from './use-payment-return';

/**
 * /dashboard/billing (SPEC §2 Billing & Plan, issue 50): the plan and ad budget the agency set, and the
 * invoices it sent. Only the owner and a billing member see it (issue 47); anyone else opening the
 * address is told so.
 */
export function BillingPage() {
  useDocumentTitle('Billing & Plan');
  const allowed = useClientCan('billing');
  return (
    <>
      <PageHeader title="Billing & Plan" description="Your plan, ad budget and invoices." />
      {allowed ? (
        <>
          <PlanSection />
          <InvoicesSection />
        </>
      ) : (
        <EmptyState
          icon={Lock}
          title="You don't have access to billing"
          description={clientAbilityRefusals.billing}
        />
      )}
    </>
  );
}

function PlanSection() {
  const details = usePlanDetails();
  const plan = details.data?.plan;
  return (
    <ListState
      query={details}
      isEmpty={plan === null}
      noun="your plan"
      placeholder={
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-52 rounded-lg" />
          <Skeleton className="h-52 rounded-lg" />
        </div>
      }
      whenEmpty={{
        icon: CreditCard,
        title: 'No plan yet',
        description: "Your agency hasn't set up your plan yet. It will appear here once they do.",
      }}
    >
      {plan ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <ClientPlanCard plan={plan} />
          <AdBudgetCard plan={plan} />
        </div>
      ) : null}
    </ListState>
  );
}

function InvoicesSection() {
  const { confirmingId } = usePaymentReturn();
  const invoices = useMyInvoices({ confirmingId });
  // Kept after the dialog closes, so its content stays put while it fades out.
  const [shown, setShown] = useState<ClientInvoice | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Invoices</CardTitle>
        <CardDescription>What your agency has billed you, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          query={invoices}
          isEmpty={invoices.data?.length === 0}
          noun="invoices"
          placeholder={<InvoiceRowSkeletons />}
          whenEmpty={{
            icon: FileText,
            title: 'No invoices yet',
            description: 'When your agency sends you an invoice, it will be listed here.',
            className: 'py-10',
          }}
        >
          <ClientInvoiceList
            invoices={invoices.data ?? []}
            onOpen={(invoice) => {
              setShown(invoice);
              setOpen(true);
            }}
          />
        </ListState>
      </CardContent>
      {shown ? (
        <ClientInvoiceDialog
          invoice={shown}
          open={open}
          onOpenChange={setOpen}
          invoiceActions={(invoice) => <ClientInvoiceActions invoice={invoice} />}
        />
      ) : null}
    </Card>
  );
}
