import { Button } from '@/web/ui/button';
import { Skeleton } from '@/web/ui/skeleton';
import { LogoUpload } from './system/logo-upload';
import { NotificationToggles } from './system/notification-toggles';
import { useAgencySettings } from './system/system-api';

/** Admin Settings, System: the agency's logo and which notification emails it receives. */
export function SystemSettingsTab() {
  const settings = useAgencySettings();
  if (settings.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-hidden>
        <Skeleton className="h-48" />
        <Skeleton className="h-64" />
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
    </div>
  );
}
