import { DATA_EXPORT_WINDOW_SECONDS, DATA_EXPORTS_PER_DAY } from '../../../shared/domain/data-export';
import type { RateLimiter } from '../../platform/rate-limiter';

const keyOf = (clientId: string) => `data-export:${clientId}`;

/**
 * Whether the company may export now: a few a day, counted per company whoever asks (its owners or an
 * admin). `counting` takes one export from the day's allowance; without it (a HEAD, which builds nothing)
 * it only looks. A refused export is not counted.
 */
export async function exportAllowed(
  rateLimiter: RateLimiter,
  clientId: string,
  counting: boolean,
): Promise<boolean> {
  const key = keyOf(clientId);
  if (!counting) return (await rateLimiter.count(key, DATA_EXPORT_WINDOW_SECONDS)) < DATA_EXPORTS_PER_DAY;
  if ((await rateLimiter.hit(key, DATA_EXPORT_WINDOW_SECONDS)) <= DATA_EXPORTS_PER_DAY) return true;
  await rateLimiter.release(key);
  return false;
}
