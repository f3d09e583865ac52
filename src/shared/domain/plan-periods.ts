import type { planIntervals } from './billing';
import { MONTHS } from './date-text';

// A plan's billing periods (issue 50): period N starts N intervals after the plan's start date. The
// schedule issues each period's invoice on its first day (issue-scheduled-invoices.ts).

export type PlanInterval = (typeof planIntervals)[number];
/** `end` is the next period's first day: the period is [start, end). */
export type PlanPeriod = { start: string; end: string; label: string };

const monthsPer: Record<PlanInterval, number> = { monthly: 1, quarterly: 3, yearly: 12 };

const pad = (value: number) => String(value).padStart(2, '0');
const partsOf = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
};

/**
 * `date` plus whole months, counted from the same start every time so the day is kept where the month
 * has it: Jan 31 + 1 is Feb 28 (or 29), + 2 is Mar 31, not Mar 28.
 */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = partsOf(date);
  const index = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  const lastDay = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  return `${toYear}-${pad(toMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** What the invoice's line calls a period, by the month, quarter or year its first day falls in. */
export function planPeriodLabel(interval: PlanInterval, start: string): string {
  const { year, month } = partsOf(start);
  if (interval === 'yearly') return String(year);
  if (interval === 'quarterly') return `Q${Math.floor((month - 1) / 3) + 1} ${year}`;
  return `${MONTHS[month - 1]} ${year}`;
}

/** The period `today` (a calendar date) falls in, or null before the plan starts. */
export function currentPlanPeriod(
  plan: { interval: PlanInterval; startDate: string },
  today: string,
): PlanPeriod | null {
  if (today < plan.startDate) return null;
  const step = monthsPer[plan.interval];
  const [from, to] = [partsOf(plan.startDate), partsOf(today)];
  let n = Math.floor(((to.year - from.year) * 12 + (to.month - from.month)) / step);
  // Within the month the period starts in, today may still be before its first day.
  if (addMonths(plan.startDate, n * step) > today) n -= 1;
  const start = addMonths(plan.startDate, n * step);
  return {
    start,
    end: addMonths(plan.startDate, (n + 1) * step),
    label: planPeriodLabel(plan.interval, start),
  };
}
