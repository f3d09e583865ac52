// The agency's receivables page (issue 50, "Receivables for staff"): what staff filter invoices by, and
// the words the page and its CSV use.

/**
 * The page's state filter. 'outstanding' is every sent invoice not yet paid (pending or overdue), what a
 * receivables page opens on; drafts are never receivables.
 */
export const receivableFilters = ['outstanding', 'overdue', 'paid', 'void', 'all'] as const;
export type ReceivableFilter = (typeof receivableFilters)[number];
export const DEFAULT_RECEIVABLE_FILTER: ReceivableFilter = 'outstanding';

export const receivableFilterLabels: Record<ReceivableFilter, string> = {
  outstanding: 'Outstanding',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
  all: 'All invoices',
};

/** The newest this many rows are listed; the CSV holds every row that matches. */
export const RECEIVABLES_PAGE_MAX = 500;

/** The CSV's columns, in order (amounts as plain decimals, dates YYYY-MM-DD in the agency's calendar). */
export const receivablesCsvHeader = [
  'Invoice',
  'Client',
  'Status',
  'Currency',
  'Total',
  'Issued',
  'Due',
  'Paid',
];

export const receivablesMessages = {
  title: 'Billing',
  description: 'What clients owe and have paid.',
  emptyTitle: 'No invoices yet',
  emptyDescription: "Invoices sent from a client's Billing tab appear here.",
  noMatchTitle: 'No matching invoices',
  capped: (max: number) => `Showing the newest ${max} invoices. Export CSV for all of them.`,
} as const;
