import type { MantineColorsTuple } from '@mantine/core';
import { BREAKPOINTS_PX } from '@photostudy/contracts';

/** Brand violet: the product's primary colour, lightest to darkest (Mantine needs ten shades). */
export const BRAND_COLORS: MantineColorsTuple = [
  '#f0eeff',
  '#dedafe',
  '#bcb3fb',
  '#978af7',
  '#7a67f4',
  '#6752f2',
  '#5b45f1',
  '#4b36d7',
  '#412fc1',
  '#3426aa',
];

/** Warm accent for highlights and calls to action that must stand apart from the brand colour. */
export const ACCENT_COLORS: MantineColorsTuple = [
  '#fff5e0',
  '#ffeacb',
  '#fed39a',
  '#fdbb64',
  '#fca637',
  '#fc991a',
  '#fc9208',
  '#e17e00',
  '#c86f00',
  '#ae5f00',
];

/** Deep ink used for headings and dark surfaces. */
export const INK_COLOR = '#14123a';

/** System font stack: the app ships no web fonts (no CDN, fast first paint). */
export const FONT_STACK =
  'Inter, ui-sans-serif, system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

/** Monospace stack for codes and version strings. */
export const MONO_FONT_STACK = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** Converts a pixel width to em against the browser's 16 px default, as Mantine breakpoints expect. */
function pxToEm(px: number): string {
  return `${px / 16}em`;
}

/** The spec's five breakpoints as Mantine breakpoints (em). */
export const BREAKPOINTS_EM = {
  xs: pxToEm(BREAKPOINTS_PX.xs),
  sm: pxToEm(BREAKPOINTS_PX.sm),
  md: pxToEm(BREAKPOINTS_PX.md),
  lg: pxToEm(BREAKPOINTS_PX.lg),
  xl: pxToEm(BREAKPOINTS_PX.xl),
} as const;
