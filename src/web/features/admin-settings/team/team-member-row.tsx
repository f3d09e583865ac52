import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import type { TeamMember } from '@/shared/contracts/team';
import { type StaffRole, staffRoleLabels, staffRoles } from '@/shared/domain/roles';
import { teamMessages } from '@/shared/domain/team';
import { twoFactorAdminText } from '@/shared/domain/two-factor';
import { formatDate } from '@/web/lib/format';
import { useRoleChange } from '@/web/lib/use-role-change';
import { Avatar } from '@/web/ui/avatar';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { RoleAndRemove } from '@/web/ui/role-and-remove';
import { useChangeStaffRole } from '../api/change-staff-role';

/**
 * One staff member in Team Settings. The caller's own row shows their role as a badge; every other row
 * shows it in the picker that changes it (decision 043), beside Remove. The server refuses the caller's own
 * role and the last admin's, in its own words. Each row says whether two-factor is on; another member's,
 * when on, can be reset (decision 047).
 */
export function TeamMemberRow({
  member,
  onRemove,
  onResetTwoFactor,
}: {
  member: TeamMember;
  onRemove: () => void;
  onResetTwoFactor: () => void;
}) {
  const { role, pending, change } = useRoleChange<StaffRole>({
    mutation: useChangeStaffRole(),
    userId: member.id,
    current: member.role,
    done: (next) => teamMessages.roleChanged(member.name, staffRoleLabels[next]),
    failed: teamMessages.roleChangeFailed,
  });

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={member.name} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span className="min-w-0 truncate">{member.name}</span>
            {member.isYou ? (
              <>
                <Badge variant="brand">You</Badge>
                <Badge variant="neutral">{staffRoleLabels[member.role]}</Badge>
              </>
            ) : null}
            {member.twoFactorEnabled ? (
              <Badge variant="success">
                <ShieldCheck aria-hidden />
                {twoFactorAdminText.memberOn}
              </Badge>
            ) : (
              <Badge variant="outline">
                <ShieldOff aria-hidden />
                {twoFactorAdminText.memberOff}
              </Badge>
            )}
          </p>
          <p className="truncate text-sm text-slate-600" title={member.email}>
            {member.email}
          </p>
          <p className="text-xs text-muted-foreground">
            {staffRoleLabels[member.role]} since {formatDate(member.adminSince)}
          </p>
        </div>
      </div>
      {member.isYou ? null : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {member.twoFactorEnabled ? (
            <Button
              variant="outline"
              size="sm"
              onClick={onResetTwoFactor}
              aria-label={twoFactorAdminText.resetFor(member.name)}
              className="self-start sm:self-auto"
            >
              <KeyRound aria-hidden />
              {twoFactorAdminText.reset}
            </Button>
          ) : null}
          <RoleAndRemove
            personId={member.id}
            personName={member.name}
            roles={staffRoles}
            labels={staffRoleLabels}
            value={role}
            pending={pending}
            onChange={change}
            onRemove={onRemove}
            selectClassName="text-xs sm:w-44 sm:text-sm"
          />
        </div>
      )}
    </li>
  );
}
