import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
const RULES = ['local/boundaries', 'import-x/no-cycle'];

/** Lints `code` as if it lived at `file` (repo-relative) and returns the floor and cycle messages. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId && RULES.includes(message.ruleId)).map((message) => message.message);
}

describe('lint zones: upward imports are reported', () => {
  it.each([
    ['apps/web/src/lib/config/probe.ts', "import '../../features/ask/askRules';", /shared code .* never imports features or app/],
    ['apps/web/src/lib/store/probe.ts', "import '../../app/store/store';", /shared code .* never imports features or app/],
    ['apps/web/src/components/Probe.tsx', "import '../features/landing/LandingPage';", /shared code .* never imports features or app/],
    ['apps/console/src/lib/probe.ts', "import '../features/queue/probe';", /shared code .* never imports features or app/],
    ['apps/web/src/features/ask/probe.ts', "import '../../app/store/store';", /features never import app/],
    ['apps/console/src/features/queue/probe.ts', "export * from '../../app/router';", /features never import app/],
    ['apps/web/src/features/ask/probe.ts', "import '../guide/guideLocale';", /features never import each other \(ask -> guide\)/],
    ['apps/api/src/core/probe.ts', "import '../modules/auth/auth.service';", /core\/ imports nothing from plugins\/ or modules\//],
    ['apps/api/src/core/probe.ts', "import '../plugins/authenticate';", /core\/ imports nothing from plugins\/ or modules\//],
    ['apps/api/src/plugins/probe.ts', "import '../modules/auth/auth.service';", /plugins\/ import nothing from modules\//],
    [
      'apps/api/src/modules/auth/probe.ts',
      "const load = () => import('../../app');",
      /only server\.ts, cli\/ and tests import the composition root/,
    ],
    ['packages/ui/src/probe.ts', "import '../../../apps/web/src/lib/i18n';", /packages never import apps/],
    ['packages/client/src/probe.ts', "import '@photostudy/web';", /packages never import apps/],
    ['apps/web/src/lib/probe.ts', "import '@photostudy/console';", /apps never import each other/],
  ])('%s: %s', async (file, code, expected) => {
    expect(await problems(file, code)).toEqual([expect.stringMatching(expected)]);
  });
});

describe('lint zones: legal imports pass', () => {
  it.each([
    ['apps/web/src/features/ask/probe.ts', "import '../../lib/store';\nimport '../../components/LoadingScreen';\nimport './askRules';"],
    ['apps/web/src/app/router/probe.ts', "import '../../features/ask/AskForm';\nimport '../store/store';"],
    ['apps/web/src/lib/store/probe.ts', "import '../api';\nimport '../storage/storage';"],
    ['apps/web/src/main.tsx', "import './app/App';"],
    ['apps/api/src/server.ts', "import './app';"],
    ['apps/api/src/cli/probe.ts', "import '../app';"],
    ['apps/api/src/testing/probe.ts', "import '../app';"],
    ['apps/api/src/modules/auth/probe.test.ts', "import '../../app';"],
    ['apps/api/src/modules/auth/probe.ts', "import '../../core/probe';\nimport '../../plugins/probe';\nimport '../questions/probe';"],
    ['packages/client/src/probe.ts', "import '@photostudy/contracts';"],
  ])('%s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

describe('import cycles', () => {
  let dir = '';
  beforeAll(() => {
    // no-cycle follows the imports on disk, so the two files must exist; a scratch folder keeps them out of the tree.
    dir = mkdtempSync(path.join(root, 'tools/eslint/.cycle-probe-'));
    writeFileSync(path.join(dir, 'first.ts'), "import { second } from './second';\nexport const first = () => second;\n");
    writeFileSync(path.join(dir, 'second.ts'), "import { first } from './first';\nexport const second = () => first;\n");
    writeFileSync(path.join(dir, 'leaf.ts'), 'export const leaf = 1;\n');
    writeFileSync(path.join(dir, 'typed.ts'), "import type { first } from './first';\nexport type Typed = typeof first;\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const rel = (name: string) => path.relative(root, path.join(dir, name));

  it('reports a cycle of two files', async () => {
    const code = "import { second } from './second';\nexport const first = () => second;\n";
    expect(await problems(rel('first.ts'), code)).toEqual([expect.stringMatching(/Dependency cycle/)]);
  });

  it('passes a one-way import and a type-only import back', async () => {
    expect(await problems(rel('second.ts'), "import { leaf } from './leaf';\nexport const second = () => leaf;\n")).toEqual([]);
    expect(await problems(rel('leaf.ts'), "import type { Typed } from './typed';\nexport const leaf: Typed | 1 = 1;\n")).toEqual([]);
  });
});
