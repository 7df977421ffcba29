import { describe, expect, it } from 'vitest';
import { previewCsv } from './csvPreview';
import { checkReservations } from './reservationCsv';

const known = new Set(['sessions_5', 'writing_3']);

describe('checkReservations', () => {
  it('passes a good file', () => {
    expect(checkReservations(previewCsv('order_number,product_id\nA-1,sessions_5\nA-2,writing_3\n'), known).size).toBe(0);
  });
  it('says nothing until a row follows the header, then asks for the header', () => {
    expect(checkReservations(previewCsv('order_num'), known).size).toBe(0);
    expect(checkReservations(previewCsv('order,product\nA-1,sessions_5'), known).get(0)).toEqual([
      { key: 'admin.reservations.check.header' },
    ]);
  });
  it('names missing fields, repeated order numbers and unknown products by row', () => {
    const problems = checkReservations(
      previewCsv(`order_number,product_id\nA-1,sessions_5\n,sessions_5\nA-1,gold\n${'x'.repeat(65)},writing_3`),
      known,
    );
    expect(problems.get(1)).toBeUndefined();
    expect(problems.get(2)).toEqual([{ column: 'order_number', key: 'admin.reservations.check.field' }]);
    expect(problems.get(3)).toEqual([
      { column: 'order_number', key: 'admin.reservations.check.duplicate' },
      { column: 'product_id', key: 'admin.reservations.check.unknownProduct' },
    ]);
    expect(problems.get(4)).toEqual([{ column: 'order_number', key: 'admin.reservations.check.field' }]);
  });
  it('leaves product ids to the server when the store list is unknown', () => {
    expect(checkReservations(previewCsv('order_number,product_id\nA-1,gold'), new Set()).size).toBe(0);
  });
});
