// The browser's home of the dates the product shows: SPEC §9's two patterns (the date's spelled in
// shared/domain/date-text.ts, which the server's PDFs use too) and the inbox's short time, each read off
// the date in the browser's time zone as date-fns' `format` would, which would add 5 KB to the first load
// of every page that shows a date. Not Intl.DateTimeFormat either: building one with hours and minutes
// took tens of milliseconds on a slow phone, in the render that shows the first date.
// test/unit/format.test.ts holds each equal to date-fns.
import { dayText, MONTHS } from '@/shared/domain/date-text';

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The date `value` names; an invalid one throws a RangeError, as date-fns does. A calendar date
 * (YYYY-MM-DD, a task's due date) is that day where the reader is, as date-fns' parseISO reads it, not
 * midnight in UTC, which is the day before west of Greenwich.
 */
function validDate(value: string | Date) {
  const day = typeof value === 'string' ? calendarDate.exec(value) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 'h:mm a' */
function timeOfDay(date: Date) {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'MMM d' */
const monthDay = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}`;

/** SPEC §9 date-and-time format 'MMM d, yyyy • h:mm a'. */
export function formatDateTime(value: string | Date) {
  const date = validDate(value);
  return `${monthDay(date)}, ${date.getFullYear()} • ${timeOfDay(date)}`;
}

/** SPEC §9 date format 'MMM dd, yyyy'. */
export function formatDate(value: string | Date) {
  const date = validDate(value);
  return dayText(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * A list row's time, short (the admin inbox): the hour today ('h:mm a'), the day this year ('MMM d'), the
 * date before ('MMM d, yyyy').
 */
export function formatShortTime(value: string | Date, now = new Date()) {
  const date = validDate(value);
  const sameYear = date.getFullYear() === now.getFullYear();
  if (sameYear && date.getMonth() === now.getMonth() && date.getDate() === now.getDate())
    return timeOfDay(date);
  return sameYear ? monthDay(date) : `${monthDay(date)}, ${date.getFullYear()}`;
}

/** SPEC §5 file size display: under 1 MB in KB, otherwise MB with one decimal. */
export function formatFileSize(bytes: number | null | undefined) {
  if (bytes === null || bytes === undefined) return 'Unknown size';
  const mb = bytes / (1024 * 1024);
  if (mb < 1) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${mb.toFixed(1)} MB`;
}
