import { defineProject } from 'vitest/config';

/** Workbook conversions with real files; loading ExcelJS and SheetJS takes a moment on the first test. */
export default defineProject({
  test: { name: '@photostudy/workbook', testTimeout: 30_000 },
});
