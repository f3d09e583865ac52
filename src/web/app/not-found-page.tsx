import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@/shared/messages';
import { cn } from '@/web/lib/cn';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';

type NotFoundPageProps = {
  /**
   * The dashboard's URL when shown inside its shell: the page then fills the shell's content area (the
   * shell has the page's landmark) and leads back to that dashboard's first page.
   */
  inShell?: '/dashboard' | '/admin';
};

/** Any unknown path (SPEC §2). The bad path is logged so broken links show up in the console. */
export function NotFoundPage({ inShell }: NotFoundPageProps) {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  const Frame = inShell ? 'section' : 'main';
  return (
    <Frame
      aria-labelledby="not-found-title"
      className={cn(
        'flex flex-col items-center justify-center px-6 text-center',
        inShell ? 'min-h-[60svh]' : 'min-h-svh bg-background',
      )}
    >
      <p className="bg-gradient-to-br from-brand-500 to-brand-800 bg-clip-text text-7xl font-bold tracking-tight text-transparent">
        {messages.notFound.code}
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-semibold text-slate-900">
        {messages.notFound.title}
      </h1>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild className="mt-8">
        <Link to={inShell ?? '/'}>
          <ArrowLeft aria-hidden />
          {inShell ? messages.notFound.backToDashboard : messages.notFound.returnHome}
        </Link>
      </Button>
    </Frame>
  );
}
