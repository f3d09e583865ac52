import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { ProjectUpdate } from '../../../shared/contracts/updates';
import type { DbOrTx } from '../../db/connection';
import { projectUpdates, updateAttachments } from '../../db/schema/index';
import { toProjectUpdate } from './update-dto';

/** SPEC §2 Updates page: one client's updates, newest first, each with its attachments. */
export async function listUpdates({
  db,
  clientId,
}: {
  db: DbOrTx;
  clientId: string;
}): Promise<ProjectUpdate[]> {
  const updates = await db
    .select()
    .from(projectUpdates)
    .where(eq(projectUpdates.clientId, clientId))
    .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id));
  if (updates.length === 0) return [];
  const attachments = await db
    .select()
    .from(updateAttachments)
    .where(
      inArray(
        updateAttachments.updateId,
        updates.map((u) => u.id),
      ),
    )
    .orderBy(asc(updateAttachments.fileName));
  return updates.map((u) =>
    toProjectUpdate(
      u,
      attachments.filter((a) => a.updateId === u.id),
    ),
  );
}
