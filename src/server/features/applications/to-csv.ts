// Spreadsheet apps run a cell that starts with one of these as a formula (CSV injection).
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV cell per RFC 4180, with formula-like text neutralised by a leading apostrophe. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined with CRLF as RFC 4180 asks; the BOM makes Excel read the file as UTF-8. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
