import { Link2, LoaderCircle, Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { CreateInviteInput, Invite } from '@/shared/contracts/invites';
import { INVITE_LIFETIME_DAYS } from '@/shared/domain/invites';
import { messages } from '@/shared/messages';
import { lazyResolver } from '@/web/lib/lazy-resolver';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { ListState } from '@/web/ui/list-state';
import { ShowMoreButton } from '@/web/ui/show-more-button';
import { Skeleton } from '@/web/ui/skeleton';
import { useCreateInvite } from './api/create-invite';
import { useInvites } from './api/get-invites';
import { InviteRow } from './invite-row';

/** SPEC §2 Client List "invite section" and §8 "Invites": generate, list, copy and delete invite links. */
export function InviteSection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Link2 className="size-4 text-primary" aria-hidden />
          Invite links
        </CardTitle>
        <CardDescription>
          Send a client a link to create their account. Each link works once and expires after{' '}
          {INVITE_LIFETIME_DAYS} days.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <GenerateInviteForm />
        <InviteList />
      </CardContent>
    </Card>
  );
}

/** The invite form's validation, loaded on its first focus: the Client List shows this form at once. */
const inviteValidation = lazyResolver<CreateInviteInput>(async () => {
  const [{ zodResolver }, { createInviteSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/shared/contracts/invites'),
  ]);
  return zodResolver(createInviteSchema);
});

/** The invite generator: the invite section's form, and the Add Client dialog's. */
export function GenerateInviteForm({
  onGenerated,
  stacked,
}: {
  onGenerated?: (invite: Invite) => void;
  /** One field under the other, for a dialog's narrower width. */
  stacked?: boolean;
}) {
  const create = useCreateInvite();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateInviteInput>({
    resolver: inviteValidation.resolver,
    defaultValues: { label: '', companyName: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const invite = await create.mutateAsync(values);
      toast.success(messages.invites.generated);
      reset();
      onGenerated?.(invite);
    } catch {
      toast.error(messages.invites.generateFailed);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={inviteValidation.preload}
      noValidate
      className={
        stacked
          ? 'grid gap-4 sm:[&>button]:justify-self-end'
          : 'grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end'
      }
    >
      <FormField id="invite-label" label="Label (optional)" error={errors.label?.message}>
        <Input placeholder="e.g. Intro call, March" {...register('label')} />
      </FormField>
      <FormField id="invite-company" label="Company name (optional)" error={errors.companyName?.message}>
        <Input placeholder="Prefills the registration form" {...register('companyName')} />
      </FormField>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
        Generate Invite Link
      </Button>
    </form>
  );
}

function InviteList() {
  const { pages, invites } = useInvites();
  return (
    <ListState
      query={pages}
      isEmpty={invites.length === 0}
      noun="invite links"
      placeholder={
        <div className="flex flex-col gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      }
      whenEmpty={{ title: 'No invite links yet. Generate one above.' }}
      look="line"
    >
      <div className="flex flex-col gap-3">
        <ul aria-label="Invite links" className="flex flex-col divide-y rounded-lg border">
          {invites.map((invite) => (
            <InviteRow key={invite.id} invite={invite} />
          ))}
        </ul>
        <ShowMoreButton
          pages={pages}
          label="Show older invite links"
          failure="Could not load more invite links. Try again."
        />
      </div>
    </ListState>
  );
}
