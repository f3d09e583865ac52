import type { DbOrTx } from '../../db/connection';
import type { RealtimeHub } from '../../realtime/hub';

/**
 * Tells the open pages that a client's billing changed (its plan, or one of its invoices), on commit: the
 * Billing tab, Billing & Plan, the receivables and the Overview's amount due read again (their queries
 * start with 'billing'). The event names the row, never its content.
 */
export const publishBillingChange = (
  { tx, realtime }: { tx: DbOrTx; realtime: RealtimeHub },
  clientId: string,
  invoiceId?: string,
) => realtime.publish({ topic: 'billing', clientId, ...(invoiceId ? { id: invoiceId } : {}) }, tx);

/**
 * A draft changed: the agency's work in progress, so the event goes to admins only (no client id), not to
 * the company's people, who must not learn a draft exists. Another account manager's open Billing tab
 * catches up on its next read.
 */
export const publishDraftChange = (
  { tx, realtime }: { tx: DbOrTx; realtime: RealtimeHub },
  invoiceId: string,
) => realtime.publish({ topic: 'billing', clientId: null, id: invoiceId }, tx);
