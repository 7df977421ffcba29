import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';

/*
 * Real workbooks for tests (`@photostudy/workbook/testing`): built with ExcelJS and SheetJS as Excel and older tools
 * save them, for this package's tests and the API's upload tests.
 */

/**
 * The workbook the tests read and write, built with ExcelJS as Excel would save it: two sheets, numbers and a SUM
 * with its cached result, a bold red label, a yellow fill on an empty cell, a date, a percentage, a merge, a link,
 * a column width and a row height.
 */
export async function budgetWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const budget = workbook.addWorksheet('Budget');
  budget.getCell('A1').value = 10;
  budget.getCell('A2').value = 20;
  budget.getCell('A3').value = 30;
  budget.getCell('A4').value = { formula: 'SUM(A1:A3)', result: 60 };
  budget.getCell('B1').value = 'Total';
  budget.getCell('B1').font = { bold: true, italic: true, color: { argb: 'FFFF0000' } };
  budget.getCell('C2').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF00' } };
  budget.getCell('D1').value = new Date(Date.UTC(2024, 0, 15));
  budget.getCell('D1').numFmt = 'yyyy-mm-dd';
  budget.getCell('D2').value = 0.125;
  budget.getCell('D2').numFmt = '0.00%';
  budget.getCell('E1').value = 'Merged title';
  budget.getCell('E1').alignment = { horizontal: 'center' };
  budget.mergeCells('E1:F2');
  budget.getCell('G1').value = { text: 'Docs', hyperlink: 'https://example.test/docs' };
  budget.getColumn(2).width = 20;
  budget.getRow(2).height = 30;
  const notes = workbook.addWorksheet('Notes');
  notes.getCell('A1').value = 'Second sheet';
  notes.getCell('B2').value = true;
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A workbook of `sheets` sheets of `cellsPerSheet` numbers each (one row). */
export async function filledWorkbook(sheets: number, cellsPerSheet: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (let s = 0; s < sheets; s++) {
    const ws = workbook.addWorksheet(`S${s + 1}`);
    for (let c = 1; c <= cellsPerSheet; c++) ws.getCell(1, c).value = c;
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Reads an xlsx back with ExcelJS, to look at what a writer produced. */
export async function readBack(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.slice().buffer);
  return workbook;
}

/**
 * A legacy .xls (BIFF8) as SheetJS writes it: a Budget sheet (numbers, a SUM, a merge, a column width) and
 * `sheetCount - 1` more. (SheetJS CE writes a formula's value into BIFF but not the formula itself; it reads the
 * formulas of .xls files Excel saved.)
 */
export function budgetXls(sheetCount = 2): Uint8Array {
  const book = XLSX.utils.book_new();
  const budget = XLSX.utils.aoa_to_sheet([
    ['Item', 'Cost'],
    ['Paper', 4],
    ['Ink', 6],
    ['Total', { t: 'n', f: 'SUM(B2:B3)', v: 10 }],
  ]);
  budget['!merges'] = [XLSX.utils.decode_range('C1:D2')];
  budget['!cols'] = [{ wch: 18 }];
  XLSX.utils.book_append_sheet(book, budget, 'Budget');
  for (let i = 2; i <= sheetCount; i++) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([[`sheet ${i}`]]), `Sheet${i}`);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
}
