import {
  AGENCY_LOGO_PLACEHOLDER,
  AGENCY_NAME_PLACEHOLDER,
  type AgencyBrand,
} from '@/shared/domain/agency-brand';
import { AGENCY_NAME } from '@/shared/domain/agency-settings';

let brand: AgencyBrand | undefined;

const isFilled = (value: string | null | undefined): value is string =>
  !!value && value !== AGENCY_NAME_PLACEHOLDER && value !== AGENCY_LOGO_PLACEHOLDER;

function fromPage(): AgencyBrand {
  const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
  const name = meta('agency-name');
  const logo = meta('agency-logo');
  return { name: isFilled(name) ? name : AGENCY_NAME, logoUrl: isFilled(logo) ? logo : null };
}

/**
 * The agency's name and logo for the pages seen before signing in. The server writes them into every page
 * it serves (`agency-name` and `agency-logo` meta tags), so the first render already matches the HTML and
 * nothing waits for a request. Prerendering (no document) renders the placeholders the server fills.
 * Without a server that fills them (the dev server), the default name and no logo.
 */
export function pageBrand(): AgencyBrand {
  if (typeof document === 'undefined') {
    return { name: AGENCY_NAME_PLACEHOLDER, logoUrl: AGENCY_LOGO_PLACEHOLDER };
  }
  brand ??= fromPage();
  return brand;
}
