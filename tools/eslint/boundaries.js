// Local ESLint rule for the dependency directions of BRIEF section 10:
// apps -> packages only; apps never import each other; features never import each other;
// contracts depends only on zod; packages never import apps.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const APP_PACKAGES = { '@photostudy/api': 'api', '@photostudy/web': 'web', '@photostudy/console': 'console' };

function locate(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'apps') {
    const feature = rel[2] === 'src' && rel[3] === 'features' ? rel[4] : undefined;
    return { kind: 'app', name: rel[1], feature };
  }
  if (rel[0] === 'packages') return { kind: 'package', name: rel[1] };
  return { kind: 'other' };
}

function targetOf(source, file) {
  if (source in APP_PACKAGES) return { kind: 'app', name: APP_PACKAGES[source] };
  if (source.startsWith('.')) return locate(path.resolve(path.dirname(file), source));
  return { kind: 'external', name: source };
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
      if (here.kind === 'app' && there.kind === 'app' && there.name !== here.name) why = `apps never import each other (${here.name} -> ${there.name})`;
      else if (here.kind === 'package' && there.kind === 'app') why = `packages never import apps (${here.name} -> ${there.name})`;
      else if (here.kind === 'app' && there.kind === 'app' && here.feature && there.feature && here.feature !== there.feature)
        why = `features never import each other (${here.feature} -> ${there.feature}); compose them in app/`;
      else if (here.kind === 'package' && here.name === 'contracts' && there.kind === 'external' && there.name !== 'zod' && there.name !== 'vitest' && !source.startsWith('node:'))
        why = `contracts depends only on zod (found ${source})`;
      if (why) context.report({ node, messageId: 'bad', data: { why } });
    }
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: (n) => check({ ...n, source: n.source }) };
  },
};

export default { rules: { boundaries: rule } };
