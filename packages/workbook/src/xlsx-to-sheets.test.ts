import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { budgetWorkbook, filledWorkbook } from './test-workbooks';
import { WorkbookRefusedError, type WorkbookSheet } from './workbook-sheet';
import { xlsxToSheets } from './xlsx-to-sheets';

const LIMITS = { maxCells: 1000, maxSheets: 5 };

function cellAt(sheet: WorkbookSheet | undefined, r: number, c: number) {
  return sheet?.celldata?.find((d) => d.r === r && d.c === c)?.v;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    return err instanceof WorkbookRefusedError ? err.reason : `other: ${String(err)}`;
  }
  return 'accepted';
}

describe('xlsxToSheets', () => {
  it('maps every worksheet with values, formulas, styles, merges and sizes', async () => {
    const sheets = await xlsxToSheets(await budgetWorkbook(), 'xlsx', LIMITS);
    expect(sheets.map((s) => [s.name, s.id, s.order, s.status])).toEqual([
      ['Budget', 'sheet-1', 0, 1],
      ['Notes', 'sheet-2', 1, 0],
    ]);
    const [budget, notes] = sheets;
    expect(cellAt(budget, 0, 0)).toEqual({ v: 10, m: '10', ct: { fa: 'General', t: 'n' } });
    expect(cellAt(budget, 3, 0)).toEqual({ v: 60, m: '60', f: '=SUM(A1:A3)', ct: { fa: 'General', t: 'n' } });
    expect(budget?.calcChain).toEqual([{ r: 3, c: 0, id: 'sheet-1' }]);
    expect(cellAt(budget, 0, 1)).toEqual({ v: 'Total', m: 'Total', ct: { fa: 'General', t: 'g' }, bl: 1, it: 1, fc: '#ff0000' });
    // A fill on an empty cell is kept (it is visible), without a value.
    expect(cellAt(budget, 1, 2)).toEqual({ bg: '#ffff00' });
    expect(cellAt(budget, 0, 3)).toMatchObject({ v: 45306, m: '2024-01-15', ct: { fa: 'yyyy-mm-dd', t: 'd' } });
    expect(cellAt(budget, 1, 3)).toMatchObject({ v: 0.125, m: '12.50%', ct: { fa: '0.00%', t: 'n' } });
    expect(cellAt(budget, 0, 4)).toMatchObject({ v: 'Merged title', ht: 0, mc: { r: 0, c: 4, rs: 2, cs: 2 } });
    expect(cellAt(budget, 1, 5)).toEqual({ mc: { r: 0, c: 4 } });
    expect(budget?.config?.merge).toEqual({ '0_4': { r: 0, c: 4, rs: 2, cs: 2 } });
    expect(cellAt(budget, 0, 6)).toMatchObject({ v: 'Docs' });
    expect(budget?.hyperlink).toEqual({ '0_6': { linkType: 'webpage', linkAddress: 'https://example.test/docs' } });
    expect(budget?.config?.columnlen).toEqual({ '1': 140 });
    expect(budget?.config?.rowlen).toEqual({ '1': 40 });
    // Room past the used range, never under the minimum grid.
    expect(budget).toMatchObject({ row: 100, column: 26 });
    expect(cellAt(notes, 0, 0)).toMatchObject({ v: 'Second sheet' });
    expect(cellAt(notes, 1, 1)).toEqual({ v: true, m: 'TRUE', ct: { fa: 'General', t: 'b' } });
  });

  it('keeps cells written in shared formulas, hidden sheets, and the margins of a large used range', async () => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Data');
    for (let r = 1; r <= 150; r++) ws.getCell(r, 1).value = r;
    ws.getCell('B1').value = { formula: 'A1*2', result: 2, shareType: 'shared', ref: 'B1:B3' } as ExcelJS.CellFormulaValue;
    ws.getCell('B2').value = { sharedFormula: 'B1', result: 4 };
    ws.getCell('B3').value = { sharedFormula: 'B1', result: 6 };
    ws.getCell('AD1').value = 'far right';
    workbook.addWorksheet('Hidden', { state: 'hidden' }).getCell('A1').value = 'x';
    const [data, hidden] = await xlsxToSheets(new Uint8Array(await workbook.xlsx.writeBuffer()), 'xlsx', LIMITS);
    expect(cellAt(data, 2, 1)).toMatchObject({ f: '=A3*2', v: 6 });
    expect(data).toMatchObject({ row: 170, column: 35, status: 1 });
    expect(hidden).toMatchObject({ hide: 1, status: 0 });
  });

  it('refuses what is not a readable workbook', async () => {
    const good = await budgetWorkbook();
    expect(await refusal(xlsxToSheets(new TextEncoder().encode('name,score\nAda,3\n'), 'xlsx', LIMITS))).toBe('unreadable');
    expect(await refusal(xlsxToSheets(good.subarray(0, good.length / 2), 'xlsx', LIMITS))).toBe('unreadable');
    const damaged = good.slice();
    damaged.fill(0x41, 200, 1200);
    expect(await refusal(xlsxToSheets(damaged, 'xlsx', LIMITS))).toBe('unreadable');
    expect(await refusal(xlsxToSheets(new TextEncoder().encode('not a spreadsheet'), 'xls', LIMITS))).toBe('unreadable');
  });

  it('refuses workbooks past the limits: sheets, cells, inflated size, a used range too spread out', async () => {
    expect(await refusal(xlsxToSheets(await filledWorkbook(3, 1), 'xlsx', { maxCells: 100, maxSheets: 2 }))).toBe('too_large');
    expect(await refusal(xlsxToSheets(await filledWorkbook(2, 30), 'xlsx', { maxCells: 59, maxSheets: 2 }))).toBe('too_large');
    expect(await xlsxToSheets(await filledWorkbook(2, 30), 'xlsx', { maxCells: 60, maxSheets: 2 })).toHaveLength(2);
    expect(await refusal(xlsxToSheets(await budgetWorkbook(), 'xlsx', { ...LIMITS, maxInflatedBytes: 1000 }))).toBe('too_large');
    const sparse = new ExcelJS.Workbook();
    const ws = sparse.addWorksheet('Sparse');
    ws.getCell('A1').value = 1;
    ws.getCell('Z5000').value = 2;
    expect(await refusal(xlsxToSheets(new Uint8Array(await sparse.xlsx.writeBuffer()), 'xlsx', LIMITS))).toBe('too_large');
  });

  it('counts every cell a merge covers', async () => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Merge');
    ws.getCell('A1').value = 'wide';
    ws.mergeCells('A1:J10');
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await refusal(xlsxToSheets(bytes, 'xlsx', { maxCells: 99, maxSheets: 1 }))).toBe('too_large');
    const [sheet] = await xlsxToSheets(bytes, 'xlsx', { maxCells: 100, maxSheets: 1 });
    expect(sheet?.celldata).toHaveLength(100);
  });
});
