import { and, desc, eq, lt, ne, type SQL, sql } from 'drizzle-orm';
import type {
  Receivable,
  ReceivablesAnswer,
  ReceivablesSummary,
} from '../../../shared/contracts/receivables';
import { invoiceDisplayState } from '../../../shared/domain/billing';
import { clientDisplayName } from '../../../shared/domain/client-display-name';
import { RECEIVABLES_PAGE_MAX, type ReceivableFilter } from '../../../shared/domain/receivables';
import type { DbOrTx } from '../../db/connection';
import { clientAccounts, invoices, profiles, users } from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';
import { readAgencySettings } from '../../platform/agency-settings';
import { agencyToday } from './agency-today';

export type ReceivableFilters = { state: ReceivableFilter; clientId?: string | undefined };

/** The agency's calendar: its time zone and today's date there, which overdue and 'this month' go by. */
export type AgencyCalendar = { timeZone: string; today: string };

export async function readAgencyCalendar(db: DbOrTx): Promise<AgencyCalendar> {
  const { timeZone } = await readAgencySettings(db);
  return { timeZone, today: await agencyToday(db) };
}

/** Receivables are sent invoices: a draft is the agency's work in progress, never owed. */
const receivable = (reach: Reach) => and(withinReach(reach, invoices.clientId), ne(invoices.state, 'draft'));

/** The state filter in SQL; overdue is a sent invoice whose due date is before the agency's today. */
function stateCondition(state: ReceivableFilter, today: string): SQL | undefined {
  switch (state) {
    case 'outstanding':
      return eq(invoices.state, 'sent');
    case 'overdue':
      return and(eq(invoices.state, 'sent'), lt(invoices.dueDate, today));
    case 'paid':
    case 'void':
      return eq(invoices.state, state);
    case 'all':
      return undefined;
  }
}

const money = (condition: SQL) =>
  sql<number>`coalesce(sum(${invoices.totalMinor}) filter (where ${condition}), 0)`.mapWith(Number);

/**
 * Each currency's outstanding, overdue and paid-this-month totals over the reach, summed in SQL and never
 * narrowed by the page's filters: the cards say what the agency is owed, whatever the table shows.
 */
export async function receivablesSummary(
  db: DbOrTx,
  reach: Reach,
  { timeZone, today }: AgencyCalendar,
): Promise<ReceivablesSummary[]> {
  const month = today.slice(0, 7);
  return (
    db
      .select({
        currency: invoices.currency,
        outstandingMinor: money(sql`${invoices.state} = 'sent'`),
        overdueMinor: money(sql`${invoices.state} = 'sent' and ${invoices.dueDate} < ${today}`),
        paidThisMonthMinor: money(
          sql`${invoices.state} = 'paid' and to_char(${invoices.paidAt} at time zone ${timeZone}, 'YYYY-MM') = ${month}`,
        ),
      })
      .from(invoices)
      // A currency whose invoices were all voided owes nothing and was paid nothing: no row for it.
      .where(and(receivable(reach), ne(invoices.state, 'void')))
      .groupBy(invoices.currency)
      .orderBy(invoices.currency)
  );
}

const names = {
  email: users.email,
  companyName: profiles.companyName,
  contactPerson: profiles.contactPerson,
};

/** The clients within reach that have sent invoices, by the name the agency knows each by. */
export async function receivableClients(db: DbOrTx, reach: Reach): Promise<ReceivablesAnswer['clients']> {
  const rows = await db
    .select({ id: clientAccounts.id, ...names })
    .from(invoices)
    .innerJoin(clientAccounts, eq(clientAccounts.id, invoices.clientId))
    .innerJoin(users, eq(users.id, clientAccounts.id))
    .leftJoin(profiles, eq(profiles.id, clientAccounts.id))
    .where(receivable(reach))
    .groupBy(clientAccounts.id, users.email, profiles.companyName, profiles.contactPerson);
  return rows
    .map((row) => ({ id: row.id, name: clientDisplayName(row) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** A listed invoice, with the date it was paid on in the agency's calendar (the CSV's Paid column). */
export type ReceivableRow = Receivable & { paidOn: string | null };

/** The invoices matching the filters within reach, newest sent first; `limit` caps the page, not the CSV. */
export async function findReceivables(
  db: DbOrTx,
  reach: Reach,
  filters: ReceivableFilters,
  { timeZone, today }: AgencyCalendar,
  limit?: number,
): Promise<ReceivableRow[]> {
  const query = db
    .select({
      id: invoices.id,
      clientId: invoices.clientId,
      number: invoices.number,
      state: invoices.state,
      currency: invoices.currency,
      totalMinor: invoices.totalMinor,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      paidAt: invoices.paidAt,
      paidOn: sql<string | null>`to_char(${invoices.paidAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      ...names,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.clientId))
    .leftJoin(profiles, eq(profiles.id, invoices.clientId))
    .where(
      and(
        receivable(reach),
        stateCondition(filters.state, today),
        filters.clientId ? eq(invoices.clientId, filters.clientId) : undefined,
      ),
    )
    .orderBy(desc(invoices.sentAt), desc(invoices.number), desc(invoices.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => {
    // Not a draft (the WHERE), so sending gave it all of these (invoices_sent_fields_check).
    const state = row.state as Exclude<typeof row.state, 'draft'>;
    return {
      id: row.id,
      clientId: row.clientId,
      clientName: clientDisplayName(row),
      number: row.number ?? '',
      displayState: invoiceDisplayState({ state, dueDate: row.dueDate }, today) as Receivable['displayState'],
      currency: row.currency,
      totalMinor: row.totalMinor ?? 0,
      issueDate: row.issueDate ?? '',
      dueDate: row.dueDate ?? '',
      paidAt: row.paidAt?.toISOString() ?? null,
      paidOn: row.paidOn,
    };
  });
}

/** What the page reads: the cards, the client filter's choices and the newest matching invoices. */
export async function readReceivables(
  db: DbOrTx,
  reach: Reach,
  filters: ReceivableFilters,
): Promise<ReceivablesAnswer> {
  const calendar = await readAgencyCalendar(db);
  const [summary, clients, rows] = [
    await receivablesSummary(db, reach, calendar),
    await receivableClients(db, reach),
    await findReceivables(db, reach, filters, calendar, RECEIVABLES_PAGE_MAX + 1),
  ];
  return {
    summary,
    clients,
    invoices: rows.slice(0, RECEIVABLES_PAGE_MAX).map(({ paidOn: _paidOn, ...row }) => row),
    capped: rows.length > RECEIVABLES_PAGE_MAX,
  };
}
