import type { ClientTeam } from '../../../shared/contracts/client-team';
import { clientRoleCan } from '../../../shared/domain/client-roles';
import type { DbOrTx } from '../../db/connection';
import type { ActorClient } from '../../http/app-env';
import { teamInvites, teamMembers, toTeamInviteDto } from './team-rows';

/** Settings, Team tab: the company's people, and for its owners the invitations sent. */
export async function getTeam({
  db,
  client,
  callerId,
  appOrigin,
}: {
  db: DbOrTx;
  client: ActorClient;
  callerId: string;
  appOrigin: string;
}): Promise<ClientTeam> {
  const managesTeam = clientRoleCan(client.role, 'members');
  const [members, invites] = await Promise.all([
    teamMembers(db, client.id, callerId),
    managesTeam ? teamInvites(db, client.id) : Promise.resolve([]),
  ]);
  const now = new Date();
  return {
    members,
    invites: invites.map((row) => toTeamInviteDto(row, appOrigin, now)),
    yourRole: client.role,
  };
}
