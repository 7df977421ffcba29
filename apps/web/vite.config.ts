import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { DEFINES, POSTCSS_CONFIG } from './build-config';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** Student web app build; in dev the API and the realtime socket are proxied to the API server. */
export default defineConfig({
  // The React plugin is typed against the root vitest's newer vite; the app builds with its own vite 7.
  plugins: [react() as unknown as PluginOption],
  define: DEFINES,
  css: { postcss: POSTCSS_CONFIG },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '^/app/': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '^/app/': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // The contracts package only declares (schemas, constants, catalogues) but has no `sideEffects` field, and building
      // a zod schema is a pure call the bundler cannot prove pure: saying both here lets the landing take a constant from
      // the contracts without every schema (and zod) coming along.
      treeshake: {
        moduleSideEffects: [{ test: /\/packages\/contracts\/src\//, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
      output: {
        // Long-lived vendor chunks so a release that only changes app code keeps them cached. Only what the light
        // landing entry draws with (React, i18next) or never needs (Redux, zod) is grouped: a group is downloaded whole,
        // so Mantine and the router are left to the bundler, which gives the landing only the parts it uses.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // The live spreadsheet (Fortune-sheet with its own immer, ExcelJS) loads only with a sheet: never in a shared chunk.
          if (/node_modules\/(@fortune-sheet|exceljs|@e965)\//.test(id)) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/(@reduxjs|redux|react-redux|immer|reselect)/.test(id)) return 'redux';
          if (/node_modules\/(i18next|react-i18next)/.test(id)) return 'i18n';
          if (id.includes('node_modules/zod/')) return 'zod';
          return undefined;
        },
      },
    },
  },
});
