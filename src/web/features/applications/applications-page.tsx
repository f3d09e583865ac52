import { Download, Inbox, Search } from 'lucide-react';
import { useState } from 'react';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';
import { EmptyState } from '@/web/ui/empty-state';
import { Input } from '@/web/ui/input';
import { PageHeader } from '@/web/ui/page-header';
import { Skeleton } from '@/web/ui/skeleton';
import { applicationsCsvUrl, useApplications } from './api/get-applications';
import { ApplicationCard } from './application-card';

/** /admin/applications: what arrives through the public site's application dialog, for agency staff. */
export function ApplicationsPage() {
  useDocumentTitle('Applications');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const applications = useApplications(q);
  const total = applications.data?.pages[0]?.total;

  return (
    <>
      <PageHeader
        title="Applications"
        description="Partnership applications from the website, newest first."
        actions={
          <Button asChild variant="outline">
            <a href={applicationsCsvUrl(q)} download>
              <Download aria-hidden />
              Export CSV
            </a>
          </Button>
        }
      />
      <div className="relative mb-6 max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search applications"
          placeholder="Search applications..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
        />
      </div>
      <ApplicationsList applications={applications} q={q} />
      {total !== undefined && total > 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 text-sm text-muted-foreground">
          <p aria-live="polite">
            Showing {applications.data?.pages.reduce((sum, page) => sum + page.items.length, 0)} of {total}
          </p>
          {applications.hasNextPage ? (
            <Button
              variant="outline"
              onClick={() => applications.fetchNextPage()}
              disabled={applications.isFetchingNextPage}
            >
              {applications.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function ApplicationsList({
  applications,
  q,
}: {
  applications: ReturnType<typeof useApplications>;
  q: string;
}) {
  if (applications.isPending) {
    return (
      <div className="grid gap-4">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  }
  if (applications.isError) {
    return (
      <EmptyState icon={Inbox} title="Could not load applications" description={applications.error.message} />
    );
  }
  const items = applications.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return q ? (
      <EmptyState icon={Search} title="No matching applications" description={`Nothing matches "${q}".`} />
    ) : (
      <EmptyState
        icon={Inbox}
        title="No applications yet"
        description="Applications sent from the website's Apply Now dialog will show up here."
      />
    );
  }
  return (
    <ol className="grid gap-4" aria-label="Applications">
      {items.map((application) => (
        <li key={application.id}>
          <ApplicationCard application={application} />
        </li>
      ))}
    </ol>
  );
}
