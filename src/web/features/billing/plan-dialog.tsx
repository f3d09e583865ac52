import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { BillingPlan, BillingPlanInput } from '@/shared/contracts/billing';
import { BILLING_NAME_MAX, planIntervalLabels, planIntervals } from '@/shared/domain/billing';
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
import { useSaveClientBillingPlan } from './api/save-client-billing-plan';
import { type PlanFormValues, planFieldOf, planFormDefaults, planFormSchema } from './plan-form-schema';

type PlanDialogProps = {
  clientId: string;
  plan: BillingPlan | null;
  defaultCurrency: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Sets or edits a client's plan: its name, price per interval, start date, and the month's ad-spend budget
 * and what has been spent of it. Mounted only while open, so it always starts from the plan as it is.
 */
export function PlanDialog({ clientId, plan, defaultCurrency, open, onOpenChange }: PlanDialogProps) {
  const save = useSaveClientBillingPlan(clientId);
  const close = (next: boolean) => (save.isPending ? undefined : onOpenChange(next));
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="grid-cols-[minmax(0,1fr)] sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{plan ? 'Edit plan' : 'Set plan'}</DialogTitle>
          <DialogDescription>
            What the client pays and its monthly ad-spend budget, as the client sees them on Billing.
          </DialogDescription>
        </DialogHeader>
        <PlanForm
          plan={plan}
          defaultCurrency={defaultCurrency}
          pending={save.isPending}
          onCancel={() => close(false)}
          onSave={async (input) => {
            await save.mutateAsync(input);
            toast.success('Plan saved');
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type PlanFormProps = {
  plan: BillingPlan | null;
  defaultCurrency: string;
  pending: boolean;
  onCancel: () => void;
  onSave: (input: BillingPlanInput) => Promise<void>;
};

function PlanForm({ plan, defaultCurrency, pending, onCancel, onSave }: PlanFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<PlanFormValues, unknown, BillingPlanInput>({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormDefaults(plan, defaultCurrency),
  });
  const currency = watch('currency');

  const submit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (error) {
      // A field the server refused is marked on that field; anything else is said in a toast.
      const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
      const marked = fields.filter(([field]) => planFieldOf[field]);
      for (const [field, [message = 'Check this field']] of marked)
        setError(planFieldOf[field] as Path<PlanFormValues>, { message }, { shouldFocus: true });
      if (marked.length === 0)
        toast.error(errorMessage(error, "We couldn't save the plan. Please try again."));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={plan ? 'Edit plan' : 'Set plan'}>
      <fieldset disabled={pending} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-name`}
          label="Plan name"
          mark="required"
          error={errors.name?.message}
          className="sm:col-span-2"
        >
          <Input
            maxLength={BILLING_NAME_MAX}
            placeholder="Growth retainer"
            autoComplete="off"
            {...register('name')}
          />
        </FormField>
        <FormField id={`${id}-amount`} label="Amount" mark="required" error={errors.amount?.message}>
          <Input inputMode="decimal" placeholder="2500.00" autoComplete="off" {...register('amount')} />
        </FormField>
        <FormField id={`${id}-currency`} label="Currency" error={errors.currency?.message}>
          <NativeSelect {...register('currency')}>
            {currencyOptionsWith(currency).map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-interval`} label="Interval" error={errors.interval?.message}>
          <NativeSelect {...register('interval')}>
            {planIntervals.map((interval) => (
              <option key={interval} value={interval}>
                {planIntervalLabels[interval].label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-start`} label="Start date" mark="required" error={errors.startDate?.message}>
          <Input type="date" {...register('startDate')} />
        </FormField>
        <FormField
          id={`${id}-budget`}
          label="Monthly ad-spend budget"
          mark="optional"
          error={errors.adBudget?.message}
        >
          <Input inputMode="decimal" placeholder="15000.00" autoComplete="off" {...register('adBudget')} />
        </FormField>
        <FormField id={`${id}-spent`} label="Ad spend so far" mark="optional" error={errors.adSpent?.message}>
          <Input inputMode="decimal" placeholder="0.00" autoComplete="off" {...register('adSpent')} />
        </FormField>
      </fieldset>
      <DialogFooter className="mt-6">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Save plan
        </Button>
      </DialogFooter>
    </form>
  );
}
