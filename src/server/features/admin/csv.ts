/**
 * CSV as spreadsheets read it (RFC 4180): a UTF-8 byte order mark first (so
 * Excel reads Arabic right), CRLF line ends, and a cell quoted when it holds
 * a quote, a comma or a line break, its quotes doubled. Text that a
 * spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return
 * first) is prefixed with `'`, so an account named =HYPERLINK(…) stays text
 * (docs/decisions/0024). Numbers are written as they are: they come from
 * numeric columns, never from what someone typed.
 */

export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Text that cannot start a formula. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell: empty for null, ISO for dates, neutralized and quoted text. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : neutralizeFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, with its CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',') + LINE_END;
}
