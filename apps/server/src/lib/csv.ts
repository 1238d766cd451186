/** CSV (RFC 4180) cells and lines, safe to open in a spreadsheet. */
export type Cell = string | number | boolean | null | undefined;

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Quotes a cell when it holds a separator, a quote or a line break. Text that a spreadsheet would
 * run as a formula (starting with = + - @ or a control character) gets a leading apostrophe;
 * plain numbers such as -12.50 stay numbers.
 */
export function csvCell(v: Cell): string {
  if (v === null || v === undefined) return '';
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s) && !NUMBER.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`;
