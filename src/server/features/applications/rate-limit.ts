import { createMiddleware } from 'hono/factory';
import { messages } from '../../../shared/messages';
import { AppError } from '../../core/errors';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';

// A person applies once, maybe retries; a shared office network may send a few. Bots send many.
export const APPLICATION_RATE_LIMIT = { max: 5, windowSeconds: 10 * 60 };

/** Counts every attempt, valid or not, per caller address, before the body is even read. */
export const limitApplicationsPerIp = createMiddleware<AppEnv>(async (c, next) => {
  const { config, rateLimiter } = c.get('deps');
  const ip = clientIp(c, config.trustProxy) ?? 'unknown';
  const attempts = await rateLimiter.hit(`applications:${ip}`, APPLICATION_RATE_LIMIT.windowSeconds);
  if (attempts > APPLICATION_RATE_LIMIT.max) {
    c.header('Retry-After', String(APPLICATION_RATE_LIMIT.windowSeconds));
    throw new AppError('rate_limited', messages.applications.rateLimited);
  }
  await next();
});
