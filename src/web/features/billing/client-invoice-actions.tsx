import { CreditCard, Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { ClientInvoice } from '@/shared/contracts/billing';
import { billingMessages, payableOnline } from '@/shared/domain/billing';
import { formatMoney } from '@/shared/domain/money';
import { errorMessage } from '@/web/lib/api-client';
import { useFileDownload } from '@/web/lib/download-file';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { ConfirmActionDialog } from '@/web/ui/confirm-action-dialog';
import { usePayInvoiceInTest } from './api/pay-invoice-in-test';
import { useStartInvoiceCheckout } from './api/start-invoice-checkout';

/** What a client does with an invoice: download its PDF, and pay it online while it is due. */
export function ClientInvoiceActions({ invoice }: { invoice: ClientInvoice }) {
  const pdf = useFileDownload({
    id: invoice.id,
    name: `${invoice.number}.pdf`,
    url: `/api/billing/invoices/${encodeURIComponent(invoice.id)}/pdf`,
  });
  const due = invoice.displayState === 'pending' || invoice.displayState === 'overdue';
  // A zero total, or a currency the checkout does not take, is paid by transfer: no button to fail.
  return (
    <>
      <Button variant="outline" onClick={pdf.download} disabled={pdf.downloading}>
        {pdf.downloading ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />}
        Download PDF
      </Button>
      {due && payableOnline(invoice) ? <PayButton invoice={invoice} /> : null}
    </>
  );
}

/**
 * Pay now: with Stripe the browser goes to its checkout page and comes back to Billing & Plan; without it
 * (tests and demos) a test checkout asks once more and pays here. Only the server marks an invoice paid.
 */
function PayButton({ invoice }: { invoice: ClientInvoice }) {
  const start = useStartInvoiceCheckout();
  const pay = usePayInvoiceInTest();
  const [testCheckout, setTestCheckout] = useState(false);
  const total = formatMoney(invoice.totalMinor, invoice.currency);

  const begin = () =>
    start.mutate(invoice.id, {
      onSuccess: (checkout) => {
        if (checkout.kind === 'redirect') window.location.assign(checkout.url);
        else setTestCheckout(true);
      },
      onError: (error) => toast.error(errorMessage(error, billingMessages.paymentStartFailed)),
    });
  // Awaited rather than given callbacks: once paid the invoice shows no Pay button, so this one unmounts
  // before the mutation's own callbacks would run, and the toast would never show.
  const confirm = async () => {
    try {
      await pay.mutateAsync(invoice.id);
      toast.success(billingMessages.paymentReceived);
    } catch (error) {
      toast.error(errorMessage(error, billingMessages.paymentStartFailed));
    }
  };

  return (
    <>
      <Button onClick={begin} disabled={start.isPending}>
        {start.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <CreditCard aria-hidden />}
        Pay {total}
      </Button>
      <ConfirmActionDialog
        open={testCheckout}
        onOpenChange={setTestCheckout}
        title="Test checkout"
        description={`Online payment is in test mode here: no card is charged. Pay ${total} for ${invoice.number}?`}
        confirmLabel={`Pay ${total}`}
        pending={pay.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
