import { sql } from 'drizzle-orm';
import type { UpdateAgencySettings } from '../../../shared/contracts/agency-settings';
import type { DbOrTx } from '../../db/connection';
import { agencySettings } from '../../db/schema/index';
import { AGENCY_SETTINGS_ID, readAgencySettings } from '../../platform/agency-settings';
import type { RealtimeHub } from '../../realtime/hub';

/** Saves the notification toggles it is given (the others keep their value): the single row, upserted. */
export async function updateAgencySettings({
  db,
  realtime,
  adminId,
  changes,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  adminId: string;
  changes: UpdateAgencySettings;
}) {
  const values = { ...changes, updatedBy: adminId, updatedAt: sql`now()` };
  await db
    .insert(agencySettings)
    .values({ id: AGENCY_SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: agencySettings.id, set: values });
  await realtime.publish({ topic: 'agency', clientId: null });
  return readAgencySettings(db);
}
