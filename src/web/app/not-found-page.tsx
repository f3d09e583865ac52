import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@/shared/messages';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';

/** Any unknown path (SPEC §2). The bad path is logged so broken links show up in the console. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-background px-6 text-center">
      <p className="bg-gradient-to-br from-brand-500 to-brand-800 bg-clip-text text-7xl font-bold tracking-tight text-transparent">
        {messages.notFound.code}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{messages.notFound.title}</h1>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden />
          {messages.notFound.returnHome}
        </Link>
      </Button>
    </main>
  );
}
