import { eq, sql } from 'drizzle-orm';
import type { UpdateAgencySettings } from '../../../shared/contracts/agency-settings';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import type { DbOrTx } from '../../db/connection';
import { agencySettings } from '../../db/schema/index';
import { AGENCY_SETTINGS_ID, readAgencySettings } from '../../platform/agency-settings';
import type { RealtimeHub } from '../../realtime/hub';

/**
 * Saves the settings it is given (the others keep their value): the single row, upserted. The audit log
 * records each setting that changed, from and to, in the same transaction; saving what is already there
 * records nothing.
 */
export async function updateAgencySettings({
  db,
  realtime,
  who,
  adminId,
  changes,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  who: AuditWho;
  adminId: string;
  /** The System tab's settings, or the two-factor requirement (which its own route confirms first). */
  changes: UpdateAgencySettings | { requireStaffTwoFactor: boolean };
}) {
  return db.transaction(async (tx) => {
    // Locks the row while the change is compared and written, so two admins' changes each record theirs.
    await tx
      .insert(agencySettings)
      .values({ id: AGENCY_SETTINGS_ID })
      .onConflictDoNothing({ target: agencySettings.id });
    await tx
      .select({ id: agencySettings.id })
      .from(agencySettings)
      .where(eq(agencySettings.id, AGENCY_SETTINGS_ID))
      .for('update');
    const before = await readAgencySettings(tx);
    const values = { ...changes, updatedBy: adminId, updatedAt: sql`now()` };
    await tx.update(agencySettings).set(values).where(eq(agencySettings.id, AGENCY_SETTINGS_ID));
    const changed = Object.fromEntries(
      Object.entries(changes)
        .filter(([key, to]) => to !== undefined && before[key as keyof typeof changes] !== to)
        .map(([key, to]) => [key, { from: before[key as keyof typeof changes], to }]),
    );
    if (Object.keys(changed).length > 0) {
      await recordAudit(tx, who, {
        action: 'agency_settings_changed',
        target: { type: 'agency_settings' },
        details: changed,
      });
    }
    await realtime.publish({ topic: 'agency', clientId: null }, tx);
    return readAgencySettings(tx);
  });
}
