import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/ui/page-header';
import { QuickActionsCard } from './quick-actions-card';
import { SampleReportsCard } from './sample-reports-card';
import { UpcomingReportsCard } from './upcoming-reports-card';

type ClientReportsPageProps = {
  /** The files shared with the client (the files feature's list, handed in by the app). */
  files: ReactNode;
  /** Quick Actions' 'Download All Assets' (the files feature's, handed in by the app). */
  downloadAllAssets: ReactNode;
};

/** /dashboard/reports (SPEC §2 Reports & Assets page): the client's files, SPEC's samples and Quick Actions. */
export function ClientReportsPage({ files, downloadAllAssets }: ClientReportsPageProps) {
  useDocumentTitle('Reports & Assets');
  return (
    <>
      <PageHeader
        title="Reports & Assets"
        description="Reports, documents and creative assets from your team, in one place."
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="your-files-title" className="space-y-3">
            <div>
              <h2 id="your-files-title" className="text-base font-semibold text-slate-900">
                Your files
              </h2>
              <p className="text-sm text-muted-foreground">Shared with you by your team, newest first.</p>
            </div>
            {files}
          </section>
          <SampleReportsCard />
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-1">
          <QuickActionsCard downloadAllAssets={downloadAllAssets} />
          <UpcomingReportsCard />
        </div>
      </div>
    </>
  );
}
