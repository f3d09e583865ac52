import type { ComponentProps } from 'react';
import { PageLink } from '../navigation/public-navigation';
import type { NavLink } from './nav-links';

/**
 * Public pages move between each other without a reload; section anchors and portal pages are plain
 * links (the browser scrolls to an anchor, and the portal is another app).
 */
export function SiteLink({ link, ...props }: { link: NavLink } & Omit<ComponentProps<'a'>, 'href'>) {
  if (link.kind === 'page') return <PageLink to={link.href} {...props} />;
  return <a href={link.href} {...props} />;
}
