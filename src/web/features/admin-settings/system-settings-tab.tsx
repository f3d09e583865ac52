import { Button } from '@/web/ui/button';
import { Skeleton } from '@/web/ui/skeleton';
import { useAgencySettings } from './api/get-agency-settings';
import { AuditRetentionSetting } from './system/audit-retention-setting';
import { InvoicingSetting } from './system/invoicing-setting';
import { LogoUpload } from './system/logo-upload';
import { NotificationToggles } from './system/notification-toggles';
import { TimeZoneSetting } from './system/time-zone-setting';
import { TwoFactorRequirementSetting } from './system/two-factor-requirement-setting';

/**
 * Admin Settings, System: the agency's logo, which notification emails it receives, the time zone
 * clients' reminders and digests follow, the currency and address of its invoices, how long the audit log keeps its events, and whether staff must
 * sign in with two-factor.
 */
export function SystemSettingsTab() {
  const settings = useAgencySettings();
  if (settings.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-hidden>
        <Skeleton className="h-48" />
        <Skeleton className="h-64" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the system settings.{' '}
        <Button variant="link" onClick={() => settings.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <LogoUpload settings={settings.data} />
      <NotificationToggles settings={settings.data} />
      <TimeZoneSetting settings={settings.data} />
      <InvoicingSetting settings={settings.data} />
      <AuditRetentionSetting settings={settings.data} />
      <TwoFactorRequirementSetting settings={settings.data} />
    </div>
  );
}
