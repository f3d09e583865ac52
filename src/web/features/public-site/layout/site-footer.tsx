import { AgencyBrandLogo } from '@/web/ui/agency-brand-logo';
import { PageLink } from '../navigation/public-navigation';

const columns = [
  {
    title: 'Services',
    links: [
      { label: 'Brand positioning', href: '/#services' },
      { label: 'Funnels & landing pages', href: '/#services' },
      { label: 'Content & campaigns', href: '/#services' },
      { label: 'Email & automation', href: '/#services' },
      { label: 'Analytics & reporting', href: '/#services' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/#about' },
      { label: 'Process', href: '/#process' },
      { label: 'Results', href: '/#results' },
      { label: 'Contact', href: '/#contact' },
    ],
  },
];

// SPEC §2: social link targets are placeholders until the agency's own profiles are set.
const social = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'X', href: 'https://x.com/' },
];

const linkClass = 'text-sm text-slate-400 transition-colors hover:text-white';

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="max-w-xs">
          <AgencyBrandLogo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-slate-400">
            Strategy, funnels and campaigns for founders who want to launch with momentum and keep growing.
          </p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  <a href={link.href} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="text-sm font-semibold text-white">Resources</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <PageLink to="/launch-readiness" className={linkClass}>
                Launch-readiness quiz
              </PageLink>
            </li>
            <li>
              <PageLink to="/case-study/entrives" className={linkClass}>
                Entrives case study
              </PageLink>
            </li>
            <li>
              <a href="/login" className={linkClass}>
                Client log in
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          {/* No year: a prerendered year would disagree with the browser's clock on hydration after New Year. */}
          <p>© Agency Portal. All rights reserved.</p>
          <ul className="flex gap-5" aria-label="Social media">
            {social.map((link) => (
              <li key={link.label}>
                <a href={link.href} className={linkClass} rel="noopener">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
