import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Invoice } from '@/shared/contracts/billing';
import { DEFAULT_CURRENCY } from '@/shared/domain/billing';
import { Button } from '@/web/ui/button';
import { Card, CardContent } from '@/web/ui/card';
import { ListState } from '@/web/ui/list-state';
import { Skeleton } from '@/web/ui/skeleton';
import { useClientBillingPlan } from './api/get-client-billing-plan';
import { useClientInvoices } from './api/get-client-invoices';
import { InvoiceEditorDialog } from './invoice-editor-dialog';
import { PlanCard } from './plan-card';
import { StaffInvoiceDialog } from './staff-invoice-dialog';
import { StaffInvoiceList } from './staff-invoice-list';

/** Which dialog is open: one invoice, or the editor (a new draft, or a draft being edited). */
type Open = { kind: 'invoice'; id: string } | { kind: 'editor'; invoice: Invoice | null } | null;

/**
 * The Billing tab of the staff's client page (issue 50): the client's plan and ad-spend budget, and the
 * invoices the agency issues them, drafted here, sent, then marked paid or voided.
 */
export function AdminClientBillingTab({ clientId }: { clientId: string }) {
  const plan = useClientBillingPlan(clientId);
  const invoices = useClientInvoices(clientId);
  const [open, setOpen] = useState<Open>(null);
  // The invoice shown is read from the list, so every move's answer shows in the open dialog at once.
  const shown = open?.kind === 'invoice' ? invoices.data?.find((one) => one.id === open.id) : undefined;
  const currency = plan.data?.plan?.currency ?? plan.data?.defaultCurrency ?? DEFAULT_CURRENCY;

  const newInvoice = (
    <Button onClick={() => setOpen({ kind: 'editor', invoice: null })}>
      <Plus aria-hidden />
      New invoice
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PlanCard clientId={clientId} />
      <section aria-labelledby="client-invoices-title" className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="client-invoices-title" className="text-base font-semibold text-slate-900">
              Invoices
            </h2>
            <p className="text-sm text-muted-foreground">Drafts stay with the team until they are sent.</p>
          </div>
          {invoices.data?.length ? newInvoice : null}
        </div>
        <ListState
          query={invoices}
          isEmpty={invoices.data?.length === 0}
          noun="invoices"
          placeholder={
            <div className="grid gap-2">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          }
          whenEmpty={{
            icon: FileText,
            title: 'No invoices yet',
            description: 'Draft an invoice here; the client sees it once it is sent.',
            action: newInvoice,
            className: 'py-10',
          }}
        >
          <Card>
            <CardContent className="py-2 sm:py-3">
              <StaffInvoiceList
                invoices={invoices.data ?? []}
                onOpen={(id) => setOpen({ kind: 'invoice', id })}
              />
            </CardContent>
          </Card>
        </ListState>
      </section>

      {shown ? (
        <StaffInvoiceDialog
          key={shown.id}
          clientId={clientId}
          invoice={shown}
          open
          onOpenChange={(next) => (next ? undefined : setOpen(null))}
          onEdit={(invoice) => setOpen({ kind: 'editor', invoice })}
        />
      ) : null}
      <InvoiceEditorDialog
        key={open?.kind === 'editor' ? (open.invoice?.id ?? 'new') : 'closed'}
        clientId={clientId}
        invoice={open?.kind === 'editor' ? open.invoice : null}
        currency={currency}
        open={open?.kind === 'editor'}
        onOpenChange={(next) => (next ? undefined : setOpen(null))}
        // A saved draft opens as the invoice it now is, where it can be sent.
        onSaved={(invoice) => setOpen({ kind: 'invoice', id: invoice.id })}
      />
    </div>
  );
}
