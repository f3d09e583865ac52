import { eq, sql } from 'drizzle-orm';
import { LOGO_MAX_BYTES } from '../../../shared/domain/profile-settings';
import { messages } from '../../../shared/messages';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/connection';
import { profiles } from '../../db/schema/index';
import type { UploadPart } from '../../http/upload';
import { defaultProfile, type Profile, profileColumns } from '../../identity/get-profile';
import type { RealtimeHub } from '../../realtime/hub';
import { acceptLogoImage } from '../../storage/logo-image';
import type { Storage } from '../../storage/storage';
import { type StoredUpload, storeUpload } from '../../storage/store-upload';
import type { UploadBudget } from '../../storage/upload-budget';

type Owner = { id: string; email: string; name: string; createdAt: Date };

/** SPEC §7: bucket user-assets, `{userId}/logo.{ext}`, overwritten by the next logo. */
export const logoKey = (userId: string, ext: string) => `user-assets/${userId}/logo.${ext}`;

/**
 * The client's logo or photo (SPEC §5 "Profile or logo upload"): one JPG, PNG or SVG of at most 5MB, by
 * its bytes, stored at `user-assets/{userId}/logo.{ext}` and saved as the profile's logo_url. A logo of
 * another type leaves a file of another extension behind: it is removed once the profile names the new one.
 */
export async function uploadLogo({
  db,
  storage,
  realtime,
  user,
  parts,
  openBudget,
}: {
  db: Db;
  storage: Storage;
  realtime: RealtimeHub;
  user: Owner;
  parts: AsyncIterable<UploadPart>;
  openBudget: () => Promise<UploadBudget>;
}): Promise<Profile> {
  const budget = await openBudget();
  let stored: StoredUpload | undefined;
  let previousKey: string | null = null;
  try {
    for await (const part of parts) {
      if (part.kind === 'file' && part.name === 'file' && !stored) {
        stored = await storeUpload({
          storage,
          budget,
          folder: `user-assets/${user.id}`,
          key: (ext) => logoKey(user.id, ext),
          fileName: part.fileName,
          stream: part.stream,
          accept: acceptLogoImage,
          maxBytes: LOGO_MAX_BYTES,
          refusals: { type: messages.profile.fileTypeRefused, tooLarge: messages.profile.fileTooLarge },
        });
      } else {
        if (part.kind === 'file') part.stream.destroy();
        throw new AppError('bad_request', `Unexpected part '${part.name}': send one 'file' only.`);
      }
    }
    const logo = stored;
    if (!logo) {
      const message = 'Choose a JPG, PNG or SVG file to upload';
      throw new AppError('bad_request', message, { file: [message] });
    }
    const { firstName, lastName, email } = defaultProfile(user);
    const profile = await db.transaction(async (tx) => {
      await budget.confirm(tx);
      const [before] = await tx
        .select({ logoUrl: profiles.logoUrl })
        .from(profiles)
        .where(eq(profiles.id, user.id))
        .for('update');
      previousKey = before?.logoUrl ?? null;
      const [row] = await tx
        .insert(profiles)
        .values({ id: user.id, firstName, lastName, email, logoUrl: logo.key })
        .onConflictDoUpdate({ target: profiles.id, set: { logoUrl: logo.key, updatedAt: sql`now()` } })
        .returning(profileColumns);
      if (!row) throw new AppError('internal', 'Saving the logo failed.');
      await realtime.publish({ topic: 'profiles', clientId: user.id, id: user.id }, tx);
      return row;
    });
    if (previousKey && previousKey !== logo.key) {
      await storage.delete(previousKey).catch((error: unknown) => {
        // The start-up sweep removes it later: no row names it any more.
        console.error('Could not remove the previous logo', previousKey, error);
      });
    }
    return profile;
  } catch (error) {
    // A file under a new key is removed; one under the profile's own key already replaced the old logo.
    if (stored) {
      const [current] = await db
        .select({ logoUrl: profiles.logoUrl })
        .from(profiles)
        .where(eq(profiles.id, user.id));
      if (current?.logoUrl !== stored.key) await storage.delete(stored.key).catch(() => undefined);
    }
    throw error;
  }
}
