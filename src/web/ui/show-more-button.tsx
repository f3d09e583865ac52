import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Button } from './button';

/** What a paged list's query says about its next page (TanStack Query's infinite query result). */
type NextPage = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * Under a list that pages: the button that loads the next page while there is one, with a line on top
 * (`status`, e.g. how many are shown) and the failure said where the button is.
 */
export function ShowMoreButton({
  pages,
  label,
  failure,
  status,
  className,
  size,
}: {
  pages: NextPage;
  label: string;
  failure: string;
  status?: ReactNode;
  className?: string;
  size?: 'sm';
}) {
  if (!pages.hasNextPage) return null;
  return (
    <div className={cn('flex flex-col items-center gap-2', className)}>
      {status}
      <Button
        variant="outline"
        size={size}
        className={size === 'sm' ? 'w-full' : undefined}
        onClick={() => void pages.fetchNextPage()}
        disabled={pages.isFetchingNextPage}
        aria-busy={pages.isFetchingNextPage}
      >
        {pages.isFetchingNextPage ? 'Loading…' : label}
      </Button>
      {pages.isFetchNextPageError ? (
        <p className="text-center text-sm text-destructive" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
