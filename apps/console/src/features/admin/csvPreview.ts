import { camelToSnakeKey } from '@photostudy/contracts';

export { previewCsv } from '@photostudy/contracts';

/**
 * Server field errors (`row.N.field` keys) grouped by row number; other keys under 0. Field names are shown as the
 * CSV header spells them (the client camelizes error keys: `row.2.orderNumber` is the file's `order_number`).
 */
export function rowErrors(fields: Record<string, string>): Map<number, string[]> {
  const byRow = new Map<number, string[]>();
  for (const [key, message] of Object.entries(fields)) {
    const match = /^row\.(\d+)\.?(.*)$/.exec(key);
    const row = match ? Number(match[1]) : 0;
    const label = match ? camelToSnakeKey(match[2] ?? '') : '';
    byRow.set(row, [...(byRow.get(row) ?? []), label && label !== '_' ? `${label}: ${message}` : message]);
  }
  return byRow;
}
