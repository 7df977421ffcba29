import { describe, expect, it } from 'vitest';
import { budgetXls } from './test-workbooks';
import { WorkbookRefusedError } from './workbook-sheet';
import { xlsxToSheets } from './xlsx-to-sheets';

describe('xlsxToSheets on a legacy .xls', () => {
  it('reads values, formula results, merges and widths of every sheet', async () => {
    const [budget, second] = await xlsxToSheets(budgetXls(), 'xls', { maxCells: 100, maxSheets: 5 });
    const at = (r: number, c: number) => budget?.celldata?.find((d) => d.r === r && d.c === c)?.v;
    expect(budget?.name).toBe('Budget');
    expect(at(0, 0)).toMatchObject({ v: 'Item', m: 'Item' });
    expect(at(1, 1)).toMatchObject({ v: 4, m: '4', ct: { t: 'n' } });
    expect(at(3, 1)).toMatchObject({ v: 10, m: '10' });
    expect(budget?.config?.merge).toEqual({ '0_2': { r: 0, c: 2, rs: 2, cs: 2 } });
    expect(budget?.config?.columnlen?.['0']).toBeGreaterThan(100);
    expect(second).toMatchObject({ name: 'Sheet2', status: 0 });
  });

  it('refuses an .xls past the sheet limit, and an OLE file that holds no workbook', async () => {
    await expect(xlsxToSheets(budgetXls(3), 'xls', { maxCells: 100, maxSheets: 2 })).rejects.toMatchObject({ reason: 'too_large' });
    const ole = new Uint8Array(4096);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    await expect(xlsxToSheets(ole, 'xls', { maxCells: 100, maxSheets: 2 })).rejects.toBeInstanceOf(WorkbookRefusedError);
  });
});
