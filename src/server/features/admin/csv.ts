/**
 * CSV as spreadsheets read it (RFC 4180): a UTF-8 byte order mark first (so
 * Excel reads Arabic right), CRLF line ends, and every text cell quoted, its
 * quotes doubled, so a reader that splits on `;`, a tab or `|` still sees one
 * cell. Text that a spreadsheet would run as a formula (=, +, -, @, a tab or
 * a carriage return) gets a `'` before it, at the start of the cell and after
 * any separator a spreadsheet might split on, so an account named
 * =HYPERLINK(…) or a city `Riyadh;=2+5` stays text (docs/decisions/0024).
 * Numbers and booleans are written as they are, unquoted: they come from
 * typed columns, never from what someone typed.
 */

export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_STARTERS = new Set(['=', '+', '-', '@', '\t', '\r']);
/** Where a spreadsheet may start a new cell: the separators of CSV dialects, and line breaks. */
const CELL_STARTS = new Set([',', ';', '\t', '|', '\r', '\n']);

/** Text that cannot start a formula, in whichever cell a spreadsheet splits it into. */
export function neutralizeFormula(text: string): string {
  let result = '';
  let cellStart = true;
  for (const char of text) {
    if (cellStart && FORMULA_STARTERS.has(char)) result += "'";
    result += char;
    // Spaces after a separator do not keep a spreadsheet from reading a formula.
    cellStart = CELL_STARTS.has(char) || (cellStart && char === ' ');
  }
  return result;
}

/** One cell: empty for null, ISO for dates, numbers as they are, text neutralized and quoted. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : neutralizeFormula(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** One line, with its CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',') + LINE_END;
}
