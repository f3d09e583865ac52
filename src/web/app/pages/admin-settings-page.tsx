import { AdminSettingsPage } from '@/web/features/admin-settings/admin-settings-page';
import { AuditLogTab } from '@/web/features/audit-log/audit-log-tab';
import { ClientManagementSettingsTab } from '@/web/features/clients/client-management-settings-tab';

/*
 * /admin/settings shows the clients feature's Client Management tab and the audit log feature's tab inside
 * the admin-settings feature's page; features never import one another, so the page that puts them
 * together lives here.
 */
export function AdminSettingsRoute() {
  return (
    <AdminSettingsPage clientManagementTab={<ClientManagementSettingsTab />} auditLogTab={<AuditLogTab />} />
  );
}
