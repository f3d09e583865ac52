// CSV downloads (the applications and the audit log), one way: RFC 4180, and safe to open in a
// spreadsheet. Moved here from the applications feature when the audit log needed the same rules.

// Spreadsheet apps run a cell that starts with one of these as a formula (CSV injection).
const formulaStart = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

/** One CSV cell per RFC 4180, with formula-like text neutralised by a leading apostrophe. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records joined, each ended with CRLF as RFC 4180 asks: a part of a file written in pieces. */
export function csvRecords(rows: CsvValue[][]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** The BOM that makes Excel read the file as UTF-8, then the header: how every file starts. */
export const csvStart = (header: string[]): string => `\uFEFF${csvRecords([header])}`;

/** A whole file: the BOM, the header and the rows. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return `${csvStart(header)}${csvRecords(rows)}`;
}
