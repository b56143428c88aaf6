/**
 * CSV as RFC 4180 writes it (CRLF line ends, fields with a comma, quote or line break quoted,
 * quotes doubled), with a UTF-8 byte order mark so spreadsheets read the encoding right.
 */

const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (OWASP's list: =, +, -, @, a tab or a carriage
 * return first) gets a leading apostrophe, which shows it as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const inert = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** The header row and the rows as one CSV text. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${BOM}${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
