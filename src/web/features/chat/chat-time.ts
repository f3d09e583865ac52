import { format, isThisYear, isToday } from 'date-fns';

/** An inbox row's time: the hour today, the day this year, the full date before. */
export function formatShortTime(value: string): string {
  const date = new Date(value);
  if (isToday(date)) return format(date, 'h:mm a');
  if (isThisYear(date)) return format(date, 'MMM d');
  return format(date, 'MMM d, yyyy');
}
