// Bundles the API server (this app and the workspace packages it imports) into dist/server.mjs with esbuild, npm
// packages left as imports. `npm start` runs the bundle: Node then loads one file instead of tsx compiling and
// resolving some 300 TypeScript modules on every start, which is most of a restart's time (bench/reports/reconnect.md).
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${appRoot}dist`;
const WORKSPACE_SCOPE = '@photostudy/';

/** npm packages stay imports (native addons, WASM and their own files); only our TypeScript is bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith(WORKSPACE_SCOPE)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Each module keeps its own `import.meta.url` (the migrations folder, the repository root and mathjs are found
 * relative to the source file), written relative to the bundle so that the checkout can move.
 */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outdir, args.path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: [`${appRoot}src/server.ts`],
  outdir,
  outExtension: { '.js': '.mjs' },
  entryNames: 'server',
  // Chunks sit beside server.mjs: the import.meta.url rewrite above is relative to this folder.
  chunkNames: '[name]-[hash]',
  // What the server imports only when used (Sentry, the SDKs of lazy modules) stays a separate chunk, loaded then.
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [npmPackagesExternal, sourceImportMetaUrl],
});
console.log(`API server bundled into ${relative(process.cwd(), outdir)}/server.mjs in ${Math.round(performance.now() - started)} ms`);
