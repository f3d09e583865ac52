import { type PublicPage, siteName } from './public-pages';

const escapeAttr = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The <head> tags of a prerendered page. `origin` may be a placeholder the server fills in at startup,
 * because canonical and Open Graph URLs must be absolute and one build serves any domain.
 */
export function headTags(page: PublicPage, origin: string): string {
  const url = `${origin}${page.path}`;
  const title = escapeAttr(page.title);
  const description = escapeAttr(page.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    page.indexable ? `<link rel="canonical" href="${url}" />` : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${siteName}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${origin}/og-image.png" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${siteName}: growth marketing partner for founders" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}
