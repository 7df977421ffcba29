import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectFirstLoad, parseHtmlAssets, parseStaticImports } from './first-load';

// The shape of a Rolldown/Vite chunk: minified static imports and re-exports, a dynamic import, import.meta, and
// import-like text in a string that must not count as a static import of a relative file.
const CHUNK = [
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/Lazy-1.js"])))=>i.map(i=>d[i]);',
  'import{i as e}from"./rolldown-runtime-a.js";import*as t from"./react-b.js";import n,{c as r}from"./i18n-c.js";',
  'import"./side-effect-d.js";export{x as y}from"./re-export-e.js";export*from"./star-f.js";',
  "import def from './single-quoted-g.js'",
  'const lazy=()=>import("./Lazy-1.js"),url=import.meta.url,text="import(\\"./nope.js\\")";',
  'e.import("./method-call.js");window.reimport("./also-not.js");',
].join('\n');

describe('parseStaticImports', () => {
  it('finds every static import and re-export, not dynamic imports', () => {
    expect(parseStaticImports(CHUNK)).toEqual([
      './rolldown-runtime-a.js',
      './react-b.js',
      './i18n-c.js',
      './side-effect-d.js',
      './re-export-e.js',
      './star-f.js',
      './single-quoted-g.js',
    ]);
  });

  it('lists a repeated import once', () => {
    expect(parseStaticImports('import{a}from"./x.js";import{b}from"./x.js";')).toEqual(['./x.js']);
  });
});

describe('parseHtmlAssets', () => {
  it('reads entry scripts, module preloads and stylesheets, not icons or classic scripts', () => {
    const html = `<head>
      <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <script src="/legacy.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js">
      <link rel=stylesheet href='/assets/index-c.css'>
      <script type="module">import "/assets/inline-d.js";</script>
    </head>`;
    expect(parseHtmlAssets(html)).toEqual({
      entryScripts: ['/assets/index-a.js'],
      inlineModules: ['import "/assets/inline-d.js";'],
      modulePreloads: ['/assets/react-b.js'],
      stylesheets: ['/assets/index-c.css'],
    });
  });
});

describe('collectFirstLoad', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('follows static imports through the chunks and leaves dynamic ones out', () => {
    dist = mkdtempSync(join(tmpdir(), 'first-load-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css">',
    );
    writeFileSync(join(dist, 'assets/index.js'), 'import{a}from"./shared.js";const l=()=>import("./lazy.js");');
    writeFileSync(join(dist, 'assets/shared.js'), 'import"./deep.js";export const a=1;');
    writeFileSync(join(dist, 'assets/deep.js'), 'export{};');
    writeFileSync(join(dist, 'assets/lazy.js'), 'export const big="x".repeat(1e5);');
    writeFileSync(join(dist, 'assets/index.css'), 'body{margin:0}');

    const files = collectFirstLoad(dist);
    expect(files.map((file) => [file.path, file.role])).toEqual([
      ['assets/index.js', 'entry'],
      ['assets/index.css', 'stylesheet'],
      ['assets/shared.js', 'static import'],
      ['assets/deep.js', 'static import'],
    ]);
    expect(files.every((file) => file.gzipBytes > 0)).toBe(true);
  });

  it('fails clearly without a build or with a missing chunk', () => {
    dist = mkdtempSync(join(tmpdir(), 'first-load-'));
    expect(() => collectFirstLoad(dist)).toThrow(/index\.html not found: build the app first/);
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/gone.js"></script>');
    expect(() => collectFirstLoad(dist)).toThrow(/assets\/gone\.js \(entry\) is missing/);
  });
});
