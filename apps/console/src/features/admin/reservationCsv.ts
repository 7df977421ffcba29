import { type CsvPreview, reservationInputSchema } from '@photostudy/contracts';

/** The columns a reservations file must have (its header row: `order_number,product_id`). */
export const RESERVATION_COLUMNS = ['order_number', 'product_id'] as const;

/** A problem the browser sees in a reservations file: an i18n key, and the column it concerns. */
export interface ReservationProblem {
  column?: (typeof RESERVATION_COLUMNS)[number];
  key: string;
}

/**
 * Checks a reservations file before it is sent, by row number (0 is the file): the header, each row against
 * reservationInputSchema, each order number once in the file, and product ids the store has (when they are known).
 * The server checks all of it again; this only saves a round trip.
 */
export function checkReservations(preview: CsvPreview, knownProductIds?: ReadonlySet<string>): Map<number, ReservationProblem[]> {
  const problems = new Map<number, ReservationProblem[]>();
  const add = (row: number, problem: ReservationProblem) => problems.set(row, [...(problems.get(row) ?? []), problem]);
  // Nothing to say until a row follows the header (the text is still being typed or pasted).
  if (!preview.rows.length) return problems;
  if (RESERVATION_COLUMNS.some((c) => !preview.header.includes(c))) {
    add(0, { key: 'admin.reservations.check.header' });
    return problems;
  }
  const seen = new Set<string>();
  for (const { row, record } of preview.rows) {
    const parsed = reservationInputSchema.safeParse({ order_number: record.order_number, product_id: record.product_id });
    if (!parsed.success) {
      for (const column of RESERVATION_COLUMNS)
        if (parsed.error.issues.some((issue) => issue.path[0] === column)) add(row, { column, key: 'admin.reservations.check.field' });
      continue;
    }
    const { order_number: orderNumber, product_id: productId } = parsed.data;
    if (seen.has(orderNumber)) add(row, { column: 'order_number', key: 'admin.reservations.check.duplicate' });
    seen.add(orderNumber);
    if (knownProductIds?.size && !knownProductIds.has(productId))
      add(row, { column: 'product_id', key: 'admin.reservations.check.unknownProduct' });
  }
  return problems;
}
