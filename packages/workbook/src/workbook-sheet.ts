import type { Sheet } from '@fortune-sheet/core';

/** One sheet of a live spreadsheet: the spreadsheet component's own (Fortune-sheet) sheet, stored and sent verbatim. */
export type WorkbookSheet = Sheet;

/** What an uploaded workbook may hold; the API passes the contracts' SHEET_* limits (this package depends on no contract). */
export interface WorkbookLimits {
  /** Cells with a value, a formula or a fill, over all sheets (merged areas count every cell they cover). */
  maxCells: number;
  maxSheets: number;
  /**
   * Bytes of the xlsx's parts once inflated: a 10 MB upload may inflate a thousandfold, and the reader holds it all in
   * memory, so the zip's directory is read first. Default `DEFAULT_MAX_INFLATED_BYTES`.
   */
  maxInflatedBytes?: number;
}

/** 64 MiB: several times what a workbook within the cell limit inflates to, far from what would strain the server. */
export const DEFAULT_MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** Why a workbook was refused: it cannot be read, or it is larger than the limits. */
export type WorkbookRefusal = 'unreadable' | 'too_large';

/** A workbook that will not become a live spreadsheet; `reason` tells the API which catalogued error to answer. */
export class WorkbookRefusedError extends Error {
  constructor(
    readonly reason: WorkbookRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'WorkbookRefusedError';
  }
}
