import { AdminInvites } from './team/admin-invites';
import { TeamMembers } from './team/team-members';

/** Admin Settings, Team Settings: the real admin accounts, and links that invite another admin. */
export function TeamSettingsTab() {
  return (
    <div className="flex flex-col gap-6">
      <TeamMembers />
      <AdminInvites />
    </div>
  );
}
