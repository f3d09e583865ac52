import { Skeleton } from '@/web/ui/skeleton';

/** Task-card shaped placeholders while a list loads. */
export function TaskCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="grid gap-4">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <div key={i} className="space-y-3 rounded-lg border bg-white p-6">
          <div className="flex justify-between gap-4">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-8 w-32" />
        </div>
      ))}
    </div>
  );
}
