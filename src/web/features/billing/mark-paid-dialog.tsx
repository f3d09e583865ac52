import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Invoice, markPaidInputSchema } from '@/shared/contracts/billing';
import { INVOICE_PAID_NOTE_MAX } from '@/shared/domain/billing';
import { formatMoney } from '@/shared/domain/money';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/ui/dialog';
import { FormField } from '@/web/ui/form-field';
import { Textarea } from '@/web/ui/textarea';
import { useMarkInvoicePaid } from './api/mark-invoice-paid';

type MarkPaidValues = z.input<typeof markPaidInputSchema>;
type MarkPaidInput = z.output<typeof markPaidInputSchema>;

type MarkPaidDialogProps = { invoice: Invoice; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Records a payment that came outside the portal (a bank transfer, a cheque), with an optional note the
 * team keeps; the client sees the invoice paid, never the note.
 */
export function MarkPaidDialog({ invoice, open, onOpenChange }: MarkPaidDialogProps) {
  const id = useId();
  const markPaid = useMarkInvoicePaid();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MarkPaidValues, unknown, MarkPaidInput>({
    resolver: zodResolver(markPaidInputSchema),
    defaultValues: { note: '' },
  });
  const close = (next: boolean) => {
    if (markPaid.isPending) return;
    onOpenChange(next);
    if (!next) reset({ note: '' });
  };

  const submit = handleSubmit(async ({ note }) => {
    try {
      await markPaid.mutateAsync({ invoiceId: invoice.id, note });
      toast.success(`${invoice.number ?? 'Invoice'} marked paid`);
      close(false);
    } catch (error) {
      toast.error(errorMessage(error, "We couldn't mark the invoice paid. Please try again."));
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Mark {invoice.number ?? 'invoice'} paid</DialogTitle>
          <DialogDescription>
            For {formatMoney(invoice.totalMinor, invoice.currency)} received outside the portal. The client
            will see it as paid.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Mark paid">
          <fieldset disabled={markPaid.isPending} className="grid min-w-0 gap-4">
            <FormField
              id={`${id}-note`}
              label="Payment note"
              mark="optional"
              hint="Only the team sees it."
              error={errors.note?.message}
            >
              <Textarea
                rows={3}
                maxLength={INVOICE_PAID_NOTE_MAX}
                placeholder="Bank transfer received 12 Dec"
                {...register('note')}
              />
            </FormField>
          </fieldset>
          <DialogFooter className="mt-6">
            <Button variant="outline" onClick={() => close(false)} disabled={markPaid.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={markPaid.isPending}>
              {markPaid.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              Mark paid
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
