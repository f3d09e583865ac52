import { Settings2 } from 'lucide-react';
import { EmptyState } from '@/web/ui/empty-state';

// PLACEHOLDER: the System tab (SPEC §2 admin Settings: logo upload and notification toggles) is built
// separately; replace this file's content, keeping the export.
export function SystemSettingsTab() {
  return (
    <EmptyState
      icon={Settings2}
      title="System settings are coming soon"
      description="The agency logo and notification preferences will be managed here."
    />
  );
}
