import { type ReactNode, useRef } from 'react';
import type { ClientInvoice } from '@/shared/contracts/billing';
import { Button } from '@/web/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/web/ui/dialog';
import { useMyInvoice } from './api/get-invoice';
import { InvoiceDetails } from './invoice-details';
import { InvoiceStateBadge } from './invoice-state-badge';

type ClientInvoiceDialogProps = {
  /** The invoice as the list has it: shown at once, then replaced by a fresh read of it. */
  invoice: ClientInvoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The footer's slot for what the client can do with the invoice (Download PDF, Pay), beside Close. */
  invoiceActions?: (invoice: ClientInvoice) => ReactNode;
};

/** One invoice, read only: its number and state in the title, then its lines and totals. */
export function ClientInvoiceDialog({
  invoice: listed,
  open,
  onOpenChange,
  invoiceActions,
}: ClientInvoiceDialogProps) {
  const query = useMyInvoice(listed.id, listed);
  // Should the fresh read fail (a dropped connection), what the list showed is still this invoice.
  const invoice = query.data ?? listed;
  // The opener is a row's button, not a DialogTrigger, so the dialog is told where the focus goes back to.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        // One shrinkable column: a long line item wraps instead of widening the dialog past a phone.
        className="grid-cols-[minmax(0,1fr)] sm:max-w-2xl"
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {invoice.number}
            <InvoiceStateBadge state={invoice.displayState} />
          </DialogTitle>
        </DialogHeader>
        <InvoiceDetails invoice={invoice} />
        <DialogFooter>
          {invoiceActions?.(invoice)}
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
