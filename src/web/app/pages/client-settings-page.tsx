import { AccountSecurityCards } from '@/web/features/account-security/account-security-cards';
import { ClientTeamTab } from '@/web/features/client-team/client-team-tab';
import { SettingsPage } from '@/web/features/profile/settings-page';

/*
 * /dashboard/settings shows the client-team feature's Team tab and the account-security feature's cards
 * inside the profile feature's Settings page; features never import one another, so the page that puts
 * them together lives here.
 */
export function ClientSettingsRoute() {
  return <SettingsPage teamTab={<ClientTeamTab />} securityTab={<AccountSecurityCards />} />;
}
