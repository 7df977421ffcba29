import axe from 'axe-core';
import { expect } from 'vitest';

/** Impacts that fail a test: a keyboard or screen-reader user could not use the screen. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core over the document (Mantine portals its modals to the body) and fails on serious or critical
 * violations. jsdom has no layout, so colour contrast is checked in the browser, not here.
 */
export async function expectNoSeriousAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}
