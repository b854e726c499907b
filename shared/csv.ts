/**
 * CSV text (RFC 4180 quoting, CRLF lines) safe to open in a spreadsheet: a cell that a spreadsheet
 * would run as a formula (starting with = + - @ or a tab/CR) gets an apostrophe first — visitors
 * choose much of what is exported (form fields, the paths and referring hosts of insights).
 * The API's submissions export and the panel's insights export both write with it.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows (the header first) as CSV text, each line ended by CRLF. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
