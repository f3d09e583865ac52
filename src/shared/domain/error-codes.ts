// Error codes both sides name. Kept apart from the zod contracts so that the web app's first load, which
// needs this code but no schema, does not carry the validation library.

/** The code of a write refused because the page that sent it is on another site; the web app explains it. */
export const CROSS_SITE_REFUSED = 'cross_site_request';
