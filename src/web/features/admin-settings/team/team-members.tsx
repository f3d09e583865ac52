import { ShieldCheck, UserMinus } from 'lucide-react';
import { useState } from 'react';
import type { TeamMember } from '@/shared/contracts/team';
import { teamMessages } from '@/shared/domain/team';
import { errorMessage } from '@/web/lib/api-client';
import { formatDate } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { Avatar } from '@/web/ui/avatar';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { ListState } from '@/web/ui/list-state';
import { Skeleton } from '@/web/ui/skeleton';
import { useTeam } from '../api/get-team';
import { useRemoveAdmin } from '../api/remove-admin';
import { ConfirmDialog } from './confirm-dialog';

/** The agency's admin accounts: who they are, since when, and (for the others) Remove. */
export function TeamMembers() {
  const team = useTeam();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const remove = useRemoveAdmin();
  const onlyOne = (team.data?.length ?? 0) <= 1;

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

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-primary" aria-hidden />
          Team members
        </CardTitle>
        <CardDescription>Everyone who can sign in to the admin dashboard.</CardDescription>
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
              <li key={member.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <Avatar name={member.name} />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      <span className="truncate">{member.name}</span>
                      {member.isYou ? <Badge variant="brand">You</Badge> : null}
                    </p>
                    <p className="truncate text-sm text-slate-600" title={member.email}>
                      {member.email}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      Admin since {formatDate(member.adminSince)}
                    </p>
                  </div>
                </div>
                {member.isYou ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    className="ml-12 self-start text-red-700 hover:bg-red-50 sm:ml-0 sm:self-auto"
                    disabled={onlyOne}
                    onClick={() => setRemoving(member)}
                    aria-label={`Remove ${member.name}`}
                  >
                    <UserMinus aria-hidden />
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </ListState>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={`Remove ${removing?.name ?? 'this admin'}?`}
        description={
          <>
            {removing?.email} will be signed out everywhere and their admin account deleted. Tasks, updates
            and messages they wrote stay. To bring them back, send a new admin invite.
          </>
        }
        confirmLabel="Remove admin"
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}
