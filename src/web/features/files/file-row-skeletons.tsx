import { Card } from '@/web/ui/card';
import { Skeleton } from '@/web/ui/skeleton';

/** File-row shaped placeholders while a list loads. */
export function FileRowSkeletons({ count = 3 }: { count?: number }) {
  return (
    <Card className="divide-y">
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
