import { describe, expect, it } from 'vitest';
import { sheetsToXlsx } from './sheets-to-xlsx';
import { budgetWorkbook, readBack } from './test-workbooks';
import type { WorkbookSheet } from './workbook-sheet';
import { xlsxToSheets } from './xlsx-to-sheets';

const LIMITS = { maxCells: 1000, maxSheets: 5 };

describe('sheetsToXlsx', () => {
  it('writes what it read: values, formulas with results, styles, merges, sizes, links, every sheet', async () => {
    const imported = await xlsxToSheets(await budgetWorkbook(), 'xlsx', LIMITS);
    const written = await readBack(await sheetsToXlsx(imported));
    expect(written.worksheets.map((ws) => ws.name)).toEqual(['Budget', 'Notes']);
    const budget = written.getWorksheet('Budget');
    expect(budget?.getCell('A1').value).toBe(10);
    expect(budget?.getCell('A4').value).toEqual({ formula: 'SUM(A1:A3)', result: 60 });
    expect(budget?.getCell('B1').value).toBe('Total');
    expect(budget?.getCell('B1').font).toMatchObject({ bold: true, italic: true, color: { argb: 'FFFF0000' } });
    expect(budget?.getCell('C2').fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF00' } });
    // A serial number under a date format is a date to Excel (and to ExcelJS reading it).
    expect(budget?.getCell('D1').value).toEqual(new Date(Date.UTC(2024, 0, 15)));
    expect(budget?.getCell('D1').numFmt).toBe('yyyy-mm-dd');
    expect(budget?.getCell('D2').numFmt).toBe('0.00%');
    expect(budget?.getCell('E1').value).toBe('Merged title');
    expect(budget?.getCell('E1').alignment).toMatchObject({ horizontal: 'center' });
    expect(budget?.model.merges).toEqual(['E1:F2']);
    expect(budget?.getCell('G1').value).toEqual({ text: 'Docs', hyperlink: 'https://example.test/docs' });
    expect(budget?.getColumn(2).width).toBe(20);
    expect(budget?.getRow(2).height).toBe(30);
    expect(written.getWorksheet('Notes')?.getCell('B2').value).toBe(true);

    // Read again, the same sheets: nothing is lost or changed on the way round.
    const again = await xlsxToSheets(await sheetsToXlsx(imported), 'xlsx', LIMITS);
    expect(again).toEqual(imported);
  });

  it("writes the component's live grid (`data`) after edits, and names Excel accepts", async () => {
    const edited: WorkbookSheet[] = [
      {
        name: 'Q1: costs/plan?',
        order: 1,
        status: 0,
        data: [
          [
            { v: 2, m: '2', ct: { fa: 'General', t: 'n' } },
            { v: '3', ct: { fa: 'General', t: 'n' } },
          ],
          [{ f: '=A1+B1', v: 5, m: '5', ct: { fa: '0.0', t: 'n' }, bg: 'rgb(0, 128, 255)', fc: '#0f0', ff: 1, fs: 14 }, null],
          [{ ct: { fa: 'General', t: 'inlineStr', s: [{ v: 'rich ' }, { v: 'text', bl: 1 }] } }, { v: 'TRUE', ct: { t: 'b' } }],
        ],
        config: { columnlen: { '0': 70 }, rowlen: { '2': 40 } },
      },
      { name: 'Q1: costs/plan?', order: 0, status: 1, celldata: [{ r: 0, c: 0, v: { v: 'first', m: 'first' } }], hide: 1 },
    ];
    const written = await readBack(await sheetsToXlsx(edited));
    expect(written.worksheets.map((ws) => [ws.name, ws.state])).toEqual([
      ['Q1  costs plan', 'hidden'],
      ['Q1  costs plan~2', 'visible'],
    ]);
    const ws = written.getWorksheet('Q1  costs plan~2');
    expect(ws?.getCell('A1').value).toBe(2);
    expect(ws?.getCell('B1').value).toBe(3);
    expect(ws?.getCell('A2').value).toEqual({ formula: 'A1+B1', result: 5 });
    expect(ws?.getCell('A2').numFmt).toBe('0.0');
    expect(ws?.getCell('A2').fill).toMatchObject({ fgColor: { argb: 'FF0080FF' } });
    expect(ws?.getCell('A2').font).toMatchObject({ color: { argb: 'FF00FF00' }, name: 'Arial', size: 14 });
    expect(ws?.getCell('A3').value).toBe('rich text');
    expect(ws?.getCell('B3').value).toBe(true);
    expect(ws?.getColumn(1).width).toBe(10);
    expect(ws?.getRow(3).height).toBe(30);
  });
});
