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
