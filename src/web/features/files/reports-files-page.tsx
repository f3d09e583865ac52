import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /admin/reports (SPEC §2 Reports & Files). Placeholder until the feature is built. */
export function ReportsFilesPage() {
  return (
    <PlaceholderPage
      title="Reports & Files"
      description="Reports, documents and assets shared with clients."
    />
  );
}
