// SPEC §9's two patterns through the browser's own Intl (en-US): date-fns' `format` and its locale would
// add 5 KB to the first load of every page that shows a date. test/unit/format.test.ts holds them equal.
const dateParts = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
const dateTimeParts = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** Each named part of `value` in `format`; an invalid date throws a RangeError, as date-fns does. */
function partsOf(format: Intl.DateTimeFormat, value: string | Date) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** Up to two initials for an avatar: "Jane Doe" -> "JD", "jane@example.com" -> "J". */
export function initials(name: string) {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** SPEC §9 date-and-time format 'MMM d, yyyy • h:mm a'. */
export function formatDateTime(value: string | Date) {
  const p = partsOf(dateTimeParts, value);
  return `${p.month} ${p.day}, ${p.year} • ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** SPEC §9 date format 'MMM dd, yyyy'. */
export function formatDate(value: string | Date) {
  const p = partsOf(dateParts, value);
  return `${p.month} ${p.day}, ${p.year}`;
}

/** SPEC §5 file size display: under 1 MB in KB, otherwise MB with one decimal. */
export function formatFileSize(bytes: number | null | undefined) {
  if (bytes === null || bytes === undefined) return 'Unknown size';
  const mb = bytes / (1024 * 1024);
  if (mb < 1) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${mb.toFixed(1)} MB`;
}
