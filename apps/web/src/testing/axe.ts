import axe from 'axe-core';
import { expect, vi } from 'vitest';

/** Impacts that fail a test: a keyboard or screen-reader user could not use the page. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core over the document (Mantine portals its modals to the body) and fails on serious or critical
 * violations. jsdom has no layout, so colour contrast is left to the browser journeys.
 */
export async function expectNoSeriousAxeViolations(root: Element = document.body): Promise<void> {
  // axe probes a canvas for icon ligatures; jsdom has none and would log 'Not implemented' for each probe.
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const results = await axe
    .run(root, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] })
    .finally(() => getContext.mockRestore());
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}
