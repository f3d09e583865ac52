import { Sparkles } from 'lucide-react';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

type PlaceholderPageProps = { title: string; description: string };

/** Stands in for a page whose feature is not built yet: titled, so navigation already makes sense. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} description={description} />
      <EmptyState
        icon={Sparkles}
        title="Coming soon"
        description={`We're putting the finishing touches on ${title}. Check back shortly.`}
      />
    </>
  );
}
