/** Web app version injected by Vite `define` (see build-config.ts). */
declare const __APP_VERSION__: string;
