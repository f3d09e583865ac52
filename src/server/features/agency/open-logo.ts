import { agencyMessages } from '../../../shared/domain/agency-settings';
import { logoTypeOfExtension } from '../../../shared/domain/logo-images';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { readAgencySettings } from '../../platform/agency-settings';
import type { ByteRange, Storage } from '../../storage/storage';

/** The agency's logo file (all, or the `range` asked), or 404 when none was uploaded. */
export async function openAgencyLogo({
  db,
  storage,
  range,
}: {
  db: DbOrTx;
  storage: Storage;
  range?: ByteRange | undefined;
}) {
  const { logoUrl } = await readAgencySettings(db);
  const object = logoUrl ? await storage.get(logoUrl, range) : null;
  if (!logoUrl || !object) throw new AppError('not_found', agencyMessages.noLogo);
  // Served as the type its extension names, the one the upload's check decided.
  const type = logoTypeOfExtension(logoUrl.slice(logoUrl.lastIndexOf('.') + 1));
  if (!type) {
    object.body.destroy();
    throw new AppError('not_found', agencyMessages.noLogo);
  }
  const { body, size, range: bytes } = object;
  return { body, size, range: bytes, fileType: type.mime, fileName: `logo.${type.ext}` };
}
