import { readFileSync } from 'node:fs';
// Relative on purpose: Vite bundles config files but leaves workspace packages (TS source) to Node, which cannot load .ts.
import { BREAKPOINTS_PX } from '../../packages/contracts/src/constants';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';

/** The console's version (sent as X-Client-Version), read from its package.json at build time. */
export const APP_VERSION: string = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/** Compile-time constants shared by the Vite build and the Vitest project. */
export const DEFINES = { __APP_VERSION__: JSON.stringify(APP_VERSION) };

/** PostCSS: Mantine's preset plus the spec's breakpoints as `$mantine-breakpoint-*` variables. */
export const POSTCSS_CONFIG = {
  plugins: [
    postcssPresetMantine(),
    postcssSimpleVars({
      variables: Object.fromEntries(Object.entries(BREAKPOINTS_PX).map(([name, px]) => [`mantine-breakpoint-${name}`, `${px / 16}em`])),
    }),
  ],
};
