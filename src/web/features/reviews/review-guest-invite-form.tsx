import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { inviteReviewGuestSchema } from '@/shared/contracts/reviews';
import { REVIEW_GUEST_NAME_MAX_LENGTH, reviewMessages } from '@/shared/domain/reviews';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { useInviteReviewGuest } from './api/invite-review-guest';
import { guestReviewStrings as g } from './review-strings';

type InviteValues = z.input<typeof inviteReviewGuestSchema>;
type InviteOutput = z.output<typeof inviteReviewGuestSchema>;

/** The refusals that are about the address typed: they show under it rather than in a toast. */
const aboutTheEmail: readonly string[] = [reviewMessages.guestAlreadyInvited, reviewMessages.guestIsMember];

/**
 * Staff invite someone outside the portal to this review: their name and the address the link and codes go
 * to. A refusal keeps what was typed.
 */
export function ReviewGuestInviteForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const id = useId();
  const invite = useInviteReviewGuest(reviewId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<InviteValues, unknown, InviteOutput>({
    resolver: zodResolver(inviteReviewGuestSchema),
    defaultValues: { name: '', email: '' },
    reValidateMode: 'onSubmit',
  });
  // The form opens on the staff's own click, to be filled in at once.
  useEffect(() => setFocus('name'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    if (invite.isPending) return;
    try {
      await invite.mutateAsync(values);
      toast.success(reviewMessages.guestInvited(values.email));
      reset();
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = error.fields ?? {};
        if (fields.name?.[0]) setError('name', { message: fields.name[0] });
        if (fields.email?.[0]) setError('email', { message: fields.email[0] });
        if (aboutTheEmail.includes(error.message)) {
          setError('email', { message: error.message }, { shouldFocus: true });
          return;
        }
        if (fields.name || fields.email) return;
      }
      toast.error(g.inviteFailed, { description: errorMessage(error, 'Please try again.') });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={g.inviteGuest} className="mt-3 grid gap-3">
      <p className="text-xs text-muted-foreground">{g.inviteHint}</p>
      <FormField id={`${id}-name`} label={g.nameLabel} error={errors.name?.message}>
        <Input
          autoComplete="off"
          maxLength={REVIEW_GUEST_NAME_MAX_LENGTH}
          placeholder={g.namePlaceholder}
          readOnly={invite.isPending}
          {...register('name')}
        />
      </FormField>
      <FormField id={`${id}-email`} label={g.emailLabel} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          placeholder={g.emailPlaceholder}
          readOnly={invite.isPending}
          {...register('email')}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={invite.isPending}>
          {g.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={invite.isPending}>
          {invite.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
          {invite.isPending ? g.inviting : g.sendInvitation}
        </Button>
      </div>
    </form>
  );
}
