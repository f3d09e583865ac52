import { pageBrand } from '@/web/lib/page-brand';
import { Logo } from './logo';

/**
 * The agency's logo and name where a client meets the agency before signing in (the sign-in, registration
 * and password pages, the public site): the name alone until a logo is uploaded.
 */
export function AgencyBrandLogo({ tone }: { tone?: 'dark' | 'light' }) {
  const { name, logoUrl } = pageBrand();
  return <Logo tone={tone} name={name} imageUrl={logoUrl} withMark={false} className="max-w-full" />;
}
