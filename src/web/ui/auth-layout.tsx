import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageBrand } from '@/web/lib/page-brand';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { AgencyBrandLogo } from './agency-brand-logo';
import { BackHomeLink } from './back-home-link';

type AuthLayoutProps = {
  title: string;
  description: string;
  /** The brand panel's pitch: a headline and three points. */
  pitch: { headline: string; points: { icon: LucideIcon; text: string }[] };
  /** Links under the form, e.g. to the other login page. */
  footer: ReactNode;
  children: ReactNode;
};

/**
 * The sign-in, registration and password pages' split screen: a brand panel beside the form on wide
 * screens, the form alone on phones.
 */
export function AuthLayout({ title, description, pitch, footer, children }: AuthLayoutProps) {
  useDocumentTitle(title);
  const agencyName = pageBrand().name;
  return (
    <div className="grid min-h-svh bg-white lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside
        aria-label={`About ${agencyName}`}
        className="relative hidden overflow-hidden bg-slate-950 p-10 text-white lg:flex lg:flex-col"
      >
        <div
          aria-hidden
          className="absolute -top-32 -left-24 size-[28rem] rounded-full bg-brand-500/25 blur-3xl"
        />
        <div
          aria-hidden
          className="absolute -right-24 bottom-0 size-80 rounded-full bg-brand-700/30 blur-3xl"
        />
        <Link to="/" className="relative w-fit rounded-lg">
          <AgencyBrandLogo tone="light" />
        </Link>
        <div className="relative mt-auto mb-auto max-w-md">
          <p className="text-3xl font-semibold leading-tight tracking-tight text-balance">{pitch.headline}</p>
          <ul className="mt-8 flex flex-col gap-4">
            {pitch.points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-slate-300">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 text-brand-300 ring-1 ring-white/10">
                  <Icon className="size-4" aria-hidden />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-slate-400">
          © {new Date().getFullYear()} {agencyName}
        </p>
      </aside>

      <main className="flex flex-col px-5 py-6 sm:px-10">
        <div className="flex items-center justify-between">
          <Link to="/" className="rounded-lg lg:invisible">
            <AgencyBrandLogo />
          </Link>
          <BackHomeLink />
        </div>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1.5 mb-8 text-sm text-muted-foreground">{description}</p>
          {children}
          <div className="mt-8 border-t pt-6 text-center text-sm text-slate-600">{footer}</div>
        </div>
      </main>
    </div>
  );
}
