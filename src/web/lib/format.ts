// SPEC §9's two patterns, read off the date in the browser's time zone as date-fns' `format` does, which
// would add 5 KB to the first load of every page that shows a date. Not Intl.DateTimeFormat either: building
// one with hours and minutes took tens of milliseconds on a slow phone, in the render that shows the first
// date. test/unit/format.test.ts holds them equal to date-fns.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The date `value` names; an invalid one throws a RangeError, as date-fns does. */
function validDate(value: string | Date) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** SPEC §9 date-and-time format 'MMM d, yyyy • h:mm a'. */
export function formatDateTime(value: string | Date) {
  const date = validDate(value);
  const hours = date.getHours();
  const time = `${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} • ${time}`;
}

/** SPEC §9 date format 'MMM dd, yyyy'. */
export function formatDate(value: string | Date) {
  const date = validDate(value);
  return `${MONTHS[date.getMonth()]} ${twoDigits(date.getDate())}, ${date.getFullYear()}`;
}

/** SPEC §5 file size display: under 1 MB in KB, otherwise MB with one decimal. */
export function formatFileSize(bytes: number | null | undefined) {
  if (bytes === null || bytes === undefined) return 'Unknown size';
  const mb = bytes / (1024 * 1024);
  if (mb < 1) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${mb.toFixed(1)} MB`;
}
