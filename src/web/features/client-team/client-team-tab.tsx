import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { clientRoleCan } from '@/shared/domain/client-roles';
import { INVITE_LIFETIME_DAYS } from '@/shared/domain/invites';
import { useAuth } from '@/web/lib/auth/auth-provider';
import { meQueryKey } from '@/web/lib/auth/get-me';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { useClientTeam } from './api/get-client-team';
import { InviteTeammateForm } from './invite-teammate-form';
import { LeaveTeamCard } from './leave-team-card';
import { TeamInvites } from './team-invites';
import { TeamMembers } from './team-members';

/**
 * Settings, Team (issue 47): the company's people for everyone; for its owners their roles, Remove, and
 * the invitations; Leave for anyone but the only owner.
 */
export function ClientTeamTab() {
  const team = useClientTeam();
  const { client } = useAuth();
  const queryClient = useQueryClient();
  // The team's answer once it has one; until then the role the session read says.
  const yourRole = team.data?.yourRole ?? client?.role;
  const manages = yourRole ? clientRoleCan(yourRole, 'members') : false;

  // Another owner changed this person's role: what the portal shows them (Billing, Payout) follows it.
  useEffect(() => {
    if (client && team.data && team.data.yourRole !== client.role)
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [client, team.data, queryClient]);

  const members = team.data?.members ?? [];
  const you = members.find((member) => member.you);
  const owners = members.filter((member) => member.role === 'owner').length;
  const mayLeave = you !== undefined && !(you.role === 'owner' && owners <= 1);

  return (
    <div className="flex flex-col gap-6">
      <TeamMembers team={team} manages={manages} />
      {manages ? (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <UserPlus className="size-4 text-primary" aria-hidden />
              Invite a teammate
            </CardTitle>
            <CardDescription>
              We email them a link to create their own login. Each link works once and expires after{' '}
              {INVITE_LIFETIME_DAYS} days; if the email does not arrive, copy the link and send it yourself.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <InviteTeammateForm />
            <TeamInvites team={team} />
          </CardContent>
        </Card>
      ) : null}
      {mayLeave ? <LeaveTeamCard yourUserId={you.userId} /> : null}
    </div>
  );
}
