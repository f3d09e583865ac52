import { AlertTriangle } from 'lucide-react';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { EmptyState } from '@/web/ui/empty-state';
import { Skeleton } from '@/web/ui/skeleton';

/** File-row shaped placeholders while a list loads. */
export function FileListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Card className="divide-y" role="status" aria-label="Loading files">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <div key={i} className="flex gap-3 p-5">
          <Skeleton className="size-10 shrink-0 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </Card>
  );
}

/** A list that failed to load says so and offers to try again. */
export function FileListError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={AlertTriangle}
      title="We couldn't load the files"
      description="Something went wrong while fetching the files. Check your connection and try again."
      action={
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
