export { previewCsv } from '@photostudy/contracts';

/** Server field errors (`row.N.field` keys) grouped by row number; other keys under 0. */
export function rowErrors(fields: Record<string, string>): Map<number, string[]> {
  const byRow = new Map<number, string[]>();
  for (const [key, message] of Object.entries(fields)) {
    const match = /^row\.(\d+)\.?(.*)$/.exec(key);
    const row = match ? Number(match[1]) : 0;
    const label = match ? (match[2] ?? '') : '';
    byRow.set(row, [...(byRow.get(row) ?? []), label && label !== '_' ? `${label}: ${message}` : message]);
  }
  return byRow;
}
