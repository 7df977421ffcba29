import { Title, createTheme } from '@mantine/core';
import { ACCENT_COLORS, BRAND_COLORS, BREAKPOINTS_EM, FONT_STACK, INK_COLOR, MONO_FONT_STACK } from './tokens';

/** The shared Mantine theme: brand colours, the spec's breakpoints, radius and the system font stack. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 4 },
  colors: { brand: BRAND_COLORS, accent: ACCENT_COLORS },
  breakpoints: BREAKPOINTS_EM,
  fontFamily: FONT_STACK,
  fontFamilyMonospace: MONO_FONT_STACK,
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: '800',
    sizes: {
      h1: { fontSize: '3.25rem', lineHeight: '1.08' },
      h2: { fontSize: '2.25rem', lineHeight: '1.15' },
      h3: { fontSize: '1.375rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '8px', md: '12px', lg: '18px', xl: '28px' },
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Title: Title.extend({ defaultProps: { c: INK_COLOR, style: { letterSpacing: '-0.02em' } } }),
  },
});
