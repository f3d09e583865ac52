// SPEC §2 header links, in SPEC's order. Section links are "/#id" so they work from every public page;
// on the landing page the browser just scrolls. Log In and Admin leave the public site for the portal.
export type NavLink = { label: string; href: string; kind: 'section' | 'page' | 'portal' };

export const headerLinks: NavLink[] = [
  { label: 'Home', href: '/#home', kind: 'section' },
  { label: 'Process', href: '/#process', kind: 'section' },
  { label: 'Services', href: '/#services', kind: 'section' },
  { label: 'Results', href: '/#results', kind: 'section' },
  { label: 'About', href: '/#about', kind: 'section' },
  { label: 'Quiz', href: '/launch-readiness', kind: 'page' },
  { label: 'Contact', href: '/#contact', kind: 'section' },
];

export const portalLinks: NavLink[] = [
  { label: 'Log In', href: '/login', kind: 'portal' },
  { label: 'Admin', href: '/admin/login', kind: 'portal' },
];
