import type { UploadLimitsConfig } from '../config';
import type { AppError } from '../core/errors';
import type { Db, DbOrTx } from '../db/connection';
import { assertStillAllowedToWrite } from '../identity/assert-still-allowed-to-write';
import type { RateLimiter } from '../platform/rate-limiter';
import { assertFreeSpaceFor } from './free-space';
import { confirmWithinQuota, exceedsQuota, quotaExceededError, roomLeft, storageUsedByClient } from './quota';
import type { Storage } from './storage';
import { uploadRate } from './upload-rate';

export type UploadBudget = Awaited<ReturnType<typeof openUploadBudget>>;

/**
 * The storage limits of one upload request, for every route that stores files: the client's quota,
 * the uploader's rate and the disk's free space. Opened before the body is read, with what the request
 * declares: `leastIncomingBytes` (the file bytes its length proves, 0 when undeclared) and
 * `mostIncomingBytes` (what it may carry at most). Then each file is counted as it arrives, and
 * `confirm` runs in the transaction that writes the rows, with the bytes actually received.
 */
export async function openUploadBudget({
  db,
  storage,
  rateLimiter,
  limits,
  clientId,
  userId,
  sessionId,
  leastIncomingBytes,
  mostIncomingBytes,
}: {
  db: Db;
  storage: Storage;
  rateLimiter: RateLimiter;
  limits: UploadLimitsConfig;
  /**
   * Whose quota the files count against: the client the task, update or file belongs to; null for the
   * agency's own assets (its logo), which belong to no client and count against no client's quota. The
   * uploader's rate and the disk's free space still apply.
   */
  clientId: string | null;
  /** Who uploads (a client, or an admin for a client). */
  userId: string;
  /** The uploader's session, which must still exist when the rows are written. */
  sessionId: string;
  leastIncomingBytes: number;
  mostIncomingBytes: number;
}) {
  const rate = uploadRate(rateLimiter, userId, limits.perUser);
  const { bytesLeft: rateBytesLeft } = await rate.assertRoomFor(leastIncomingBytes);
  const quotaBytes = clientId === null ? Number.POSITIVE_INFINITY : limits.clientQuotaBytes;
  const used = clientId === null ? 0 : await storageUsedByClient(db, clientId);
  if (exceedsQuota(used, leastIncomingBytes, quotaBytes)) {
    throw quotaExceededError(limits.clientQuotaBytes);
  }
  await assertFreeSpaceFor(storage, {
    incomingBytes: mostIncomingBytes,
    reserveBytes: limits.freeSpaceReserveBytes,
  });

  let received = 0;
  return {
    /** Counts one more file against the uploader's rate, before it is stored. */
    startFile: () => rate.countFile(),
    /**
     * The most the next file may weigh, so an upload past the quota or the rate is cut off while it
     * streams; `refusal` is what to answer past it, undefined when the file's own limit is the bound.
     */
    limitForFile(fileMaxBytes: number): { maxBytes: number; refusal: AppError | undefined } {
      const quotaRoom = roomLeft(used + received, quotaBytes);
      const rateRoom = Math.max(0, rateBytesLeft - received);
      const maxBytes = Math.min(fileMaxBytes, quotaRoom, rateRoom);
      if (maxBytes === fileMaxBytes) return { maxBytes, refusal: undefined };
      return {
        maxBytes,
        refusal: maxBytes === quotaRoom ? quotaExceededError(limits.clientQuotaBytes) : rate.refuse(),
      };
    },
    /** Counts the bytes of a stored file. */
    async fileStored(bytes: number) {
      received += bytes;
      await rate.countBytes(bytes);
    },
    /**
     * First in the transaction that writes the rows: the uploader may still write (not suspended, deleted
     * or signed out while the body streamed; identity/assert-still-allowed-to-write.ts), and the quota
     * again, with the other uploads committed since. Every upload route calls it, so none can skip either.
     */
    async confirm(tx: DbOrTx) {
      await assertStillAllowedToWrite(tx, { userId, sessionId });
      if (received === 0 || clientId === null) return;
      await confirmWithinQuota(tx, {
        clientId,
        incomingBytes: received,
        quotaBytes: limits.clientQuotaBytes,
      });
    },
  };
}
