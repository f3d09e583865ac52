import { LoaderCircle, RotateCw, UserPlus, UserRoundX, Users } from 'lucide-react';
import { useId, useState } from 'react';
import type { Review, ReviewGuest } from '@/shared/contracts/reviews';
import {
  type ReviewGuestState,
  reviewDecisionDoneLabels,
  reviewGuestStateLabels,
  reviewMessages,
} from '@/shared/domain/reviews';
import { errorMessage } from '@/web/lib/api-client';
import { formatDateTime } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { Avatar } from '@/web/ui/avatar';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { ConfirmActionDialog, preloadConfirmActionDialog } from '@/web/ui/confirm-action-dialog';
import { useRemoveReviewGuest } from './api/remove-review-guest';
import { useResendReviewGuest } from './api/resend-review-guest';
import { ReviewGuestInviteForm } from './review-guest-invite-form';
import { guestReviewStrings as g } from './review-strings';

const stateVariants: Record<ReviewGuestState, 'warning' | 'success' | 'neutral' | 'danger'> = {
  invited: 'warning',
  confirmed: 'success',
  removed: 'neutral',
  expired: 'danger',
};

const decisionVariants = {
  approved: 'success',
  approved_with_changes: 'success',
  changes_requested: 'danger',
} as const;

/**
 * For staff: the review's guest reviewers (people outside the portal, invited by email to this one
 * review), their state and decision, a new link or removal for each, and the invitation form.
 */
export function ReviewGuestsCard({ review }: { review: Review }) {
  const headingId = useId();
  const [inviting, setInviting] = useState(false);
  // The guest the confirmation asks about, while it is open.
  const [removing, setRemoving] = useState<ReviewGuest | null>(null);
  const remove = useRemoveReviewGuest(review.id);
  const approved = review.state === 'approved';

  const confirmRemoval = () => {
    if (!removing || remove.isPending) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(reviewMessages.guestRemoved(removing.name));
        setRemoving(null);
      },
      // The dialog stays open with the reason, to try again or cancel.
      onError: (error) => toast.error(errorMessage(error, g.removeFailed)),
    });
  };

  return (
    <Card role="region" aria-labelledby={headingId} className="mt-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Users className="size-4 text-slate-500" aria-hidden />
          {g.guests}
        </h2>
        {!approved && !inviting ? (
          <Button variant="outline" size="sm" onClick={() => setInviting(true)}>
            <UserPlus aria-hidden />
            {g.inviteGuest}
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-muted-foreground">{g.guestsHint}</p>
      {inviting && !approved ? (
        <ReviewGuestInviteForm reviewId={review.id} onDone={() => setInviting(false)} />
      ) : null}
      {approved ? <p className="mt-3 text-sm text-slate-600">{g.approvedNoInvite}</p> : null}
      {review.guests.length === 0 ? (
        inviting ? null : (
          <p className="mt-3 text-sm text-muted-foreground">{g.noGuests}</p>
        )
      ) : (
        <ul aria-label={g.guests} className="mt-3 space-y-3">
          {review.guests.map((guest) => (
            <GuestRow key={guest.id} reviewId={review.id} guest={guest} onRemove={() => setRemoving(guest)} />
          ))}
        </ul>
      )}
      <ConfirmActionDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={g.removeTitle(removing?.name ?? '')}
        description={g.removeDescription(removing?.email ?? '')}
        confirmLabel={g.removeConfirm}
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemoval}
      />
    </Card>
  );
}

function GuestRow({
  reviewId,
  guest,
  onRemove,
}: {
  reviewId: string;
  guest: ReviewGuest;
  onRemove: () => void;
}) {
  const resend = useResendReviewGuest(reviewId);
  const live = guest.state !== 'removed';
  const sendAgain = () =>
    resend.mutate(guest.id, {
      onSuccess: () => toast.success(reviewMessages.guestResent(guest.email)),
      onError: (error) =>
        toast.error(g.resendFailed, { description: errorMessage(error, 'Please try again.') }),
    });

  return (
    <li className="flex items-start gap-3">
      <Avatar name={guest.name} className="size-8 [&_span]:text-xs" />
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-sm font-medium text-slate-900">{guest.name}</span>
          <Badge variant={stateVariants[guest.state]}>{reviewGuestStateLabels[guest.state]}</Badge>
          {guest.decision ? (
            <Badge variant={decisionVariants[guest.decision]}>
              {reviewDecisionDoneLabels[guest.decision]}
            </Badge>
          ) : null}
        </div>
        <p className="text-xs text-slate-600">{guest.email}</p>
        <ul className="mt-0.5 text-xs text-muted-foreground">
          <li>{g.invitedBy(guest.invitedBy, formatDateTime(guest.invitedAt))}</li>
          {guest.confirmedAt ? <li>{g.confirmedOn(formatDateTime(guest.confirmedAt))}</li> : null}
          {guest.state === 'removed' && guest.removedAt ? (
            <li>{g.removedBy(guest.removedBy ?? '', formatDateTime(guest.removedAt))}</li>
          ) : guest.state === 'expired' ? (
            <li>{g.expiredOn(formatDateTime(guest.expiresAt))}</li>
          ) : (
            <li>{g.expiresOn(formatDateTime(guest.expiresAt))}</li>
          )}
        </ul>
        {live ? (
          <div className="mt-1.5 flex flex-wrap gap-1">
            <Button
              variant="ghost"
              size="sm"
              className="-ml-2"
              aria-label={g.sendAgainTo(guest.name)}
              disabled={resend.isPending}
              onClick={sendAgain}
            >
              {resend.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden />
              ) : (
                <RotateCw aria-hidden />
              )}
              {g.sendAgain}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              aria-label={g.removeGuest(guest.name)}
              onPointerEnter={preloadConfirmActionDialog}
              onClick={onRemove}
            >
              <UserRoundX aria-hidden />
              {g.remove}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
