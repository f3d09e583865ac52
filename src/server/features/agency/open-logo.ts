import { agencyMessages } from '../../../shared/domain/agency-settings';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { readAgencySettings } from '../../platform/agency-settings';
import type { Storage } from '../../storage/storage';

/** The agency's logo file, or 404 when none was uploaded. */
export async function openAgencyLogo({ db, storage }: { db: DbOrTx; storage: Storage }) {
  const { logoUrl } = await readAgencySettings(db);
  const object = logoUrl ? await storage.get(logoUrl) : null;
  if (!logoUrl || !object) throw new AppError('not_found', agencyMessages.noLogo);
  const ext = logoUrl.slice(logoUrl.lastIndexOf('.') + 1);
  return { body: object.body, size: object.size, fileType: object.contentType, fileName: `logo.${ext}` };
}
