import { ScrollText, Settings2, UserCog, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIsAdmin } from '@/web/lib/auth/staff-role';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/ui/tabs';
import { SystemSettingsTab } from './system-settings-tab';
import { TeamSettingsTab } from './team-settings-tab';

type AdminSettingsPageProps = {
  /** The clients feature's tab, handed in by the app (features never import one another). */
  clientManagementTab: ReactNode;
  /** The audit log feature's tab, handed in the same way. */
  auditLogTab: ReactNode;
};

/**
 * /admin/settings (SPEC §2 admin Settings): Client Management, Team Settings, System and Audit log tabs.
 * Team, System and the Audit log are an admin's alone (decisions 043 and 046): an account manager gets
 * Client Management, for their clients.
 */
export function AdminSettingsPage({ clientManagementTab, auditLogTab }: AdminSettingsPageProps) {
  useDocumentTitle('Settings');
  const admin = useIsAdmin();
  if (!admin) {
    return (
      <>
        <PageHeader title="Settings" description="Manage the clients assigned to you." />
        {clientManagementTab}
      </>
    );
  }
  return (
    <>
      <PageHeader title="Settings" description="Manage clients, your team and the portal." />
      <Tabs defaultValue="clients">
        {/* Icons and full-size labels from sm up: compact, the four tabs fit a phone's width. */}
        <TabsList className="[&_svg]:hidden sm:[&_svg]:inline [&>button]:px-2 [&>button]:text-xs sm:[&>button]:px-3 sm:[&>button]:text-sm">
          <TabsTrigger value="clients">
            <Users aria-hidden />
            Client Management
          </TabsTrigger>
          <TabsTrigger value="team">
            <UserCog aria-hidden />
            Team Settings
          </TabsTrigger>
          <TabsTrigger value="system">
            <Settings2 aria-hidden />
            System
          </TabsTrigger>
          <TabsTrigger value="audit">
            <ScrollText aria-hidden />
            Audit log
          </TabsTrigger>
        </TabsList>
        <TabsContent value="clients">{clientManagementTab}</TabsContent>
        <TabsContent value="team">
          <TeamSettingsTab />
        </TabsContent>
        <TabsContent value="system">
          <SystemSettingsTab />
        </TabsContent>
        <TabsContent value="audit">{auditLogTab}</TabsContent>
      </Tabs>
    </>
  );
}
