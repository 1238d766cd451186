/** CSV (RFC 4180) cells and lines, safe to open in a spreadsheet. */
export type Cell = string | number | boolean | Date | object | null | undefined;

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Every text cell is quoted: a spreadsheet that splits on another separator (`;` in Italian Excel)
 * then still reads it as one text, never as a formula. Text that would run as a formula (starting with
 * = + - @ or a control character) also gets a leading apostrophe. Plain numbers such as -12.50 stay
 * numbers; times are ISO 8601 (UTC) and structured values JSON.
 */
export function csvCell(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  let s = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : v;
  if (NUMBER.test(s)) return s;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** the header line: the contract's column names, plain */
export const csvHeader = (names: readonly string[]): string => `${names.join(',')}\r\n`;
