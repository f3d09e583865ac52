import type { DbOrTx } from '../../db/connection';
import type { NotificationInput } from '../../notifications/notify';
import { notifyPeople } from '../../notifications/notify';
import type { RealtimeHub } from '../../realtime/hub';
import { reviewerIdsOf } from './review-reviewers';

type Deps = { db: DbOrTx; realtime: RealtimeHub };

/** Tells a review's named reviewers (bell, and email by their toggles), in the change's transaction. */
export async function notifyReviewers(
  deps: Deps,
  review: { id: string; clientId: string },
  notification: NotificationInput,
  except?: string,
): Promise<void> {
  const recipients = (await reviewerIdsOf(deps.db, review.id)).filter((id) => id !== except);
  await notifyPeople(
    deps,
    recipients.map((recipientId) => ({ ...notification, clientId: review.clientId, recipientId })),
  );
}
