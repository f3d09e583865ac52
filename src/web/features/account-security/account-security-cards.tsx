import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/**
 * The signed-in person's own account security: the password, two-factor sign-in and the sessions. A
 * client's Settings shows it as its Security tab; staff have it as their Security page.
 */
export function AccountSecurityCards() {
  return (
    <div className="flex flex-col gap-6">
      <PasswordCard />
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}
