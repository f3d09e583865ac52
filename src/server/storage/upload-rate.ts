import { messages } from '../../shared/messages';
import type { UploadLimitsConfig } from '../config';
import { AppError } from '../core/errors';
import type { RateLimiter } from '../platform/rate-limiter';
import { describeBytes } from './describe-bytes';

export type UploadRate = UploadLimitsConfig['perUser'];

/** A refusal that tells the caller when to try again (the route sends it as Retry-After). */
export class UploadRateLimitedError extends AppError {
  constructor(
    rate: UploadRate,
    readonly retryAfterSeconds: number,
  ) {
    super(
      'rate_limited',
      messages.uploads.rateLimited(
        `${rate.maxFiles} files or ${describeBytes(rate.maxBytes)}`,
        Math.round(rate.windowSeconds / 60),
      ),
    );
  }
}

// Bytes are counted in KiB so that a burst of parallel uploads cannot overflow the counter.
const kib = (bytes: number) => Math.ceil(bytes / 1024);
const bytesKey = (userId: string) => `uploads-kib:${userId}`;
const filesKey = (userId: string) => `uploads-files:${userId}`;

/**
 * What one user uploads within a window, kept or refused, counted in the database so every server
 * instance shares the counters. Far above what a person sends; it stops a script that uploads forever.
 */
export function uploadRate(rateLimiter: RateLimiter, userId: string, rate: UploadRate) {
  // The window's full length: the limiter's fixed window may end sooner, never later.
  const refuse = () => new UploadRateLimitedError(rate, rate.windowSeconds);
  return {
    /** Before reading the body: refuses when the user has no files left, or not the bytes it declares. */
    async assertRoomFor(incomingBytes: number) {
      const [kibUsed, filesUsed] = await Promise.all([
        rateLimiter.count(bytesKey(userId), rate.windowSeconds),
        rateLimiter.count(filesKey(userId), rate.windowSeconds),
      ]);
      if (kibUsed + kib(incomingBytes) > kib(rate.maxBytes) || filesUsed >= rate.maxFiles) throw refuse();
      return { bytesLeft: Math.max(0, rate.maxBytes - kibUsed * 1024) };
    },
    /** Counts one more file before it is stored; the file past the limit is refused and not counted. */
    async countFile() {
      if ((await rateLimiter.hit(filesKey(userId), rate.windowSeconds)) > rate.maxFiles) {
        await rateLimiter.release(filesKey(userId));
        throw refuse();
      }
    },
    /** Counts the bytes received for one file; they count even when the upload is then refused. */
    async countBytes(bytes: number) {
      const total = await rateLimiter.hit(bytesKey(userId), rate.windowSeconds, kib(bytes));
      if (total > kib(rate.maxBytes)) throw refuse();
    },
    refuse,
  };
}
