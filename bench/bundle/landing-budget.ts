/**
 * The landing's first-load budget (issue 19, target 4): the gzipped JavaScript and CSS the browser must fetch before
 * the student app's landing page draws, measured from the built files (apps/web/dist), at most 150 KB together.
 * Prints one row per file and the total; exits 1 above the budget or when the build is missing, 0 within it.
 *
 *   npm run build -w @photostudy/web && npm run bench:landing -w @photostudy/bench
 *   options: --dist <folder> (default apps/web/dist), --budget-kb <KB> (default 150)
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { collectFirstLoad, displayPath, type FirstLoadFile } from './first-load';

/** The landing's budget: 150 KB of gzipped JavaScript and CSS together. */
const LANDING_BUDGET_KB = 150;
const BYTES_PER_KB = 1024;

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: resolve(ROOT, 'apps/web/dist') },
    'budget-kb': { type: 'string', default: String(LANDING_BUDGET_KB) },
  },
});

const kb = (bytes: number) => (bytes / BYTES_PER_KB).toFixed(1);

function printTable(files: FirstLoadFile[]): void {
  const rows = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const width = Math.max(4, ...rows.map((file) => file.path.length));
  console.log(`${'file'.padEnd(width)}  ${'loaded as'.padEnd(13)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}`);
  for (const file of rows) {
    console.log(`${file.path.padEnd(width)}  ${file.role.padEnd(13)}  ${kb(file.bytes).padStart(8)}  ${kb(file.gzipBytes).padStart(8)}`);
  }
}

function main(): number {
  const distDir = resolve(args.dist);
  const budgetKb = Number(args['budget-kb']);
  if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
    console.error(`--budget-kb must be a positive number, got "${args['budget-kb']}"`);
    return 1;
  }
  let files: FirstLoadFile[];
  try {
    files = collectFirstLoad(distDir);
  } catch (error) {
    console.error(`FAIL landing first load: ${(error as Error).message}`);
    return 1;
  }
  const budgetBytes = budgetKb * BYTES_PER_KB;
  const sum = (kind: 'js' | 'css') =>
    files.filter((file) => file.path.endsWith(`.${kind}`)).reduce((total, file) => total + file.gzipBytes, 0);
  const totalBytes = files.reduce((total, file) => total + file.gzipBytes, 0);

  console.log(`Landing first load of ${displayPath(distDir)}/index.html (gzip -9 per file)\n`);
  printTable(files);
  console.log(`\nJavaScript ${kb(sum('js'))} KB + CSS ${kb(sum('css'))} KB = ${kb(totalBytes)} KB gzipped in ${files.length} files`);
  const isWithin = totalBytes <= budgetBytes;
  console.log(
    `${isWithin ? 'PASS' : 'FAIL'} landing first load ${kb(totalBytes)} KB ${isWithin ? '<=' : '>'} budget ${budgetKb} KB (${totalBytes} / ${budgetBytes} bytes)`,
  );
  return isWithin ? 0 : 1;
}

process.exitCode = main();
