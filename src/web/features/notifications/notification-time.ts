import { differenceInSeconds, formatDistanceStrict } from 'date-fns';

/** When a notification arrived, as the bell says it: 'Just now', '5 minutes ago', '3 days ago'. */
export function notificationAge(createdAt: string, now = new Date()) {
  const date = new Date(createdAt);
  if (differenceInSeconds(now, date) < 60) return 'Just now';
  return formatDistanceStrict(date, now, { addSuffix: true });
}
