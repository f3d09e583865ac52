import { agencyMessages } from '../../../shared/domain/agency-settings';
import { logoTypeOfExtension } from '../../../shared/domain/logo-images';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { readAgencySettings } from '../../platform/agency-settings';
import type { Storage } from '../../storage/storage';

/** The agency's logo file, or 404 when none was uploaded. */
export async function openAgencyLogo({ db, storage }: { db: DbOrTx; storage: Storage }) {
  const { logoUrl } = await readAgencySettings(db);
  const object = logoUrl ? await storage.get(logoUrl) : null;
  if (!logoUrl || !object) throw new AppError('not_found', agencyMessages.noLogo);
  // Served as the type its extension names, the one the upload's check decided.
  const type = logoTypeOfExtension(logoUrl.slice(logoUrl.lastIndexOf('.') + 1));
  if (!type) {
    object.body.destroy();
    throw new AppError('not_found', agencyMessages.noLogo);
  }
  return { body: object.body, size: object.size, fileType: type.mime, fileName: `logo.${type.ext}` };
}
