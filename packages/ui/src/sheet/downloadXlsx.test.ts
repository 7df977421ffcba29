import { describe, expect, it } from 'vitest';
import { xlsxFileName } from './downloadXlsx';

describe('xlsxFileName', () => {
  it("downloads under the uploaded file's name, as .xlsx, or a plain name without one", () => {
    expect(xlsxFileName('Budget 2024.xls')).toBe('Budget 2024.xlsx');
    expect(xlsxFileName('report.XLSX')).toBe('report.xlsx');
    expect(xlsxFileName('data.v2')).toBe('data.v2.xlsx');
    expect(xlsxFileName(null)).toBe('spreadsheet.xlsx');
    expect(xlsxFileName('.xlsx')).toBe('spreadsheet.xlsx');
  });
});
