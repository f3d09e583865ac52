import { sql } from 'drizzle-orm';
import { AUDIT_RETENTION_DEFAULT_DAYS } from '../../shared/domain/audit';
import type { DbOrTx } from '../db/connection';
import { AGENCY_SETTINGS_ID } from '../platform/agency-settings';

/** Rows one transaction removes: a first run over a large log holds no lock for long. */
const BATCH = 5_000;

/**
 * The daily retention job (decision 046): removes the audit events older than the agency's retention
 * (Settings, System; 365 days until set). The table's trigger refuses every DELETE unless the
 * transaction first says it is this job (`app.audit_retention`, local to the transaction), so nothing else
 * can remove an event by mistake. Answers how many went.
 */
export async function removeExpiredAuditEvents(db: DbOrTx): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.audit_retention', 'on', true)`);
      const { rows } = await tx.execute<{ removed: number }>(sql`
        with expired as (
          delete from audit_events where id in (
            select id from audit_events where at < now() - make_interval(days => ${retentionDays()})
            order by at, id limit ${BATCH})
          returning 1)
        select count(*)::int as removed from expired`);
      return rows[0]?.removed ?? 0;
    });
    removed += batch;
    if (batch < BATCH) return removed;
  }
}

/** The agency's retention in days, or the default while its settings were never saved. */
const retentionDays = () =>
  sql`coalesce((select audit_retention_days from agency_settings where id = ${AGENCY_SETTINGS_ID}), ${AUDIT_RETENTION_DEFAULT_DAYS})`;
