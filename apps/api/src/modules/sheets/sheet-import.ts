import { ERRORS, SHEET_MAX_CELLS, SHEET_MAX_SHEETS } from '@photostudy/contracts';
import { WorkbookRefusedError, type WorkbookSheet, xlsxToSheets } from '@photostudy/workbook';
import { appError } from '../../errors/app-error';
import type { PreparedFile } from '../uploads/uploads.service';

/** What the log of a refused workbook needs. */
type WarnLog = { warn(obj: object, msg: string): void };

/**
 * An uploaded Excel file (already checked by content: xlsx or xls) as the live sheet's workbook, within the contracts'
 * limits. A file that cannot be read answers SHEET_UNREADABLE, one past the limits SHEET_TOO_LARGE, both on the ask's
 * `sheet` field. The workbook libraries load with the first upload (`@photostudy/workbook` imports them lazily).
 */
export async function importWorkbook(file: PreparedFile, log: WarnLog): Promise<WorkbookSheet[]> {
  const kind = file.ext === 'xls' ? 'xls' : 'xlsx';
  try {
    return await xlsxToSheets(file.data, kind, { maxCells: SHEET_MAX_CELLS, maxSheets: SHEET_MAX_SHEETS });
  } catch (err) {
    if (err instanceof WorkbookRefusedError && err.reason === 'too_large')
      throw appError('SHEET_TOO_LARGE', { fields: { sheet: ERRORS.SHEET_TOO_LARGE.message } });
    // A reader's own failure on a strange file is the file's problem to the student; the log keeps it for us.
    if (!(err instanceof WorkbookRefusedError)) log.warn({ err, kind }, 'a workbook failed to import');
    throw appError('SHEET_UNREADABLE', { fields: { sheet: ERRORS.SHEET_UNREADABLE.message } });
  }
}
