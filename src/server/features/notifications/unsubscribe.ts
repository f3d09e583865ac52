import { eq, sql } from 'drizzle-orm';
import type { UnsubscribeStatus } from '../../../shared/contracts/notifications';
import { emailSettingNames, unsubscribeMessages } from '../../../shared/domain/notification-emails';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { profiles } from '../../db/schema/index';
import { type UnsubscribeRequest, verifyUnsubscribeToken } from '../../notifications/unsubscribe-token';
import type { RealtimeHub } from '../../realtime/hub';

function requestOf(token: string, secret: string): UnsubscribeRequest {
  const request = verifyUnsubscribeToken(token, secret);
  if (!request) throw new AppError('bad_request', unsubscribeMessages.invalidLink);
  return request;
}

const statusOf = (setting: UnsubscribeRequest['setting'], on: boolean): UnsubscribeStatus => ({
  setting,
  settingName: emailSettingNames[setting],
  on,
});

/** What an unsubscribe link would turn off, and whether it is on now (the page asks before it acts). */
export async function readUnsubscribe({ db, token, secret }: { db: DbOrTx; token: string; secret: string }) {
  const { userId, setting } = requestOf(token, secret);
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!profile) throw new AppError('bad_request', unsubscribeMessages.invalidLink);
  return statusOf(setting, profile[setting]);
}

/**
 * Turns the link's toggle off, without signing in: the signed token is the proof. Using the link again
 * changes nothing and answers the same. The person's open Settings page refetches.
 */
export async function unsubscribe({
  db,
  realtime,
  token,
  secret,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  token: string;
  secret: string;
}): Promise<UnsubscribeStatus> {
  const { userId, setting } = requestOf(token, secret);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ [setting]: false, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId))
      .returning({ id: profiles.id });
    if (!row) throw new AppError('bad_request', unsubscribeMessages.invalidLink);
    await realtime.publish({ topic: 'profiles', clientId: userId, id: userId }, tx);
    return statusOf(setting, false);
  });
}
