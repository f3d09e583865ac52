import { AccountSecurityCards } from '@/web/features/account-security/account-security-cards';
import { ClientTeamTab } from '@/web/features/client-team/client-team-tab';
import { DataExportCard } from '@/web/features/data-export/data-export-card';
import { SettingsPage } from '@/web/features/profile/settings-page';

/*
 * /dashboard/settings shows the client-team feature's Team tab, the account-security feature's cards and
 * the data-export feature's 'Your data' card inside the profile feature's Settings page; features never
 * import one another, so the page that puts them together lives here.
 */
export function ClientSettingsRoute() {
  return (
    <SettingsPage
      teamTab={<ClientTeamTab />}
      securityTab={<AccountSecurityCards />}
      dataExportCard={<DataExportCard />}
    />
  );
}
