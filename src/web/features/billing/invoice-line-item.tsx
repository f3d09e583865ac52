import { Trash2 } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ReactElement } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { InvoiceInput } from '@/shared/contracts/billing';
import { INVOICE_ITEM_DESCRIPTION_MAX } from '@/shared/domain/billing';
import { cn } from '@/web/lib/cn';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import type { InvoiceFormValues } from './invoice-form-schema';

type InvoiceLineItemProps = {
  form: UseFormReturn<InvoiceFormValues, unknown, InvoiceInput>;
  index: number;
  idPrefix: string;
  onRemove: () => void;
};

/**
 * One line of the invoice editor: description, quantity and unit price. Wide screens line them up in
 * columns, labelled once above the first line (every line's labels stay for screen readers); a phone
 * stacks each line with its own labels.
 */
export function InvoiceLineItem({ form, index, idPrefix, onRemove }: InvoiceLineItemProps) {
  const lineErrors = form.formState.errors.items?.[index];
  const later = index > 0;
  return (
    <li>
      <fieldset className="grid min-w-0 grid-cols-[5rem_minmax(0,1fr)_auto] items-start gap-x-2 gap-y-2 rounded-lg border bg-slate-50/60 p-3 sm:grid-cols-[minmax(0,1fr)_5rem_8rem_auto] sm:border-0 sm:bg-transparent sm:p-0">
        <legend className="sr-only">Line {index + 1}</legend>
        <LineField
          id={`${idPrefix}-description`}
          label="Description"
          labelHidden={later}
          error={lineErrors?.description?.message}
          className="col-span-3 sm:col-span-1"
        >
          <Input
            maxLength={INVOICE_ITEM_DESCRIPTION_MAX}
            placeholder="Paid social management, December"
            autoComplete="off"
            {...form.register(`items.${index}.description`)}
          />
        </LineField>
        <LineField
          id={`${idPrefix}-quantity`}
          label="Qty"
          labelHidden={later}
          error={lineErrors?.quantity?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register(`items.${index}.quantity`)} />
        </LineField>
        <LineField
          id={`${idPrefix}-price`}
          label="Unit price"
          labelHidden={later}
          error={lineErrors?.unitPrice?.message}
        >
          <Input
            inputMode="decimal"
            placeholder="0.00"
            autoComplete="off"
            {...form.register(`items.${index}.unitPrice`)}
          />
        </LineField>
        {/* Lined up with the inputs, under a label's height where the labels show. */}
        <div className={cn('flex flex-col gap-2', later && 'sm:gap-0')}>
          <span aria-hidden className={cn('h-3.5', later && 'sm:hidden')} />
          <Button
            variant="ghost"
            size="icon"
            className="size-10 text-slate-500 hover:text-destructive"
            aria-label={`Remove line ${index + 1}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </fieldset>
    </li>
  );
}

type LineFieldProps = {
  id: string;
  label: string;
  /** Wide screens show the label only above the first line; it stays for screen readers. */
  labelHidden: boolean;
  error?: string;
  className?: string;
  children: ReactElement;
};

function LineField({ id, label, labelHidden, error, className, children }: LineFieldProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <Label htmlFor={id} className={cn('text-xs', labelHidden && 'sm:sr-only')}>
        {label}
      </Label>
      {/* The input gets its id, invalid state and error tie-in as ui/form-field.tsx gives them. */}
      <Slot.Root
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </Slot.Root>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
