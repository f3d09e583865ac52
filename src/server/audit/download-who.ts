import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { AuditWho } from './audit-person';
import { auditWho } from './audit-who';

/**
 * Who a file download is recorded for, or null when this request is not a new download: a video player
 * or PDF viewer asks for one file in many ranges, and only the request from its first byte counts; a
 * HEAD reads nothing. The route hands this to the function that finds the file, which records it once found.
 */
export function downloadWho(c: Context<AppEnv>): AuditWho | null {
  if (c.req.method !== 'GET') return null;
  const range = c.req.header('range')?.trim();
  if (range && !/^bytes=0-/i.test(range)) return null;
  return auditWho(c);
}
