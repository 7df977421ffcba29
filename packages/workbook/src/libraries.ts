import type * as SheetJs from '@e965/xlsx';
import type * as ExcelJs from 'exceljs';

/** ExcelJS's API (its package is CommonJS in Node and a UMD bundle in browsers: both arrive as a default export). */
export type ExcelJsApi = typeof ExcelJs;

/** Fortune-sheet's number formatting (the text a cell shows for its value and format). */
export type FormatValue = (format: string, value: unknown) => unknown;

function defaultOf<T>(mod: unknown): T {
  const withDefault = mod as { default?: T };
  return withDefault.default ?? (mod as T);
}

// Each library loads at its first use, once: a server that never sees a workbook never pays for them (about 0.5 s of
// CPU for ExcelJS alone), and a browser fetches them only when a workbook is downloaded.
let excelJs: Promise<ExcelJsApi> | undefined;
let sheetJs: Promise<typeof SheetJs> | undefined;
let fortuneFormat: Promise<FormatValue> | undefined;

/** ExcelJS (Node: `main`; Vite in a browser: the `browser` bundle its package.json names). */
export function loadExcelJs(): Promise<ExcelJsApi> {
  excelJs ??= import('exceljs').then((mod) => defaultOf<ExcelJsApi>(mod));
  return excelJs;
}

/** SheetJS, only to read legacy .xls files (BIFF), which ExcelJS cannot. */
export function loadSheetJs(): Promise<typeof SheetJs> {
  sheetJs ??= import('@e965/xlsx');
  return sheetJs;
}

/** Fortune-sheet's own formatter, so that an imported cell shows exactly what the component would show for it. */
export function loadFortuneFormat(): Promise<FormatValue> {
  fortuneFormat ??= import('@fortune-sheet/core').then((mod) => {
    const update = (mod as { update?: FormatValue }).update ?? defaultOf<{ update: FormatValue }>(mod).update;
    return update;
  });
  return fortuneFormat;
}
