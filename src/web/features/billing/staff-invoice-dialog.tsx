import { Ban, CheckCircle2, Download, LoaderCircle, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Invoice } from '@/shared/contracts/billing';
import { addDays } from '@/shared/domain/billing';
import { errorMessage } from '@/web/lib/api-client';
import { useFileDownload } from '@/web/lib/download-file';
import { formatDate, formatDateTime } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { ConfirmActionDialog } from '@/web/ui/confirm-action-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/ui/dialog';
import { useDeleteInvoice } from './api/delete-invoice';
import { useSendInvoice } from './api/send-invoice';
import { useVoidInvoice } from './api/void-invoice';
import { InvoiceDetails } from './invoice-details';
import { InvoiceStateBadge } from './invoice-state-badge';
import { localToday } from './local-today';
import { MarkPaidDialog } from './mark-paid-dialog';
import { invoiceName } from './staff-invoice-list';

type StaffInvoiceDialogProps = {
  clientId: string;
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: (invoice: Invoice) => void;
};

type Confirming = 'send' | 'void' | 'delete' | null;

/** The invoice as its PDF, a draft's marked as one: what the client gets once it is sent. */
function PdfButton({ invoice }: { invoice: Invoice }) {
  const pdf = useFileDownload({
    id: invoice.id,
    name: `${invoice.number ?? 'invoice-draft'}.pdf`,
    url: `/api/admin/invoices/${encodeURIComponent(invoice.id)}/pdf`,
  });
  return (
    <Button variant="outline" onClick={pdf.download} disabled={pdf.downloading}>
      {pdf.downloading ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />}
      PDF
    </Button>
  );
}

/**
 * One invoice for staff: its content, and the moves its state allows. A draft is edited, sent or deleted;
 * a sent one (pending or overdue) is marked paid or voided; a paid or void one is a record.
 */
export function StaffInvoiceDialog({
  clientId,
  invoice,
  open,
  onOpenChange,
  onEdit,
}: StaffInvoiceDialogProps) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [markingPaid, setMarkingPaid] = useState(false);
  const send = useSendInvoice();
  const voidIt = useVoidInvoice();
  const remove = useDeleteInvoice(clientId);
  const draft = invoice.state === 'draft';
  const sent = invoice.state === 'sent';

  /** Runs a move, says how it went (the server's 409 message when it refused), and closes the confirm. */
  const run = async <T,>(move: () => Promise<T>, done: (result: T) => string, failed: string) => {
    try {
      toast.success(done(await move()));
      setConfirming(null);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, failed));
      return false;
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)] sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {draft ? 'Draft invoice' : invoiceName(invoice)}
            <InvoiceStateBadge state={invoice.displayState} />
          </DialogTitle>
          <DialogDescription>{stateNote(invoice)}</DialogDescription>
        </DialogHeader>
        <InvoiceDetails invoice={invoice} />
        {invoice.state === 'paid' && invoice.paidNote ? (
          <div className="rounded-lg border border-emerald-200 bg-emerald-50/60 px-3 py-2 text-sm">
            <p className="text-xs font-medium text-emerald-800">Payment note</p>
            <p className="mt-0.5 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">
              {invoice.paidNote}
            </p>
          </div>
        ) : null}
        <DialogFooter className="border-t pt-4">
          {draft ? (
            <>
              <Button
                variant="ghost"
                className="text-destructive sm:mr-auto"
                onClick={() => setConfirming('delete')}
              >
                <Trash2 aria-hidden />
                Delete
              </Button>
              <PdfButton invoice={invoice} />
              <Button variant="outline" onClick={() => onEdit(invoice)}>
                <Pencil aria-hidden />
                Edit
              </Button>
              <Button onClick={() => setConfirming('send')}>
                <Send aria-hidden />
                Send
              </Button>
            </>
          ) : sent ? (
            <>
              <Button
                variant="ghost"
                className="text-destructive sm:mr-auto"
                onClick={() => setConfirming('void')}
              >
                <Ban aria-hidden />
                Void
              </Button>
              <PdfButton invoice={invoice} />
              <Button onClick={() => setMarkingPaid(true)}>
                <CheckCircle2 aria-hidden />
                Mark paid
              </Button>
            </>
          ) : (
            <PdfButton invoice={invoice} />
          )}
        </DialogFooter>

        <ConfirmActionDialog
          open={confirming === 'send'}
          onOpenChange={(next) => setConfirming(next ? 'send' : null)}
          title={`Send INV-${new Date().getFullYear()}-… to the client?`}
          description={
            <>
              <p>
                It gets its number as it is sent, and is due{' '}
                {formatDate(addDays(localToday(), invoice.netTermsDays))}. The client will see it as pending.
              </p>
              <p>A sent invoice can't be changed: to correct one, void it and issue a new one.</p>
            </>
          }
          confirmLabel="Send invoice"
          pending={send.isPending}
          onConfirm={() =>
            void run(
              () => send.mutateAsync(invoice.id),
              (sentInvoice) => `${invoiceName(sentInvoice)} sent`,
              "We couldn't send the invoice. Please try again.",
            )
          }
        />
        <ConfirmActionDialog
          open={confirming === 'void'}
          onOpenChange={(next) => setConfirming(next ? 'void' : null)}
          title={`Void ${invoiceName(invoice)}?`}
          description={
            <>
              <p>The client will see it as void, and it can't be paid or sent again.</p>
              <p>A sent invoice can't be changed: void it and issue a new one.</p>
            </>
          }
          confirmLabel="Void invoice"
          destructive
          pending={voidIt.isPending}
          onConfirm={() =>
            void run(
              () => voidIt.mutateAsync(invoice.id),
              () => `${invoiceName(invoice)} voided`,
              "We couldn't void the invoice. Please try again.",
            )
          }
        />
        <ConfirmActionDialog
          open={confirming === 'delete'}
          onOpenChange={(next) => setConfirming(next ? 'delete' : null)}
          title="Delete this draft?"
          description="It was never sent, so the client never saw it. This can't be undone."
          confirmLabel="Delete draft"
          destructive
          pending={remove.isPending}
          onConfirm={() =>
            void run(
              () => remove.mutateAsync(invoice.id),
              () => 'Draft deleted',
              "We couldn't delete the draft. Please try again.",
            ).then((deleted) => (deleted ? onOpenChange(false) : undefined))
          }
        />
        <MarkPaidDialog invoice={invoice} open={markingPaid} onOpenChange={setMarkingPaid} />
      </DialogContent>
    </Dialog>
  );
}

/** What the state means, under the title: when it was sent, paid or voided. */
function stateNote(invoice: Invoice) {
  switch (invoice.displayState) {
    case 'draft':
      return 'Only the team sees a draft. It gets its number when sent.';
    case 'pending':
      return `Sent ${invoice.sentAt ? formatDateTime(invoice.sentAt) : ''}. The client sees it as pending.`;
    case 'overdue':
      return `Sent ${invoice.sentAt ? formatDateTime(invoice.sentAt) : ''}. Past its due date and unpaid.`;
    case 'paid':
      return `Paid ${invoice.paidAt ? formatDateTime(invoice.paidAt) : ''}.`;
    case 'void':
      return `Voided ${invoice.voidedAt ? formatDateTime(invoice.voidedAt) : ''}. It can't be paid.`;
  }
}
