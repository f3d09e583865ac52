import { eq } from 'drizzle-orm';
import { logoTypeOfExtension } from '../../../shared/domain/profile-settings';
import { messages } from '../../../shared/messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { profiles } from '../../db/schema/index';
import type { ByteRange, Storage } from '../../storage/storage';

/**
 * The caller's own logo (all, or the `range` asked), with the type its stored extension names (else not
 * found).
 */
export async function openLogo({
  db,
  storage,
  userId,
  range,
}: {
  db: DbOrTx;
  storage: Storage;
  userId: string;
  range?: ByteRange | undefined;
}) {
  const [row] = await db
    .select({ logoUrl: profiles.logoUrl })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  const key = row?.logoUrl;
  const ext = key?.split('.').pop() ?? '';
  const type = logoTypeOfExtension(ext);
  if (!key || !type) throw new AppError('not_found', messages.profile.logoNotFound);
  const object = await storage.get(key, range);
  if (!object) throw new AppError('not_found', messages.profile.logoNotFound);
  return { ...object, fileName: `logo.${type.ext}`, fileType: type.mime };
}
