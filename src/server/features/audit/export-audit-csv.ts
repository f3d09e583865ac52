import type { AuditFilters } from '../../../shared/contracts/audit';
import type { DbOrTx } from '../../db/connection';
import type { AuditEventRow } from '../../db/schema/index';
import { csvRecords, csvStart } from '../../platform/csv';
import { listAuditEvents } from './list-audit-events';
import { auditCsvColumns } from './present';

/** Events read per query while the export streams: a few hundred kilobytes of CSV at a time. */
const EXPORT_BATCH = 1_000;

const header = auditCsvColumns.map(([name]) => name);
const recordsOf = (rows: AuditEventRow[]) =>
  csvRecords(rows.map((row) => auditCsvColumns.map(([, value]) => value(row))));

/**
 * Every event matching the filters, newest first, as a CSV stream (formula-safe cells: platform/csv.ts).
 * It is read a batch at a time by the same cursor as the page, so a long log never sits in memory, and
 * the first batch is read before answering: a failing database answers 500 rather than a cut-off file.
 */
export async function exportAuditCsv({
  db,
  filters,
}: {
  db: DbOrTx;
  filters: AuditFilters;
}): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const first = await listAuditEvents({ db, filters, pageSize: EXPORT_BATCH });
  let next = first.next;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvStart(header) + recordsOf(first.rows)));
      if (!next) controller.close();
    },
    async pull(controller) {
      if (!next) return;
      const batch = await listAuditEvents({ db, filters, cursor: next, pageSize: EXPORT_BATCH });
      controller.enqueue(encoder.encode(recordsOf(batch.rows)));
      next = batch.next;
      if (!next) controller.close();
    },
  });
}
