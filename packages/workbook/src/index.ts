/**
 * @photostudy/workbook: Excel workbooks to and from the live spreadsheet's format (issue 18). The reading side runs
 * on the server at ask time; the writing side in browsers too (the download). Both load their libraries at first use.
 */
export { type WorkbookLimits, WorkbookRefusedError, type WorkbookSheet } from './workbook-sheet';
export { xlsxToSheets } from './xlsx-to-sheets';
export { sheetsToXlsx } from './sheets-to-xlsx';
