import type { Context, MiddlewareHandler } from 'hono';
import { CROSS_SITE_REFUSED } from '../../shared/domain/error-codes';
import { errorBody } from './errors';
import { isSameOrigin } from './origins';
import { type HeaderList, withPresetHeaders } from './preset-headers';

/**
 * The security headers of every answer, by what the answer is. A page or a static file gets them all. The
 * build's scripts and style sheets get only those that act on a script or a style sheet (nosniff, the
 * resource policy, HSTS): sent on each of the portal's tens of chunks, the rest were a kilobyte of headers
 * each, more than most chunks weigh. An API answer is JSON, never rendered as a page: it gets those, the
 * framing refusals, no-store (OWASP's set for a REST API) and the permissions policy (`apiSecurityHeaders`,
 * set by `apiGate`); the other document headers cost every API answer about 500 bytes and a tenth of a
 * health check's time. A stored file, which a tab may show, adds them back (http/file-response.ts). A
 * route's own header (a previewed file's sandboxing CSP) wins.
 */
export function pageSecurityHeaders(options: { https: boolean }): MiddlewareHandler {
  const hsts = hstsHeaders(options);
  const forSubresources: HeaderList = [...subresourceHeaders, ...hsts];
  const forDocuments: HeaderList = [
    ...pageHeaders,
    ...permissionsHeaders,
    ...documentOnlyHeaders,
    ...subresourceHeaders,
    ...hsts,
  ];
  return (c, next) =>
    withPresetHeaders(c, next, isBuildScriptOrStyle(c.req.path) ? forSubresources : forDocuments);
}

/** The security headers of an answer under /api. */
export function apiSecurityHeaders(options: { https: boolean }): HeaderList {
  return [...apiHeaders, ...permissionsHeaders, ...subresourceHeaders, ...hstsHeaders(options)];
}

const hstsHeaders = ({ https }: { https: boolean }): HeaderList =>
  https ? [['strict-transport-security', 'max-age=31536000; includeSubDomains']] : [];

/** Vite's hashed output: only ever loaded by the portal's pages as a module script or a style sheet. */
const isBuildScriptOrStyle = (path: string) => path.startsWith('/assets/') && /\.(js|css)$/.test(path);

const subresourceHeaders: HeaderList = [
  ['x-content-type-options', 'nosniff'],
  ['cross-origin-resource-policy', 'same-origin'],
];

/** An API answer is the signed-in user's own, so no cache may keep it, and no other site may frame it. */
const apiHeaders: HeaderList = [
  ['cache-control', 'no-store'],
  ['content-security-policy', "frame-ancestors 'none'"],
  ['x-frame-options', 'DENY'],
];

const pageHeaders: HeaderList = [
  [
    'content-security-policy',
    [
      "default-src 'self'",
      "script-src 'self'",
      // Radix and sonner set inline style attributes for positioning.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
  ],
  ['x-frame-options', 'DENY'],
];

/**
 * No page uses these device and payment APIs (checkout is Stripe's own page), so no script may. Left on:
 * clipboard (invite links are copied) and fullscreen (attachment videos). On every answer, API ones too
 * (docs/reliability.md, 'Client hang-ups and the Permissions-Policy header').
 */
const permissionsHeaders: HeaderList = [
  [
    'permissions-policy',
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), ' +
      'microphone=(), payment=(), usb=()',
  ],
];

/** What acts only on a document: every page, and a stored file a tab shows (beside its own CSP). */
export const documentOnlyHeaders: HeaderList = [
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['cross-origin-opener-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The refusal of a state-changing request a browser sent from another site's page, or undefined to let it
 * through. The page's Origin decides: this portal's own (`allowedOrigins`), or the very host the request
 * was sent to, is not another site. Without an Origin, the browser's Sec-Fetch-Site does. Requests with
 * neither (scripts, webhooks signed by their sender) are judged by their own authentication.
 */
export function crossSiteRefusal(options: { allowedOrigins: string[]; appOrigin: string }) {
  return (c: Context): Response | undefined => {
    if (!unsafeMethods.has(c.req.method)) return undefined;
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const crossSite =
      origin !== undefined
        ? !options.allowedOrigins.includes(origin) && !isSameOrigin(origin, c.req.url)
        : site !== undefined && site !== 'same-origin' && site !== 'none';
    if (!crossSite) return undefined;
    const from = origin && origin !== 'null' ? `a page at ${origin}` : 'a page on another site';
    const message =
      `This change came from ${from}, not from Agency Portal itself, so it was refused to protect ` +
      `your account. Open ${options.appOrigin} and try again.`;
    return c.json(errorBody(CROSS_SITE_REFUSED, message), 403);
  };
}
