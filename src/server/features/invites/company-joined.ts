import { eq } from 'drizzle-orm';
import type { ClientRole } from '../../../shared/domain/client-roles';
import type { DbOrTx } from '../../db/connection';
import { profiles } from '../../db/schema/index';

type TeammateLink = { clientId: string | null; memberRole: ClientRole | null };

/** What a teammate's invitation joins: the company (by its name) and the role there; null for other links. */
export async function companyJoined(
  db: DbOrTx,
  invite: TeammateLink,
): Promise<{ companyName: string | null; role: ClientRole } | null> {
  const joins = teammateJoins(invite);
  if (!joins) return null;
  const [company] = await db
    .select({ companyName: profiles.companyName })
    .from(profiles)
    .where(eq(profiles.id, joins.clientId));
  return { companyName: company?.companyName ?? null, role: joins.role };
}

/** The membership a teammate's invitation gives, or undefined for a link that opens a company (or an admin's). */
export function teammateJoins(invite: TeammateLink): { clientId: string; role: ClientRole } | undefined {
  return invite.clientId && invite.memberRole
    ? { clientId: invite.clientId, role: invite.memberRole }
    : undefined;
}
