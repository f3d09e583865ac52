import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '@/web/ui/button';

/**
 * Shown when a page throws or its code fails to load (often a deploy replaced the chunk files); a
 * reload fetches the current ones.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed to render:', error);
  }, [error]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-background px-6 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <TriangleAlert className="size-6" aria-hidden />
      </div>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">
        This page could not be shown. Reloading usually fixes it.
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </main>
  );
}
