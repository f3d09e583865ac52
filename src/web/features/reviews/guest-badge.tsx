import { reviewMessages } from '@/shared/domain/reviews';
import { cn } from '@/web/lib/cn';
import { Badge } from '@/web/ui/badge';
import { guestReviewStrings as g } from './review-strings';

const suffix = ` ${reviewMessages.guestSuffix}`;

/**
 * A person's name as the page shows it beside a Guest badge: the server names a guest "Dana (guest)" for
 * places without one (the printed record, emails), so the suffix is dropped where the badge says it.
 */
export function shownName(person: { name: string; guest: boolean; you?: boolean }) {
  if (person.you) return 'You';
  return person.guest && person.name.endsWith(suffix) ? person.name.slice(0, -suffix.length) : person.name;
}

/** Marks a guest reviewer: someone outside the portal, invited to this one review by email. */
export function GuestBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={cn('px-1.5 py-0 text-[11px]', className)}>
      {g.guest}
    </Badge>
  );
}
