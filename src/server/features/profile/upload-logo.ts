import { eq, sql } from 'drizzle-orm';
import type { profileLogoUpload } from '../../../shared/domain/uploads';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/connection';
import { profiles } from '../../db/schema/index';
import type { ReceiveUpload } from '../../http/upload-pipeline';
import { defaultProfile } from '../../identity/get-profile';
import type { RealtimeHub } from '../../realtime/hub';
import type { Storage } from '../../storage/storage';

type Owner = { id: string; email: string; name: string; createdAt: Date };

/** SPEC §7: bucket user-assets, `{userId}/logo.{ext}`, overwritten by the next logo. */
export const logoKey = (userId: string, ext: string) => `user-assets/${userId}/logo.${ext}`;

/**
 * The client company's logo or photo (SPEC §5 "Profile or logo upload"): one JPG, PNG or SVG of at most 5MB, by
 * its bytes, stored by the route's upload pipeline at `user-assets/{clientId}/logo.{ext}` and saved as the
 * company profile's logo_url; the route answers with the caller's merged profile. A logo of another type leaves a file of another extension behind: it is removed once
 * the profile names the new one.
 */
export async function uploadLogo({
  db,
  storage,
  realtime,
  user,
  clientId,
  upload,
}: {
  db: Db;
  storage: Storage;
  realtime: RealtimeHub;
  user: Owner;
  /** The client company whose logo it is (decision 042: the brand is the company's). */
  clientId: string;
  upload: ReceiveUpload<typeof profileLogoUpload>;
}): Promise<void> {
  return upload({
    clientId,
    folder: `user-assets/${clientId}`,
    key: (ext) => logoKey(clientId, ext),
    // A file under the profile's own key already replaced the old logo: kept when the profile names it.
    keepAfterFailure: async (file) => {
      const [current] = await db
        .select({ logoUrl: profiles.logoUrl })
        .from(profiles)
        .where(eq(profiles.id, clientId));
      return current?.logoUrl === file.key;
    },
    write: async ({
      files: {
        file: [logo],
      },
      confirm,
    }) => {
      // The pipeline refuses an upload without its file (the declaration's `missing`).
      if (!logo) throw new AppError('internal', 'The logo arrived without its file.');
      // The company's first person's profile is the company's: made from their defaults if it has no row.
      const defaults = clientId === user.id ? defaultProfile(user) : {};
      const { firstName, lastName, email } = { firstName: null, lastName: null, email: null, ...defaults };
      let previousKey: string | null = null;
      await db.transaction(async (tx) => {
        await confirm(tx);
        const [before] = await tx
          .select({ logoUrl: profiles.logoUrl })
          .from(profiles)
          .where(eq(profiles.id, clientId))
          .for('update');
        previousKey = before?.logoUrl ?? null;
        const [row] = await tx
          .insert(profiles)
          .values({ id: clientId, firstName, lastName, email, logoUrl: logo.key })
          .onConflictDoUpdate({ target: profiles.id, set: { logoUrl: logo.key, updatedAt: sql`now()` } })
          .returning({ id: profiles.id });
        if (!row) throw new AppError('internal', 'Saving the logo failed.');
        await realtime.publish({ topic: 'profiles', clientId, id: clientId }, tx);
      });
      if (previousKey && previousKey !== logo.key) {
        await storage.delete(previousKey).catch((error: unknown) => {
          // The start-up sweep removes it later: no row names it any more.
          console.error('Could not remove the previous logo', previousKey, error);
        });
      }
    },
  });
}
