import { DEFAULT_AGENCY_TIME_ZONE, localTimeIn } from '../../../shared/domain/time-zones';
import type { DbOrTx } from '../../db/connection';
import { agencySettings } from '../../db/schema/index';

/**
 * The agency's calendar date now (YYYY-MM-DD, in its time zone from Settings): the day an invoice is
 * issued on, and the day against which a sent invoice is overdue. A client anywhere sees the same state.
 */
export async function agencyToday(db: DbOrTx, now = new Date()): Promise<string> {
  const [settings] = await db.select({ timeZone: agencySettings.timeZone }).from(agencySettings).limit(1);
  return localTimeIn(settings?.timeZone ?? DEFAULT_AGENCY_TIME_ZONE, now).date;
}
