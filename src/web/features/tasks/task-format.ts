import { format, parseISO } from 'date-fns';

/** SPEC §9 'MMM dd, yyyy'. Due dates are calendar dates: parseISO reads them as local, not UTC, days. */
export function formatTaskDate(value: string) {
  return format(parseISO(value), 'MMM dd, yyyy');
}
