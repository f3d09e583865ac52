import { UserCog } from 'lucide-react';
import { EmptyState } from '@/web/ui/empty-state';

// PLACEHOLDER: the Team Settings tab (SPEC §2 admin Settings) is built separately; replace this file's
// content, keeping the export.
export function TeamSettingsTab() {
  return (
    <EmptyState
      icon={UserCog}
      title="Team settings are coming soon"
      description="Your team members and their access will be managed here."
    />
  );
}
