import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AgencyBrandLogo } from '@/web/ui/agency-brand-logo';
import { ApplyButton } from '../application/apply-button';
import { PageLink, usePublicLocation } from '../navigation/public-navigation';
import { headerLinks, portalLinks } from './nav-links';
import { SiteLink } from './site-link';

const linkClass =
  'rounded-md px-2.5 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-white/5 hover:text-white';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = usePublicLocation();

  // A followed link (or another page) closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-slate-950 text-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        {/* Named by its visible words plus 'home', so a voice command that reads the logo finds it. */}
        <PageLink to="/" className="rounded-md text-white">
          <AgencyBrandLogo tone="light" />
          <span className="sr-only"> home</span>
        </PageLink>
        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {[...headerLinks, ...portalLinks].map((link) => (
              <li key={link.label}>
                <SiteLink link={link} className={linkClass}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <ApplyButton variant="bright" className="ml-auto lg:ml-2">
          Apply Now
        </ApplyButton>
        <button
          type="button"
          className="inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-slate-200 hover:bg-white/10 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
        </button>
      </div>
      <nav
        id="site-menu"
        aria-label="Menu"
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-white/10 bg-slate-950 shadow-xl lg:hidden"
      >
        <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:px-6">
          {[...headerLinks, ...portalLinks].map((link) => (
            <li key={link.label}>
              <SiteLink
                link={link}
                className={`block ${linkClass} text-base`}
                onClick={() => setMenuOpen(false)}
              >
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
