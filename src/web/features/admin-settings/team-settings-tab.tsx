import { AdminInvites } from './team/admin-invites';
import { TeamMembers } from './team/team-members';

/** Admin Settings, Team Settings: the staff accounts and their roles, and links that invite another. */
export function TeamSettingsTab() {
  return (
    <div className="flex flex-col gap-6">
      <TeamMembers />
      <AdminInvites />
    </div>
  );
}
