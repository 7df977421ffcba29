/**
 * What a browser must download before a Vite-built page can draw: the entry module scripts, the module preloads and
 * the stylesheets that index.html names, and every module those scripts import statically (a static import blocks
 * evaluation; a dynamic `import()` is fetched only when the code asks for it, so it is not part of the first load).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Why a file is in the first load. */
export type FirstLoadRole = 'entry' | 'modulepreload' | 'stylesheet' | 'static import';

/** One file of the first load with its size as served and gzipped (level 9). */
export interface FirstLoadFile {
  /** Path inside the dist folder, with forward slashes ('assets/index-abc.js'). */
  path: string;
  role: FirstLoadRole;
  /** The file that imports it (static imports only). */
  importedBy?: string;
  bytes: number;
  gzipBytes: number;
}

/** The assets index.html references before the page draws. */
export interface HtmlAssets {
  entryScripts: string[];
  /** The code of inline `<script type="module">` tags (their static imports load before they run). */
  inlineModules: string[];
  modulePreloads: string[];
  stylesheets: string[];
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const INLINE_MODULE = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Reads the entry scripts, module preloads and stylesheets of a built index.html. */
export function parseHtmlAssets(html: string): HtmlAssets {
  const assets: HtmlAssets = { entryScripts: [], inlineModules: [], modulePreloads: [], stylesheets: [] };
  for (const [, tag, rawAttributes = ''] of html.matchAll(TAG)) {
    const attributes = attributesOf(rawAttributes);
    if (tag!.toLowerCase() === 'script') {
      const src = attributes.get('src');
      if (attributes.get('type') === 'module' && src) assets.entryScripts.push(src);
      continue;
    }
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href');
    if (!href) continue;
    if (rel.includes('modulepreload')) assets.modulePreloads.push(href);
    else if (rel.includes('stylesheet')) assets.stylesheets.push(href);
  }
  for (const [, rawAttributes = '', code = ''] of html.matchAll(INLINE_MODULE)) {
    const attributes = attributesOf(rawAttributes);
    if (attributes.get('type') === 'module' && !attributes.has('src') && code.trim()) assets.inlineModules.push(code);
  }
  return assets;
}

/**
 * `import x from "…"`, `import {a as b} from "…"`, `import * as n from "…"`, `import "…"` and `export {…} from "…"`,
 * as minified chunks write them (no spaces). `import(` (dynamic) and `import.meta` never match: after the keyword
 * only a quote or an import clause followed by `from` is accepted.
 */
const STATIC_IMPORT =
  /(?<![\w$.])(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[\w$\s,]*\})\s*from\s*)(["'])([^"'\n]+)\1/g;

/** The specifiers a module imports statically, in order, without repeats. */
export function parseStaticImports(code: string): string[] {
  const specifiers = new Set<string>();
  for (const match of code.matchAll(STATIC_IMPORT)) specifiers.add(match[2]!);
  return [...specifiers];
}

/** True for a specifier the browser resolves against the page or the importing file (not a bare package name). */
function isUrlSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/');
}

/** A URL path of index.html ('/assets/x.js', 'assets/x.js') as a path inside dist, under the given base. */
function htmlUrlToDistPath(url: string, base: string): string {
  const path = url.split(/[?#]/)[0]!;
  const withoutBase = path.startsWith(base) ? path.slice(base.length) : path.replace(/^\//, '');
  return posix.normalize(withoutBase);
}

/** Options of {@link collectFirstLoad}. */
export interface CollectOptions {
  /** The public base the app is built with ('/' by default, Vite's `base`). */
  base?: string;
}

/**
 * Every file of the first load of `distDir/index.html`, gzipped one by one (each file is a separate response), in the
 * order found. Throws when index.html or a referenced file is missing, so a broken build never measures as small.
 */
export function collectFirstLoad(distDir: string, { base = '/' }: CollectOptions = {}): FirstLoadFile[] {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} not found: build the app first (npm run build -w @photostudy/web)`);
  const assets = parseHtmlAssets(readFileSync(indexPath, 'utf8'));
  if (assets.entryScripts.length === 0 && assets.inlineModules.length === 0) {
    throw new Error(`${indexPath} has no <script type="module">: not a Vite build?`);
  }

  const files = new Map<string, FirstLoadFile>();
  const add = (path: string, role: FirstLoadRole, importedBy?: string) => {
    if (files.has(path)) return false;
    const absolute = join(root, path);
    if (!existsSync(absolute)) throw new Error(`${path} (${role}${importedBy ? ` of ${importedBy}` : ''}) is missing from ${root}`);
    const content = readFileSync(absolute);
    files.set(path, { path, role, importedBy, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
    return true;
  };
  const followImports = (code: string, fromPath: string | null) => {
    for (const specifier of parseStaticImports(code)) {
      if (!isUrlSpecifier(specifier)) continue;
      const target = specifier.startsWith('/')
        ? htmlUrlToDistPath(specifier, base)
        : posix.normalize(posix.join(fromPath ? posix.dirname(fromPath) : '.', specifier));
      if (add(target, 'static import', fromPath ?? 'index.html')) visit(target);
    }
  };
  const visit = (path: string) => followImports(readFileSync(join(root, path), 'utf8'), path);

  // index.html's own references first, so each file is listed by what asked for it, then what they import.
  const entries = assets.entryScripts.map((url) => htmlUrlToDistPath(url, base));
  const preloads = assets.modulePreloads.map((url) => htmlUrlToDistPath(url, base));
  for (const path of entries) add(path, 'entry');
  for (const path of preloads) add(path, 'modulepreload');
  for (const url of assets.stylesheets) add(htmlUrlToDistPath(url, base), 'stylesheet');
  for (const path of [...entries, ...preloads]) visit(path);
  for (const code of assets.inlineModules) followImports(code, null);
  return [...files.values()];
}

/** A path for messages: relative to the working directory when shorter. */
export function displayPath(path: string): string {
  const fromCwd = relative(process.cwd(), path);
  return fromCwd.length < path.length && !fromCwd.startsWith('..') ? fromCwd : path;
}
