import type { WorkbookSheet } from '@photostudy/workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DEFAULT_NAME = 'spreadsheet';
/** Long enough for every browser to have started reading the file (Firefox reads it after the click returns). */
const REVOKE_AFTER_MS = 60_000;

/** The uploaded file's name with an .xlsx extension (an .xls upload downloads as .xlsx: that is what is written). */
export function xlsxFileName(fileName: string | null): string {
  const base = (fileName ?? '').replace(/\.(xlsx?|xlsm)$/i, '').trim();
  return `${base || DEFAULT_NAME}.xlsx`;
}

/**
 * Writes the sheets as shown to an .xlsx file and saves it. The workbook package (and ExcelJS behind it) loads here,
 * at the first download, never with the page.
 */
export async function downloadXlsx(sheets: unknown[], fileName: string | null): Promise<void> {
  const { sheetsToXlsx } = await import('@photostudy/workbook');
  const bytes = await sheetsToXlsx(sheets as WorkbookSheet[]);
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = xlsxFileName(fileName);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
