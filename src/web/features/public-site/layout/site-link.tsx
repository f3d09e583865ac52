import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import type { NavLink } from './nav-links';

/**
 * Public pages move between each other without a reload; section anchors and portal pages are plain
 * links (the browser scrolls to an anchor, and the portal is another app).
 */
export function SiteLink({ link, ...props }: { link: NavLink } & Omit<ComponentProps<'a'>, 'href'>) {
  if (link.kind === 'page') return <Link to={link.href} {...props} />;
  return <a href={link.href} {...props} />;
}
