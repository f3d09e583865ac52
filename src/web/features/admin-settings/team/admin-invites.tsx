import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, LoaderCircle, Plus, Trash2, UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Invite } from '@/shared/contracts/invites';
import { type CreateAdminInviteInput, createAdminInviteSchema } from '@/shared/contracts/team';
import { INVITE_LIFETIME_DAYS } from '@/shared/domain/invites';
import { isStaff, staffRoleLabels, staffRoles } from '@/shared/domain/roles';
import { teamMessages } from '@/shared/domain/team';
import { messages } from '@/shared/messages';
import { formatDateTime } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { useConfirmedDelete } from '@/web/lib/use-confirmed-delete';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { ListState } from '@/web/ui/list-state';
import { NativeSelect } from '@/web/ui/native-select';
import { Skeleton } from '@/web/ui/skeleton';
import { useCreateAdminInvite } from '../api/create-admin-invite';
import { useDeleteAdminInvite } from '../api/delete-admin-invite';
import { useAdminInvites } from '../api/get-admin-invites';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Invite another staff member: a one-use link, like a client's, that makes an admin's or an account
 * manager's account (decision 043).
 */
export function AdminInvites() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserPlus className="size-4 text-primary" aria-hidden />
          Invite a team member
        </CardTitle>
        <CardDescription>
          Send a teammate a link to create their admin or account manager account. Each link works once and
          expires after {INVITE_LIFETIME_DAYS} days; they then sign in at the admin login.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <GenerateForm />
        <PendingInvites />
      </CardContent>
    </Card>
  );
}

function GenerateForm() {
  const create = useCreateAdminInvite();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<CreateAdminInviteInput, unknown, z.output<typeof createAdminInviteSchema>>({
    resolver: zodResolver(createAdminInviteSchema),
    defaultValues: { label: '', role: 'admin' },
  });
  const role = watch('role') ?? 'admin';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast.success(teamMessages.inviteGenerated);
      reset();
    } catch {
      toast.error(teamMessages.inviteGenerateFailed);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Invite a team member"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-start lg:grid-cols-[minmax(0,1fr)_12rem_auto]"
    >
      <FormField id="admin-invite-label" label="Who is it for? (optional)" error={errors.label?.message}>
        <Input placeholder="e.g. Sam, design lead" {...register('label')} />
      </FormField>
      <FormField id="admin-invite-role" label="Role" error={errors.role?.message}>
        <NativeSelect {...register('role')}>
          {staffRoles.map((option) => (
            <option key={option} value={option}>
              {staffRoleLabels[option]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {/* Level with the fields where it sits beside them: under the height of their labels. */}
      <Button
        type="submit"
        disabled={create.isPending}
        className="sm:col-span-2 sm:justify-self-end lg:col-span-1 lg:mt-5.5"
      >
        {create.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
        {role === 'manager' ? 'Generate Account Manager Invite' : 'Generate Admin Invite'}
      </Button>
    </form>
  );
}

function PendingInvites() {
  const invites = useAdminInvites();
  const remove = useDeleteAdminInvite();
  const deleting = useConfirmedDelete<Invite>({
    remove: remove.mutateAsync,
    done: teamMessages.inviteDeleted,
    failed: teamMessages.inviteDeleteFailed,
  });

  return (
    <ListState
      query={invites}
      isEmpty={invites.data?.length === 0}
      noun="team invites"
      placeholder={<Skeleton className="h-20" />}
      whenEmpty={{ title: 'No pending team invites.' }}
      look="line"
    >
      <ul aria-label="Pending team invites" className="flex flex-col divide-y rounded-lg border">
        {invites.data?.map((invite) => (
          <PendingInvite key={invite.id} invite={invite} onDelete={() => deleting.ask(invite)} />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting.pending !== null}
        onOpenChange={deleting.onOpenChange}
        title="Delete this team invite?"
        description="The link stops working at once. You can generate a new one at any time."
        confirmLabel="Delete invite"
        busy={remove.isPending}
        onConfirm={deleting.confirm}
      />
    </ListState>
  );
}

function PendingInvite({ invite, onDelete }: { invite: Invite; onDelete: () => void }) {
  const roleLabel = isStaff(invite.role) ? staffRoleLabels[invite.role] : null;
  const title = invite.label ?? `${roleLabel ?? 'Team'} invite`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite.url);
      toast.success(messages.invites.copied);
    } catch {
      toast.error(messages.invites.copyFailed);
    }
  };
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate font-medium text-slate-900">{title}</p>
          {roleLabel ? <Badge variant="neutral">{roleLabel}</Badge> : null}
          <Badge variant={invite.status === 'Active' ? 'success' : 'warning'}>{invite.status}</Badge>
        </div>
        <p className="mt-1 truncate font-mono text-xs text-slate-600" title={invite.url}>
          {invite.url}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          Created {formatDateTime(invite.createdAt)} · Expires {formatDateTime(invite.expiresAt)}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={copy} aria-label={`Copy admin invite link: ${title}`}>
          <Copy aria-hidden />
          Copy
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete admin invite link: ${title}`}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}
