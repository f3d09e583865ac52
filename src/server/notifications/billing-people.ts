import { and, eq, inArray, isNull } from 'drizzle-orm';
import { clientRoleCan, clientRoles } from '../../shared/domain/client-roles';
import type { DbOrTx } from '../db/connection';
import { clientMembers, profiles } from '../db/schema/index';
import type { RealtimeHub } from '../realtime/hub';
import { notifyPeople, type OnceOnlyNotification } from './notify';

/** The roles that see a company's billing (owners and billing members): only they hear of its invoices. */
export const billingRoles = clientRoles.filter((role) => clientRoleCan(role, 'billing'));

/**
 * Tells a company's billing people, each in their own bell (and by email, as their toggles allow), of
 * something about its invoices. Call it inside the transaction that makes the change. Returns how many
 * were written.
 */
export async function notifyBillingPeople(
  deps: { db: DbOrTx; realtime: RealtimeHub },
  clientId: string,
  notification: OnceOnlyNotification,
): Promise<number> {
  const people = await deps.db
    .select({ userId: clientMembers.userId })
    .from(clientMembers)
    .innerJoin(profiles, eq(profiles.id, clientMembers.clientId))
    .where(
      and(
        eq(clientMembers.clientId, clientId),
        inArray(clientMembers.role, billingRoles),
        // A suspended company's people hear of nothing, as with every reminder.
        isNull(profiles.suspendedAt),
      ),
    );
  return notifyPeople(
    deps,
    people.map(({ userId }) => ({ ...notification, clientId, recipientId: userId })),
  );
}
