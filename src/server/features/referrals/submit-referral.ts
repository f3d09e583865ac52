import type { Referral, SubmitReferral } from '../../../shared/contracts/referrals';
import { notificationLinks, notificationTitles } from '../../../shared/domain/notifications';
import { REFERRALS_PER_HOUR, referralMessages } from '../../../shared/domain/referrals';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { referrals } from '../../db/schema/index';
import { clientNameForTeam, notifyAdmins } from '../../notifications/notify';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { RealtimeHub } from '../../realtime/hub';
import { toReferralDto } from './referral-dto';

/**
 * SPEC §5 referral form: stores a pending referral. Who referred is the signed-in user, recorded from the
 * session (id, name and email at the time), never from what the browser sent.
 */
export async function submitReferral({
  db,
  realtime,
  rateLimiter,
  referrer,
  referral,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  rateLimiter: RateLimiter;
  referrer: { id: string; name: string; email: string };
  referral: SubmitReferral;
}): Promise<Referral> {
  const sent = await rateLimiter.hit(`referrals:${referrer.id}`, 60 * 60);
  if (sent > REFERRALS_PER_HOUR) throw new AppError('rate_limited', referralMessages.rateLimited);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(referrals)
      .values({
        ...referral,
        referrerUserId: referrer.id,
        referrerName: referrer.name || null,
        referrerEmail: referrer.email,
      })
      .returning();
    if (!row) throw new AppError('internal', 'Saving the referral failed.');
    await realtime.publish({ topic: 'referrals', clientId: row.referrerUserId, id: row.id }, tx);
    await notifyAdmins({ db: tx, realtime }, referrer.id, {
      kind: 'referral_submitted',
      title: notificationTitles.referralSubmitted(await clientNameForTeam(tx, referrer.id), row.referredName),
      link: notificationLinks.adminReferrals,
    });
    return toReferralDto(row);
  });
}
