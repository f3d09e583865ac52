import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { CROSS_SITE_REFUSED } from '../../shared/domain/error-codes';
import { AppError } from '../core/errors';
import type { AppEnv } from './app-env';
import { errorBody } from './errors';
import { isSameOrigin } from './origins';

/**
 * Refuses a state-changing request that a browser sent from another site's page (Hono's CSRF middleware),
 * with our error code and a plain explanation. The page's Origin may be this portal's own
 * (`allowedOrigins`) or the very host the request was sent to; else the browser's Sec-Fetch-Site must say
 * same-origin, or none (typed in the address bar). What the middleware checks is what a page on another
 * site can send without asking first: a form, or text. A JSON or any other request needs the browser's
 * preflight, which this server never grants (it sends no CORS headers). Requests with neither header
 * (scripts, webhooks signed by their sender) are no browser's: they are judged by their own authentication.
 */
export function crossSiteGuard(options: { allowedOrigins: string[]; appOrigin: string }): MiddlewareHandler {
  const guard = csrf({
    origin: (origin, c) => options.allowedOrigins.includes(origin) || isSameOrigin(origin, c.req.url),
    secFetchSite: ['same-origin', 'none'],
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === undefined && c.req.header('sec-fetch-site') === undefined) return next();
    try {
      await guard(c, next);
    } catch (error) {
      // Only the guard's own refusal arrives here: Hono hands an error of a later layer to the app's handler.
      if (!(error instanceof HTTPException) || error.status !== 403) throw error;
      const from = origin && origin !== 'null' ? `a page at ${origin}` : 'a page on another site';
      const message =
        `This change came from ${from}, not from Agency Portal itself, so it was refused to protect ` +
        `your account. Open ${options.appOrigin} and try again.`;
      return c.json(errorBody(CROSS_SITE_REFUSED, message), 403);
    }
  };
}

/**
 * A download that spends something (a company's exports a day) starts only from this portal's own pages
 * or the address bar: a link on another site that a signed-in person follows sends their cookie (a
 * top-level navigation), and would spend it for them. The guard above judges changes only, as Hono's CSRF
 * middleware lets every GET and HEAD through. A request without Sec-Fetch-Site is no browser's.
 */
export const startedOnThisSite = createMiddleware<AppEnv>(async (c, next) => {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    const { appOrigin } = c.get('deps').config;
    throw new AppError(
      CROSS_SITE_REFUSED,
      `This download was started from a page on another site, not from Agency Portal itself, so it was ` +
        `refused to protect your account. Open ${appOrigin} and start it there.`,
    );
  }
  await next();
});
