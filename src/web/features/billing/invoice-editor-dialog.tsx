import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Plus } from 'lucide-react';
import { useId } from 'react';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import type { Invoice, InvoiceInput } from '@/shared/contracts/billing';
import { INVOICE_ITEMS_MAX, INVOICE_NOTES_MAX } from '@/shared/domain/billing';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { currencyOptionsWith } from '@/web/lib/currency-options';
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
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { Textarea } from '@/web/ui/textarea';
import { useCreateInvoice } from './api/create-invoice';
import { useUpdateInvoice } from './api/update-invoice';
import {
  emptyLine,
  type InvoiceFormValues,
  invoiceFieldOf,
  invoiceFormDefaults,
  invoiceFormSchema,
} from './invoice-form-schema';
import { InvoiceLineItem } from './invoice-line-item';
import { RunningTotals } from './invoice-running-totals';

type InvoiceEditorDialogProps = {
  clientId: string;
  /** The draft to edit, or null for a new one. */
  invoice: Invoice | null;
  /** A new draft's currency: the plan's, else the agency's default. */
  currency: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The draft as the server stored it, once saved. */
  onSaved: (invoice: Invoice) => void;
};

/** A new invoice, or a draft's edit: its lines, tax, discount, terms and notes, saved as a draft. */
export function InvoiceEditorDialog({
  clientId,
  invoice,
  currency,
  open,
  onOpenChange,
  onSaved,
}: InvoiceEditorDialogProps) {
  const create = useCreateInvoice(clientId);
  const update = useUpdateInvoice();
  const pending = create.isPending || update.isPending;
  const close = (next: boolean) => (pending ? undefined : onOpenChange(next));
  const title = invoice ? 'Edit draft' : 'New invoice';
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="grid-cols-[minmax(0,1fr)] sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Saved as a draft: only the team sees it until it is sent, when it gets its number.
          </DialogDescription>
        </DialogHeader>
        <InvoiceForm
          title={title}
          defaults={invoiceFormDefaults(invoice, currency)}
          pending={pending}
          onCancel={() => close(false)}
          onSave={async (input) => {
            const saved = invoice
              ? await update.mutateAsync({ invoiceId: invoice.id, input })
              : await create.mutateAsync(input);
            toast.success('Draft saved');
            onSaved(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type InvoiceFormProps = {
  title: string;
  defaults: InvoiceFormValues;
  pending: boolean;
  onCancel: () => void;
  onSave: (input: InvoiceInput) => Promise<void>;
};

function InvoiceForm({ title, defaults, pending, onCancel, onSave }: InvoiceFormProps) {
  const id = useId();
  const form = useForm<InvoiceFormValues, unknown, InvoiceInput>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: defaults,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = form;
  const lines = useFieldArray({ control, name: 'items' });
  const currency = watch('currency');

  const submit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (error) {
      // What the server refused on a field is shown on it; anything else (a 409 once sent) in a toast.
      const marked = (error instanceof ApiError ? Object.entries(error.fields ?? {}) : [])
        .map(([field, [message = 'Check this field'] = []]) => [invoiceFieldOf(field), message] as const)
        .filter(([field]) => field !== undefined);
      for (const [field, message] of marked)
        setError(field as Path<InvoiceFormValues>, { message }, { shouldFocus: true });
      if (marked.length === 0)
        toast.error(errorMessage(error, "We couldn't save the draft. Please try again."));
    }
  });

  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <fieldset disabled={pending} className="grid min-w-0 gap-5">
        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-3 text-sm font-medium text-slate-800">Line items</legend>
          {lines.fields.length === 0 ? (
            <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
              No line items yet. A draft can be saved without them; it needs one to be sent.
            </p>
          ) : (
            <ol className="grid gap-3">
              {lines.fields.map((line, index) => (
                <InvoiceLineItem
                  key={line.id}
                  form={form}
                  index={index}
                  idPrefix={`${id}-line-${line.id}`}
                  onRemove={() => lines.remove(index)}
                />
              ))}
            </ol>
          )}
          {itemsError ? <p className="text-sm text-destructive">{itemsError}</p> : null}
          <div>
            <Button
              variant="outline"
              size="sm"
              disabled={lines.fields.length >= INVOICE_ITEMS_MAX}
              onClick={() => lines.append(emptyLine())}
            >
              <Plus aria-hidden />
              Add line
            </Button>
          </div>
        </fieldset>

        <div className="grid min-w-0 gap-4 sm:grid-cols-2">
          <FormField
            id={`${id}-tax`}
            label="Tax rate (%)"
            hint="8.25 for 8.25%"
            error={errors.taxRate?.message}
          >
            <Input inputMode="decimal" autoComplete="off" {...register('taxRate')} />
          </FormField>
          <FormField id={`${id}-discount`} label="Discount" mark="optional" error={errors.discount?.message}>
            <Input inputMode="decimal" placeholder="0.00" autoComplete="off" {...register('discount')} />
          </FormField>
          <FormField
            id={`${id}-terms`}
            label="Net terms (days)"
            hint="Due this many days after it is sent."
            error={errors.netTermsDays?.message}
          >
            <Input inputMode="numeric" autoComplete="off" {...register('netTermsDays')} />
          </FormField>
          <FormField
            id={`${id}-currency`}
            label="Currency"
            hint="Amounts are in this currency."
            error={errors.currency?.message}
          >
            <NativeSelect {...register('currency')}>
              {currencyOptionsWith(currency).map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id={`${id}-notes`}
            label="Notes"
            mark="optional"
            error={errors.notes?.message}
            className="sm:col-span-2"
          >
            <Textarea
              rows={2}
              maxLength={INVOICE_NOTES_MAX}
              placeholder="Payment details, thanks, anything the client should read"
              {...register('notes')}
            />
          </FormField>
        </div>

        <RunningTotals control={control} />
      </fieldset>

      <DialogFooter className="mt-6">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Save draft
        </Button>
      </DialogFooter>
    </form>
  );
}
