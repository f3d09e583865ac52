import { messages } from '../../shared/messages';
import { AppError } from '../core/errors';
import type { Storage } from './storage';

/**
 * Disk storage shares its file system with the embedded database: refuses an upload (507) that would
 * leave less than `reserveBytes` free, so uploads can never fill the disk the data needs. Storage
 * without a disk of its own (S3) is not checked.
 */
export async function assertFreeSpaceFor(
  storage: Storage,
  { incomingBytes, reserveBytes }: { incomingBytes: number; reserveBytes: number },
): Promise<void> {
  if (!storage.availableBytes) return;
  const available = await storage.availableBytes();
  if (available - incomingBytes < reserveBytes) {
    throw new AppError('insufficient_storage', messages.uploads.lowDiskSpace, {
      file: [messages.uploads.lowDiskSpace],
    });
  }
}
