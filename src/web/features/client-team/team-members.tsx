import { Users } from 'lucide-react';
import { useState } from 'react';
import type { ClientTeam, ClientTeamMember } from '@/shared/contracts/client-team';
import {
  type ClientRole,
  clientAbilityRefusals,
  clientRoleLabels,
  clientRoles,
  clientTeamMessages,
} from '@/shared/domain/client-roles';
import { errorMessage } from '@/web/lib/api-client';
import { formatDate } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { useRoleChange } from '@/web/lib/use-role-change';
import { Avatar } from '@/web/ui/avatar';
import { Badge } from '@/web/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { ConfirmActionDialog, preloadConfirmActionDialog } from '@/web/ui/confirm-action-dialog';
import { type ListQuery, ListState } from '@/web/ui/list-state';
import { RoleAndRemove } from '@/web/ui/role-and-remove';
import { Skeleton } from '@/web/ui/skeleton';
import { useChangeTeammateRole } from './api/change-teammate-role';
import { useRemoveTeammate } from './api/remove-teammate';

type TeamMembersProps = {
  team: ListQuery & { data: ClientTeam | undefined };
  /** The caller may change roles and remove people (an owner). */
  manages: boolean;
};

/** Everyone of the company who can sign in; an owner sets the others' roles and removes them. */
export function TeamMembers({ team, manages }: TeamMembersProps) {
  const members = team.data?.members ?? [];
  const [removing, setRemoving] = useState<ClientTeamMember | null>(null);
  const remove = useRemoveTeammate();

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.userId);
      toast.success(clientTeamMessages.removed(removing.name));
      setRemoving(null);
    } catch (error) {
      toast.error(errorMessage(error, clientTeamMessages.removeFailed));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-4 text-primary" aria-hidden />
          Team members
        </CardTitle>
        <CardDescription>
          {manages
            ? 'Everyone at your company who can sign in to the portal. Owners manage the team, billing and payout; billing members see billing too; members share the work.'
            : `Everyone at your company who can sign in to the portal. ${clientAbilityRefusals.members}`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          query={team}
          isEmpty={team.data !== undefined && members.length === 0}
          noun="your team"
          placeholder={
            <div className="flex flex-col gap-3">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          }
          whenEmpty={{ title: 'No one is on the team yet.' }}
          look="line"
        >
          <ul aria-label="Team members" className="flex flex-col divide-y rounded-lg border">
            {members.map((member) => (
              <MemberRow
                key={member.userId}
                member={member}
                manages={manages && !member.you}
                onRemove={() => setRemoving(member)}
              />
            ))}
          </ul>
        </ListState>
      </CardContent>
      <ConfirmActionDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={`Remove ${removing?.name ?? 'this teammate'}?`}
        description={
          <p>
            <strong className="text-slate-900">{removing?.email}</strong> is signed out at once and can no
            longer open your company's portal. What they wrote stays. To bring them back, invite them again.
          </p>
        }
        confirmLabel="Remove from team"
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}

function MemberRow({
  member,
  manages,
  onRemove,
}: {
  member: ClientTeamMember;
  /** Show the role picker and Remove (an owner looking at someone else). */
  manages: boolean;
  onRemove: () => void;
}) {
  const { role, pending, change } = useRoleChange<ClientRole>({
    mutation: useChangeTeammateRole(),
    userId: member.userId,
    current: member.role,
    done: () => clientTeamMessages.roleChanged(member.name),
    failed: clientTeamMessages.roleChangeFailed,
  });

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={member.name} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span className="min-w-0 truncate">{member.name}</span>
            {member.you ? <Badge variant="brand">You</Badge> : null}
            {manages ? null : <Badge variant="neutral">{clientRoleLabels[member.role]}</Badge>}
          </p>
          <p className="truncate text-sm text-slate-600" title={member.email}>
            {member.email}
          </p>
          <p className="text-xs text-muted-foreground">Joined {formatDate(member.joinedAt)}</p>
        </div>
      </div>
      {manages ? (
        <RoleAndRemove
          personId={member.userId}
          personName={member.name}
          roles={clientRoles}
          labels={clientRoleLabels}
          value={role}
          pending={pending}
          onChange={change}
          onRemove={onRemove}
          selectClassName="sm:w-32"
          removeProps={{ onPointerEnter: preloadConfirmActionDialog, onFocus: preloadConfirmActionDialog }}
        />
      ) : null}
    </li>
  );
}
