import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { TeamMember } from '@/shared/contracts/team';
import { staffRoleLabels } from '@/shared/domain/roles';
import { teamMessages } from '@/shared/domain/team';
import { twoFactorAdminText, twoFactorMessages } from '@/shared/domain/two-factor';
import { messages } from '@/shared/messages';
import { errorMessage } from '@/web/lib/api-client';
import { useTeam } from '@/web/lib/staff/get-team';
import { toast } from '@/web/lib/toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { ListState } from '@/web/ui/list-state';
import { Skeleton } from '@/web/ui/skeleton';
import { useRemoveAdmin } from '../api/remove-admin';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { ConfirmDialog } from './confirm-dialog';
import { TeamMemberRow } from './team-member-row';

/**
 * The agency's staff, admins and account managers: who they are, their role, whether two-factor is on,
 * and (for the others) Remove and a two-factor reset.
 */
export function TeamMembers() {
  const team = useTeam();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [resetting, setResetting] = useState<TeamMember | null>(null);
  const remove = useRemoveAdmin();
  const reset = useResetTwoFactor();
  const removingRole = removing ? staffRoleLabels[removing.role].toLowerCase() : 'team member';

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(teamMessages.removed(removing.name));
      setRemoving(null);
    } catch (error) {
      toast.error(errorMessage(error, teamMessages.removeFailed));
    }
  };

  const confirmReset = async () => {
    if (!resetting) return;
    try {
      await reset.mutateAsync(resetting.id);
      toast.success(twoFactorMessages.resetDone(resetting.name));
      setResetting(null);
    } catch (error) {
      toast.error(errorMessage(error, messages.common.unexpected));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-primary" aria-hidden />
          Team members
        </CardTitle>
        <CardDescription>
          Everyone who can sign in to the admin dashboard. Admins manage everything; account managers work
          only on the clients assigned to them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          query={team}
          isEmpty={team.data?.length === 0}
          noun="the team"
          placeholder={
            <div className="flex flex-col gap-3">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          }
          whenEmpty={{ title: 'No team members yet.' }}
          look="line"
        >
          <ul aria-label="Team members" className="flex flex-col divide-y rounded-lg border">
            {team.data?.map((member) => (
              <TeamMemberRow
                key={member.id}
                member={member}
                onRemove={() => setRemoving(member)}
                onResetTwoFactor={() => setResetting(member)}
              />
            ))}
          </ul>
        </ListState>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={`Remove ${removing?.name ?? 'this team member'}?`}
        description={
          <>
            {removing?.email} will be signed out everywhere and their {removingRole} account deleted. Tasks,
            updates and messages they wrote stay. To bring them back, send a new team invite.
          </>
        }
        confirmLabel={`Remove ${removingRole}`}
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => (open ? undefined : setResetting(null))}
        title={twoFactorAdminText.resetTitle(resetting?.name ?? '')}
        description={twoFactorAdminText.resetHint(resetting?.name ?? '')}
        confirmLabel={twoFactorAdminText.reset}
        busy={reset.isPending}
        onConfirm={confirmReset}
      />
    </Card>
  );
}
