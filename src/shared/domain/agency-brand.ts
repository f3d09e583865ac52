/** What a visitor sees of the agency before signing in: its name, and its logo once an admin uploads one. */
export type AgencyBrand = { name: string; logoUrl: string | null };

/*
 * Prerendered pages are built once but the brand changes at run time (admin Settings, System), so the build
 * writes these where the brand goes and the server fills them on every request (decision 033). No logo: the
 * server removes the <img> whose src is the logo placeholder, leaving the name alone.
 */
export const AGENCY_NAME_PLACEHOLDER = '__AGENCY_NAME__';
export const AGENCY_LOGO_PLACEHOLDER = '__AGENCY_LOGO__';
