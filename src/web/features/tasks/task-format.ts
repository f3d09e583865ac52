import { format, parseISO } from 'date-fns';

/** SPEC §9 'MMM dd, yyyy'. Due dates are calendar dates: parseISO reads them as local, not UTC, days. */
export function formatTaskDate(value: string) {
  return format(parseISO(value), 'MMM dd, yyyy');
}

/** SPEC §5 file size display: under 1 MB in KB, otherwise MB with one decimal. */
export function formatFileSize(bytes: number | null | undefined) {
  if (bytes === null || bytes === undefined) return 'Unknown size';
  const mb = bytes / (1024 * 1024);
  if (mb < 1) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${mb.toFixed(1)} MB`;
}
