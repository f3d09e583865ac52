import { and, eq } from 'drizzle-orm';
import { fileMessages } from '../../../shared/domain/client-files';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { files } from '../../db/schema/index';
import type { Actor } from '../../http/app-env';
import { clientScope } from '../../http/session';
import type { Storage } from '../../storage/storage';

/** A shared file, for a caller who may see it: an admin any, a client's people their company's (else not found). */
export async function openClientFile({
  db,
  storage,
  actor,
  fileId,
}: {
  db: DbOrTx;
  storage: Storage;
  actor: Actor;
  fileId: string;
}) {
  const scope = clientScope(actor);
  const visible = scope === null ? undefined : eq(files.clientId, scope);
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), visible))
    .limit(1);
  if (!row) throw new AppError('not_found', fileMessages.notFound);
  const object = await storage.get(row.fileUrl);
  if (!object) throw new AppError('not_found', fileMessages.notFound);
  return { ...object, fileName: row.name, fileType: row.type ?? object.contentType };
}
