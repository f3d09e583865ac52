import { Copy, RotateCw, Trash2 } from 'lucide-react';
import type { ClientTeam, ClientTeamInvite } from '@/shared/contracts/client-team';
import type { InviteStatus } from '@/shared/contracts/invites';
import { clientRoleLabels, clientTeamMessages } from '@/shared/domain/client-roles';
import { messages } from '@/shared/messages';
import { errorMessage } from '@/web/lib/api-client';
import { formatDateTime } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { useConfirmedDelete } from '@/web/lib/use-confirmed-delete';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { ConfirmActionDialog, preloadConfirmActionDialog } from '@/web/ui/confirm-action-dialog';
import { type ListQuery, ListState } from '@/web/ui/list-state';
import { Skeleton } from '@/web/ui/skeleton';
import { useDeleteTeamInvite } from './api/delete-team-invite';
import { useResendTeamInvite } from './api/resend-team-invite';

const statusVariant: Record<InviteStatus, 'success' | 'neutral' | 'warning'> = {
  Active: 'success',
  Used: 'neutral',
  Expired: 'warning',
};

/** The invitations an owner sent, newest first: each can be copied, sent again or deleted until used. */
export function TeamInvites({ team }: { team: ListQuery & { data: ClientTeam | undefined } }) {
  const invites = team.data?.invites ?? [];
  const remove = useDeleteTeamInvite();
  const deleting = useConfirmedDelete<ClientTeamInvite>({
    remove: remove.mutateAsync,
    done: clientTeamMessages.inviteDeleted,
    failed: clientTeamMessages.deleteInviteFailed,
  });

  return (
    <section aria-labelledby="team-invites-heading" className="flex flex-col gap-3">
      <h3 id="team-invites-heading" className="text-sm font-semibold text-slate-900">
        Invitations
      </h3>
      <ListState
        query={team}
        isEmpty={team.data !== undefined && invites.length === 0}
        noun="invitations"
        placeholder={<Skeleton className="h-20" />}
        whenEmpty={{ title: 'No invitations sent yet.' }}
        look="line"
      >
        <ul aria-label="Invitations" className="flex flex-col divide-y rounded-lg border">
          {invites.map((invite) => (
            <InviteRow key={invite.id} invite={invite} onDelete={() => deleting.ask(invite)} />
          ))}
        </ul>
      </ListState>
      <ConfirmActionDialog
        open={deleting.pending !== null}
        onOpenChange={deleting.onOpenChange}
        title="Delete this invitation?"
        description={
          <p>
            The link sent to <strong className="text-slate-900">{deleting.pending?.email}</strong> stops
            working at once. You can invite them again at any time.
          </p>
        }
        confirmLabel="Delete invitation"
        destructive
        pending={remove.isPending}
        onConfirm={deleting.confirm}
      />
    </section>
  );
}

function InviteRow({ invite, onDelete }: { invite: ClientTeamInvite; onDelete: () => void }) {
  const resend = useResendTeamInvite();
  const used = invite.status === 'Used';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite.url);
      toast.success(messages.invites.copied);
    } catch {
      toast.error(messages.invites.copyFailed);
    }
  };

  const sendAgain = async () => {
    try {
      const sent = await resend.mutateAsync(invite.id);
      toast.success(clientTeamMessages.resent(sent.email));
    } catch (error) {
      toast.error(errorMessage(error, clientTeamMessages.resendFailed));
    }
  };

  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 truncate font-medium text-slate-900" title={invite.email}>
            {invite.email}
          </p>
          <Badge variant={statusVariant[invite.status]}>{invite.status}</Badge>
          <Badge variant="outline">{clientRoleLabels[invite.role]}</Badge>
        </div>
        <p className="mt-1 text-xs text-muted-foreground">
          Sent {formatDateTime(invite.createdAt)}
          {used
            ? null
            : ` · ${invite.status === 'Expired' ? 'Expired' : 'Expires'} ${formatDateTime(invite.expiresAt)}`}
        </p>
      </div>
      {used ? null : (
        <div className="flex shrink-0 flex-wrap gap-2">
          {invite.status === 'Active' ? (
            <Button variant="outline" size="sm" onClick={copy} aria-label={`Copy link for ${invite.email}`}>
              <Copy aria-hidden />
              Copy link
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            onClick={sendAgain}
            disabled={resend.isPending}
            aria-label={`Send again to ${invite.email}`}
          >
            <RotateCw className={resend.isPending ? 'animate-spin' : undefined} aria-hidden />
            Send again
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            onPointerEnter={preloadConfirmActionDialog}
            onFocus={preloadConfirmActionDialog}
            aria-label={`Delete invitation to ${invite.email}`}
            className="text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
