import type { Context } from 'hono';
import { openUploadBudget, type UploadBudget } from '../storage/upload-budget';
import { UploadRateLimitedError } from '../storage/upload-rate';
import type { AppEnv } from './app-env';
import { currentActor } from './session';
import { declaredFileBytes, type UploadLimits } from './upload';

/**
 * For an upload route: opens the request's upload budget (quota, rate, free space) for the client whose
 * quota the files count against (null: the agency's own assets, under no client's quota), with what the request declares it carries, the caller as uploader (its session re-checked when the rows are written).
 */
export function uploadBudgetOpener(
  c: Context<AppEnv>,
  limits: UploadLimits,
): (clientId: string | null) => Promise<UploadBudget> {
  const { db, storage, rateLimiter, config } = c.get('deps');
  const declared = declaredFileBytes(c.req.raw, limits);
  return (clientId) => {
    const { user, sessionId } = currentActor(c);
    return openUploadBudget({
      db,
      storage,
      rateLimiter,
      limits: config.uploads,
      clientId,
      userId: user.id,
      sessionId,
      leastIncomingBytes: declared.least,
      mostIncomingBytes: declared.most,
    });
  };
}

/** An upload's work, its rate refusal answered with Retry-After. */
export async function withRetryAfter<T>(c: Context<AppEnv>, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UploadRateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
