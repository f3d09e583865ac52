import { eq, sql } from 'drizzle-orm';
import type { agencyLogoUpload } from '../../../shared/domain/uploads';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { agencySettings } from '../../db/schema/index';
import type { ReceiveUpload } from '../../http/upload-pipeline';
import { AGENCY_SETTINGS_ID } from '../../platform/agency-settings';
import type { RealtimeHub } from '../../realtime/hub';
import type { Storage } from '../../storage/storage';

export const AGENCY_ASSETS_FOLDER = 'agency-assets';

/**
 * System tab: the agency's logo, one JPG, PNG or SVG of at most 5 MB, decided by its bytes under the rule
 * every logo shares (an SVG only without script, links or embedded content). Each upload is
 * stored under its own key in `agency-assets/` by the route's upload pipeline (under no client's quota) and
 * the row is switched to it; the logo it replaces is deleted after the switch commits (decision 014), so a
 * refused or failed upload never touches the logo in use, and two uploads at once cannot write the same file.
 */
export async function uploadAgencyLogo({
  db,
  storage,
  realtime,
  who,
  adminId,
  upload,
}: {
  db: DbOrTx;
  storage: Storage;
  realtime: RealtimeHub;
  who: AuditWho;
  adminId: string;
  upload: ReceiveUpload<typeof agencyLogoUpload>;
}): Promise<{ key: string }> {
  return upload({
    folder: AGENCY_ASSETS_FOLDER,
    write: async ({
      files: {
        file: [logo],
      },
      confirm,
    }) => {
      // The pipeline refuses an upload without its file (the declaration's `missing`).
      if (!logo) throw new AppError('internal', 'The logo arrived without its file.');
      const key = logo.key;
      const replaced = await db.transaction(async (tx) => {
        await confirm(tx);
        const values = { logoUrl: key, updatedBy: adminId, updatedAt: sql`now()` };
        await tx
          .insert(agencySettings)
          .values({ id: AGENCY_SETTINGS_ID })
          .onConflictDoNothing({ target: agencySettings.id });
        // Locks the row, so that of two uploads at once each deletes exactly the logo it replaced.
        const [before] = await tx
          .select({ logoUrl: agencySettings.logoUrl })
          .from(agencySettings)
          .where(eq(agencySettings.id, AGENCY_SETTINGS_ID))
          .for('update');
        await tx.update(agencySettings).set(values).where(eq(agencySettings.id, AGENCY_SETTINGS_ID));
        await recordAudit(tx, who, {
          action: 'agency_settings_changed',
          target: { type: 'agency_settings' },
          details: { logo: { from: before?.logoUrl ? 'uploaded' : 'none', to: logo.fileName } },
        });
        await realtime.publish({ topic: 'agency', clientId: null }, tx);
        return before?.logoUrl ?? null;
      });
      if (replaced && replaced !== key) await deleteQuietly(storage, replaced);
      return { key };
    },
  });
}

/** Removes the logo: the sidebars and emails go back to the Agency Portal mark. */
export async function removeAgencyLogo({
  db,
  storage,
  realtime,
  who,
  adminId,
}: {
  db: DbOrTx;
  storage: Storage;
  realtime: RealtimeHub;
  who: AuditWho;
  adminId: string;
}): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logoUrl: agencySettings.logoUrl })
      .from(agencySettings)
      .where(eq(agencySettings.id, AGENCY_SETTINGS_ID))
      .for('update');
    if (!before?.logoUrl) return null;
    await tx
      .update(agencySettings)
      .set({ logoUrl: null, updatedBy: adminId, updatedAt: sql`now()` })
      .where(eq(agencySettings.id, AGENCY_SETTINGS_ID));
    await recordAudit(tx, who, {
      action: 'agency_settings_changed',
      target: { type: 'agency_settings' },
      details: { logo: { from: 'uploaded', to: 'none' } },
    });
    await realtime.publish({ topic: 'agency', clientId: null }, tx);
    return before.logoUrl;
  });
  if (removed) await deleteQuietly(storage, removed);
}

/** A file no row names any more; one left behind is removed by the start-up sweep. */
async function deleteQuietly(storage: Storage, key: string) {
  await storage.delete(key).catch((error: unknown) => {
    console.warn('Could not delete the replaced agency logo', key, error);
  });
}
