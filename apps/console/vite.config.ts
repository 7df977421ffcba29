import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { DEFINES, POSTCSS_CONFIG } from './build-config';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const PROXY = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '^/app/': { target: API_TARGET, ws: true, changeOrigin: true },
};

/** Expert console build, served by the API server under /console (history fallback there). */
export default defineConfig({
  root: import.meta.dirname,
  base: '/console/',
  // The React plugin is typed against the root vitest's newer vite; the app builds with its own vite 7.
  plugins: [react() as unknown as PluginOption],
  define: DEFINES,
  css: { postcss: POSTCSS_CONFIG },
  server: { proxy: PROXY },
  preview: { proxy: PROXY },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Vendor chunks stay cached across releases that only change console code.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (id.includes('node_modules/@mantine/') || id.includes('node_modules/@floating-ui/')) return 'mantine';
          if (/node_modules\/(i18next|react-i18next)/.test(id)) return 'i18n';
          if (id.includes('node_modules/katex/')) return 'katex';
          if (id.includes('node_modules/pusher-js/')) return 'pusher';
          return undefined;
        },
      },
    },
  },
});
