import { neutraliseCsvCell } from '../../../../../shared/data-transfer/csv-cells';

/**
 * One CSV field: text a spreadsheet would run as a formula gets a leading ' (shared/data-transfer/csv-cells.ts);
 * numbers are written as they are. Quoted (inner quotes doubled) when it holds a comma, quote, line break or edge space.
 */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : neutraliseCsvCell(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV: comma-separated, CRLF line ends, the header first. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
