import type { AuditAction } from '@/shared/domain/audit';

/** What the Audit log's filter bar holds: dates as the date inputs give them (YYYY-MM-DD), '' for none. */
export type AuditFilterValues = {
  person: string;
  action: AuditAction | '';
  clientId: string;
  from: string;
  to: string;
};

export const noAuditFilters: AuditFilterValues = { person: '', action: '', clientId: '', from: '', to: '' };

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of a calendar day where the reader is, as an instant; null for no (or a half-typed) date. */
function startOfLocalDay(value: string, daysLater = 0): string | null {
  const day = calendarDate.exec(value);
  if (!day) return null;
  return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + daysLater).toISOString();
}

/**
 * The filters as the API's query: the days chosen are the reader's days, so 'from' is the start of its
 * first day and 'to' the start of the day after its last (the API takes events before it). A blank
 * filter is left out.
 */
export function auditFilterParams(filters: AuditFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  const person = filters.person.trim();
  if (person) params.set('person', person);
  if (filters.action) params.set('action', filters.action);
  if (filters.clientId) params.set('client', filters.clientId);
  const from = startOfLocalDay(filters.from);
  if (from) params.set('from', from);
  const to = startOfLocalDay(filters.to, 1);
  if (to) params.set('to', to);
  return params;
}

/** Whether any filter narrows the log (the empty list then says 'no match' rather than 'no events'). */
export const filtersNarrow = (filters: AuditFilterValues): boolean =>
  auditFilterParams(filters).toString() !== '';

/** The last day chosen before the first: the API would refuse it, so the bar says so instead. */
export const datesReversed = (filters: AuditFilterValues): boolean =>
  calendarDate.test(filters.from) && calendarDate.test(filters.to) && filters.to < filters.from;
