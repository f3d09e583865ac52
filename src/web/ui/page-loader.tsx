import { LoaderCircle } from 'lucide-react';

/** Fills the screen while a page cannot render yet (e.g. a guard checking the session). */
export function PageLoader({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-svh flex-col items-center justify-center gap-3 bg-background">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden />
      <p className="text-sm font-medium text-slate-600">{label}</p>
    </div>
  );
}
