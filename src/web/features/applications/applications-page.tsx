import { Download, Inbox, Search } from 'lucide-react';
import { useState } from 'react';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { ListState } from '@/web/ui/list-state';
import { PageHeader } from '@/web/ui/page-header';
import { ShowMoreButton } from '@/web/ui/show-more-button';
import { Skeleton } from '@/web/ui/skeleton';
import { applicationsCsvUrl, useApplications } from './api/get-applications';
import { ApplicationCard } from './application-card';

/** /admin/applications: what arrives through the public site's application dialog, for agency staff. */
export function ApplicationsPage() {
  useDocumentTitle('Applications');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const applications = useApplications(q);

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
      <ShowMoreButton
        pages={applications.pages}
        label="Show more applications"
        failure="Could not load more applications. Try again."
        className="mt-6 text-sm text-muted-foreground"
        status={
          <p aria-live="polite">
            Showing {applications.items.length} of {applications.total} applications
          </p>
        }
      />
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
  const { pages, items } = applications;
  return (
    <ListState
      query={pages}
      isEmpty={items.length === 0}
      noun="applications"
      placeholder={
        <div className="grid gap-4">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      }
      whenEmpty={{
        icon: Inbox,
        title: 'No applications yet',
        description: "Applications sent from the website's Apply Now dialog will show up here.",
      }}
      whenNoMatch={
        q
          ? { icon: Search, title: 'No matching applications', description: `Nothing matches "${q}".` }
          : undefined
      }
    >
      <ol className="grid gap-4" aria-label="Applications">
        {items.map((application) => (
          <li key={application.id}>
            <ApplicationCard application={application} />
          </li>
        ))}
      </ol>
    </ListState>
  );
}
