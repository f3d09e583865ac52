import { invoiceDisplayStateLabels } from '../../../shared/domain/billing';
import { moneyInputValue } from '../../../shared/domain/money';
import { receivablesCsvHeader } from '../../../shared/domain/receivables';
import { toCsv } from '../../platform/csv';
import type { ReceivableRow } from './find-receivables';

/**
 * The receivables as a spreadsheet reads them: amounts as plain decimals of their currency (2500.00, never
 * '$2,500.00', so they add up), the state's word as the page shows it, and formula-safe cells
 * (platform/csv.ts), since a client's name is text the client typed.
 */
export function receivablesCsv(rows: ReceivableRow[]): string {
  return toCsv(
    receivablesCsvHeader,
    rows.map((row) => [
      row.number,
      row.clientName,
      invoiceDisplayStateLabels[row.displayState].label,
      row.currency,
      moneyInputValue(row.totalMinor, row.currency),
      row.issueDate,
      row.dueDate,
      row.paidOn,
    ]),
  );
}
