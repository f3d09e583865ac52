import { z } from 'zod';
import { type BillingPlan, type BillingPlanInput, billingPlanInputSchema } from '@/shared/contracts/billing';
import { localToday } from './local-today';
import { amountText, checkAmount, readAmount } from './money-text';

/**
 * The plan contract as the dialog fills it: the amounts as decimal text in the chosen currency (checked
 * and turned into minor units here), the start date as a date input gives it. Everything else is the
 * contract's own field.
 */
export const planFormSchema = billingPlanInputSchema
  .pick({ name: true, currency: true, interval: true })
  .extend({
    startDate: z.iso.date('Pick the date the plan starts'),
    amount: z.string(),
    adBudget: z.string(),
    adSpent: z.string(),
  })
  .superRefine((values, ctx) => {
    checkAmount(ctx, ['amount'], values.amount, values.currency, true);
    checkAmount(ctx, ['adBudget'], values.adBudget, values.currency, false);
    checkAmount(ctx, ['adSpent'], values.adSpent, values.currency, false);
  })
  .transform(
    ({ amount, adBudget, adSpent, ...plan }): BillingPlanInput => ({
      ...plan,
      amountMinor: readAmount(amount, plan.currency) ?? 0,
      adBudgetMinor: readAmount(adBudget, plan.currency) ?? null,
      adSpentMinor: readAmount(adSpent, plan.currency) ?? null,
    }),
  );

export type PlanFormValues = z.input<typeof planFormSchema>;

/** The server's field names (400 answers) as the form's. */
export const planFieldOf: Record<string, keyof PlanFormValues> = {
  name: 'name',
  amountMinor: 'amount',
  currency: 'currency',
  interval: 'interval',
  startDate: 'startDate',
  adBudgetMinor: 'adBudget',
  adSpentMinor: 'adSpent',
};

/** The form as it opens: the plan to edit, or a new monthly plan from today in the agency's currency. */
export function planFormDefaults(plan: BillingPlan | null, defaultCurrency: string): PlanFormValues {
  if (!plan)
    return {
      name: '',
      amount: '',
      currency: defaultCurrency,
      interval: 'monthly',
      startDate: localToday(),
      adBudget: '',
      adSpent: '',
    };
  return {
    name: plan.name,
    amount: amountText(plan.amountMinor, plan.currency),
    currency: plan.currency,
    interval: plan.interval,
    startDate: plan.startDate,
    adBudget: amountText(plan.adBudgetMinor, plan.currency),
    adSpent: amountText(plan.adSpentMinor, plan.currency),
  };
}
