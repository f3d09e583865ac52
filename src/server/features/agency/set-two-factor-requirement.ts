import type { TwoFactorRequirement } from '../../../shared/contracts/two-factor';
import { twoFactorMessages } from '../../../shared/domain/two-factor';
import type { AuditWho } from '../../audit/audit-person';
import { requirePasswordAndCode } from '../../auth/require-password-and-code';
import { AppError } from '../../core/errors';
import type { Actor, AppDeps } from '../../http/app-env';
import { updateAgencySettings } from './update-agency-settings';

/**
 * Admin Settings, System: 'Require two-factor sign-in for staff' (decision 047). Turning it on needs the
 * admin's own two-factor (so the admin who asks is never the one locked out); turning it off weakens every
 * staff account, so it takes the admin's password and a code, as turning their own off does. From the
 * next request on, a staff member without two-factor reaches only its setup (http/session.ts).
 */
export async function setTwoFactorRequirement({
  deps,
  who,
  caller,
  headers,
  change,
}: {
  deps: Pick<AppDeps, 'db' | 'realtime' | 'auth' | 'rateLimiter'>;
  who: AuditWho;
  caller: Actor;
  headers: Headers;
  change: TwoFactorRequirement;
}) {
  if (change.required && !caller.twoFactor.enabled)
    throw new AppError('bad_request', twoFactorMessages.requirementNeedsYours);
  if (!change.required) {
    const { password, code } = change;
    const person = { id: caller.user.id, twoFactorEnabled: caller.twoFactor.enabled };
    await requirePasswordAndCode(deps, { headers, person, password, code });
  }
  return updateAgencySettings({
    db: deps.db,
    realtime: deps.realtime,
    who,
    adminId: caller.user.id,
    changes: { requireStaffTwoFactor: change.required },
  });
}
