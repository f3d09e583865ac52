import { Settings2, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { EmptyState } from '@/web/ui/empty-state';
import { PageHeader } from '@/web/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/ui/tabs';
import { SystemSettingsTab } from './system-settings-tab';
import { TeamSettingsTab } from './team-settings-tab';

/** /admin/settings (SPEC §2 admin Settings): Client Management (to come), Team Settings and System. */
export function AdminSettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader title="Settings" description="Client management, team and system settings." />
      <Tabs defaultValue="team">
        <TabsList aria-label="Settings sections">
          <TabsTrigger value="clients">
            <Users aria-hidden />
            Client Management
          </TabsTrigger>
          <TabsTrigger value="team">
            <ShieldCheck aria-hidden />
            Team Settings
          </TabsTrigger>
          <TabsTrigger value="system">
            <Settings2 aria-hidden />
            System
          </TabsTrigger>
        </TabsList>
        <TabsContent value="clients">
          <EmptyState icon={Sparkles} title="Coming soon" description="Search and edit your clients here." />
        </TabsContent>
        <TabsContent value="team">
          <TeamSettingsTab />
        </TabsContent>
        <TabsContent value="system">
          <SystemSettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
