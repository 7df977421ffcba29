/*
 * Colours between Excel (ARGB hex, or a theme slot with a tint) and the spreadsheet component (CSS `#rrggbb`).
 */

/** Excel's default Office theme, in theme-index order (lt1, dk1, lt2, dk2, accent1-6, hyperlink, followed hyperlink). */
const OFFICE_THEME = [
  'FFFFFF',
  '000000',
  'E7E6E6',
  '44546A',
  '4472C4',
  'ED7D31',
  'A5A5A5',
  'FFC000',
  '5B9BD5',
  '70AD47',
  '0563C1',
  '954F72',
];

/** An Excel colour as ExcelJS reads it. */
export interface ExcelColor {
  argb?: string;
  theme?: number;
  tint?: number;
}

function channel(hex: string, at: number): number {
  return parseInt(hex.slice(at, at + 2), 16);
}

function toHex(value: number): string {
  return Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, '0');
}

// Excel's tint moves each channel toward white (positive) or black (negative).
function applyTint(rgb: string, tint: number): string {
  const channels = [0, 2, 4].map((at) => channel(rgb, at));
  const tinted = channels.map((c) => (tint < 0 ? c * (1 + tint) : c + (255 - c) * tint));
  return tinted.map(toHex).join('');
}

/**
 * `#rrggbb` for an Excel colour, or undefined for none, a fully transparent one, or a palette index (legacy files'
 * indexed colours are left to the component's default rather than guessed).
 */
export function cssFromExcel(color: ExcelColor | undefined): string | undefined {
  if (!color) return undefined;
  let rgb: string | undefined;
  if (typeof color.argb === 'string' && /^[0-9a-f]{6}([0-9a-f]{2})?$/i.test(color.argb)) {
    // The alpha byte is dropped: Excel itself ignores it for fonts and fills, and some writers leave it 00.
    rgb = color.argb.length === 8 ? color.argb.slice(2) : color.argb;
  } else if (typeof color.theme === 'number') rgb = OFFICE_THEME[color.theme];
  if (!rgb) return undefined;
  if (typeof color.tint === 'number' && color.tint !== 0) rgb = applyTint(rgb, color.tint);
  return `#${rgb.toLowerCase()}`;
}

/** Excel's ARGB (opaque) for a CSS colour the component wrote: `#rgb`, `#rrggbb` or `rgb(r, g, b)`; undefined otherwise. */
export function excelFromCss(css: string | undefined): string | undefined {
  if (!css) return undefined;
  const value = css.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short)
    return `FF${short
      .slice(1)
      .map((d) => d + d)
      .join('')}`.toUpperCase();
  const long = /^#([0-9a-f]{6})$/.exec(value);
  if (long?.[1]) return `FF${long[1]}`.toUpperCase();
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(value);
  if (rgb) return `FF${[rgb[1], rgb[2], rgb[3]].map((c) => toHex(Number(c))).join('')}`.toUpperCase();
  return undefined;
}
