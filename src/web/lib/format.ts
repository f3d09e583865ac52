import { format } from 'date-fns';

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
  return format(new Date(value), 'MMM d, yyyy • h:mm a');
}

/** SPEC §9 date format 'MMM dd, yyyy'. */
export function formatDate(value: string | Date) {
  return format(new Date(value), 'MMM dd, yyyy');
}

/** SPEC §5 file size display: under 1 MB in KB, otherwise MB with one decimal. */
export function formatFileSize(bytes: number | null | undefined) {
  if (bytes === null || bytes === undefined) return 'Unknown size';
  const mb = bytes / (1024 * 1024);
  if (mb < 1) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${mb.toFixed(1)} MB`;
}
