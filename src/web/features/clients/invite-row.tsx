import { Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Invite, InviteStatus } from '@/shared/contracts/invites';
import { messages } from '@/shared/messages';
import { formatDateTime } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { ConfirmActionDialog, preloadConfirmActionDialog } from '@/web/ui/confirm-action-dialog';
import { useDeleteInvite } from './api/delete-invite';

const statusVariant: Record<InviteStatus, 'success' | 'neutral' | 'warning'> = {
  Active: 'success',
  Used: 'neutral',
  Expired: 'warning',
};

export function InviteRow({ invite }: { invite: Invite }) {
  const remove = useDeleteInvite();
  const title = invite.label ?? invite.companyName ?? 'Untitled invite';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite.url);
      toast.success(messages.invites.copied);
    } catch {
      toast.error(messages.invites.copyFailed);
    }
  };

  const [confirming, setConfirming] = useState(false);
  const onDelete = async () => {
    try {
      await remove.mutateAsync(invite.id);
      toast.success(messages.invites.deleted);
      setConfirming(false);
    } catch {
      toast.error(messages.invites.deleteFailed);
    }
  };

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate font-medium text-slate-900">{title}</p>
          <Badge variant={statusVariant[invite.status]}>{invite.status}</Badge>
        </div>
        {invite.label && invite.companyName ? (
          <p className="text-sm text-slate-600">{invite.companyName}</p>
        ) : null}
        <p className="mt-1 truncate font-mono text-xs text-slate-600" title={invite.url}>
          {invite.url}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          Created {formatDateTime(invite.createdAt)} ·{' '}
          {invite.usedAt
            ? `Used ${formatDateTime(invite.usedAt)}${invite.usedByEmail ? ` by ${invite.usedByEmail}` : ''}`
            : `Expires ${formatDateTime(invite.expiresAt)}`}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={copy} aria-label={`Copy invite link: ${title}`}>
          <Copy aria-hidden />
          Copy
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setConfirming(true)}
          onPointerEnter={preloadConfirmActionDialog}
          onFocus={preloadConfirmActionDialog}
          disabled={remove.isPending}
          aria-label={`Delete invite link: ${title}`}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
      <ConfirmActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this invite link?"
        description={
          <p>
            <strong className="text-slate-900">{title}</strong> stops working at once: anyone who has it can
            no longer create an account with it.
          </p>
        }
        confirmLabel="Delete invite link"
        destructive
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </li>
  );
}
