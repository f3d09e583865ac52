import { auditMessages } from '../../../shared/domain/audit';
import { AppError } from '../../core/errors';

/**
 * Where a page of the audit log ends: its last event's time, as the database wrote it (to the microsecond,
 * which a JavaScript date would round), and its id, which orders events of one instant.
 */
export type AuditCursor = { at: string; id: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// PostgreSQL's ISO text of a timestamptz: '2026-05-01 10:00:00.123456+00'.
const timestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** The opaque `nextCursor` a page answers with. */
export const cursorAfter = (at: string, id: string): AuditCursor => ({ at, id });

export const encodeCursor = (cursor: AuditCursor): string =>
  Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');

/** A cursor the API handed out, or 400 for anything else. */
export function decodeCursor(text: string | undefined): AuditCursor | undefined {
  if (!text) return undefined;
  const [at, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !id || !timestamp.test(at) || !uuid.test(id)) {
    throw new AppError('bad_request', auditMessages.invalidCursor, { cursor: [auditMessages.invalidCursor] });
  }
  return { at, id };
}
