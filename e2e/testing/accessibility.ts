import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical axe-core violation on the page (or, with `within`, inside that part: a modal drawer dims the rest). */
export async function expectAccessible(page: Page, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const result = await (within ? builder.include(within) : builder).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
