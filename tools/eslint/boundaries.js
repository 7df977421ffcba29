// Local ESLint rule for the dependency directions of BRIEF section 10 (docs/ARCHITECTURE.md):
// apps -> packages only; apps never import each other; packages never import apps; contracts depends only on zod and papaparse;
// features never import each other; and the floors inside each workspace (ZONES below) never import upwards.
// It resolves relative paths only: the workspaces use no path aliases, and cycles are import-x/no-cycle's job.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const APP_PACKAGES = { '@photostudy/api': 'api', '@photostudy/web': 'web', '@photostudy/console': 'console' };

const FRONT_END_SHARED = 'shared code (lib/, components/) never imports features or app/; pass what it needs in';
/**
 * Floors that never import upwards. `from` and `to` are repo-relative folders (ending in `/`) or files (without
 * extension); `except` lists importers allowed anyway.
 */
export const ZONES = [
  ...['web', 'console'].flatMap((app) => [
    {
      from: [`apps/${app}/src/lib/`, `apps/${app}/src/components/`],
      to: [`apps/${app}/src/features/`, `apps/${app}/src/app/`],
      why: FRONT_END_SHARED,
    },
    { from: [`apps/${app}/src/features/`], to: [`apps/${app}/src/app/`], why: 'features never import app/: app/ composes them' },
  ]),
  {
    from: ['apps/api/src/core/'],
    to: ['apps/api/src/plugins/', 'apps/api/src/modules/'],
    why: 'core/ imports nothing from plugins/ or modules/',
  },
  { from: ['apps/api/src/plugins/'], to: ['apps/api/src/modules/'], why: 'plugins/ import nothing from modules/' },
  {
    from: ['apps/api/'],
    to: ['apps/api/src/app'],
    except: [/^apps\/api\/src\/server\.ts$/, /^apps\/api\/src\/cli\//, /\/testing\//, /\.test\.tsx?$/],
    why: 'only server.ts, cli/ and tests import the composition root (src/app.ts)',
  },
];

function relative(file) {
  return path.relative(root, file).split(path.sep).join('/');
}

function locate(file) {
  const parts = relative(file).split('/');
  if (parts[0] === 'apps') {
    const feature = parts[2] === 'src' && parts[3] === 'features' ? parts[4] : undefined;
    return { kind: 'app', name: parts[1], feature };
  }
  if (parts[0] === 'packages') return { kind: 'package', name: parts[1] };
  return { kind: 'other' };
}

function targetOf(source, file) {
  if (source in APP_PACKAGES) return { kind: 'app', name: APP_PACKAGES[source] };
  if (source.startsWith('.')) return locate(path.resolve(path.dirname(file), source));
  return { kind: 'external', name: source };
}

/** True when a repo-relative path lies in a zone entry: a folder (`x/`) or a file named without its extension. */
function within(rel, entry) {
  if (entry.endsWith('/')) return rel.startsWith(entry) || rel === entry.slice(0, -1);
  const bare = rel.replace(/\.(tsx?|jsx?|mjs|cjs)$/, '');
  return bare === entry || bare === `${entry}/index`;
}

function zoneViolation(file, source) {
  if (!source.startsWith('.')) return null;
  const from = relative(file);
  const to = relative(path.resolve(path.dirname(file), source));
  for (const zone of ZONES) {
    if (!zone.from.some((entry) => within(from, entry))) continue;
    if (!zone.to.some((entry) => within(to, entry))) continue;
    if (zone.except?.some((pattern) => pattern.test(from))) continue;
    return zone.why;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', messages: { bad: '{{why}}' }, schema: [] },
  create(context) {
    const file = context.filename;
    const here = locate(file);
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      const there = targetOf(source, file);
      let why = null;
      if (here.kind === 'app' && there.kind === 'app' && there.name !== here.name)
        why = `apps never import each other (${here.name} -> ${there.name})`;
      else if (here.kind === 'package' && there.kind === 'app') why = `packages never import apps (${here.name} -> ${there.name})`;
      else if (here.kind === 'app' && there.kind === 'app' && here.feature && there.feature && here.feature !== there.feature)
        why = `features never import each other (${here.feature} -> ${there.feature}); compose them in app/`;
      else if (
        here.kind === 'package' &&
        here.name === 'contracts' &&
        there.kind === 'external' &&
        there.name !== 'zod' &&
        there.name !== 'papaparse' &&
        there.name !== 'vitest' &&
        !source.startsWith('node:')
      )
        why = `contracts depends only on zod and papaparse (found ${source})`;
      else why = zoneViolation(file, source);
      if (why) context.report({ node, messageId: 'bad', data: { why } });
    }
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { boundaries: rule } };
