/*
 * Sizes between Excel and the spreadsheet component: Excel keeps column widths in characters of the default font
 * (7 px each at 96 dpi for Calibri 11) and row heights in points; the component keeps both in pixels.
 */

const PX_PER_CHARACTER = 7;
const PX_PER_POINT = 96 / 72;

/** Pixels of an Excel column width. */
export function columnPx(widthChars: number): number {
  return Math.max(1, Math.round(widthChars * PX_PER_CHARACTER));
}

/** Excel column width (characters) of a pixel width. */
export function columnChars(px: number): number {
  return Math.round((px / PX_PER_CHARACTER) * 100) / 100;
}

/** Pixels of an Excel row height. */
export function rowPx(heightPoints: number): number {
  return Math.max(1, Math.round(heightPoints * PX_PER_POINT));
}

/** Excel row height (points) of a pixel height. */
export function rowPoints(px: number): number {
  return Math.round((px / PX_PER_POINT) * 100) / 100;
}

/** Excel's serial day of a date (the 1900 system the component uses; day 25569 is 1970-01-01). */
export function excelSerial(date: Date): number {
  return date.getTime() / 86_400_000 + 25_569;
}
