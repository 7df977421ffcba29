import { expect, type Locator, type Page } from '@playwright/test';

/** Fortune-sheet's default column width and row height (73 and 19 px) plus the 1 px grid line, when the workbook sets none. */
const DEFAULT_COLUMN_PX = 74;
const DEFAULT_ROW_PX = 20;

/** 'C2' → zero-based column 2, row 1. */
function parseAddress(address: string): { column: number; row: number } {
  const match = /^([A-Z])(\d+)$/.exec(address);
  if (!match) throw new Error(`unsupported cell address ${address}`);
  return { column: match[1]!.charCodeAt(0) - 65, row: Number(match[2]) - 1 };
}

/** The sheet inside `within` (a page or a part of it). */
export function sheetIn(within: Page | Locator): Locator {
  return within.locator('.fortune-sheet-container').first();
}

/**
 * Selects a cell by clicking its place on the canvas (the sheet draws cells, there is no element per cell) and checks
 * the name box shows its address. Only for the default column widths and row heights.
 */
export async function selectCell(page: Page, address: string): Promise<void> {
  const { column, row } = parseAddress(address);
  const area = page.locator('.fortune-cell-area').first();
  await area.click({ position: { x: column * DEFAULT_COLUMN_PX + DEFAULT_COLUMN_PX / 2, y: row * DEFAULT_ROW_PX + DEFAULT_ROW_PX / 2 } });
  await expect(page.locator('.fortune-name-box').first()).toHaveText(address);
}

/** Types `text` into a cell as a person does: select it, type, Enter. */
export async function typeIntoCell(page: Page, address: string, text: string): Promise<void> {
  await selectCell(page, address);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/**
 * What the formula bar shows for a cell (its value, or its formula). The bar follows the selection, not an edit that
 * arrives for the selected cell, so another cell is selected first.
 */
export async function cellText(page: Page, address: string): Promise<string> {
  await selectCell(page, address === 'A20' ? 'A19' : 'A20');
  await selectCell(page, address);
  return ((await page.locator('.fortune-fx-input').first().textContent()) ?? '').trim();
}

/** Waits until the formula bar shows `expected` for the cell (an edit from the other side arrives live). */
export async function expectCell(page: Page, address: string, expected: string | RegExp, timeoutMs = 10_000): Promise<void> {
  await expect.poll(() => cellText(page, address), { timeout: timeoutMs }).toMatch(expected instanceof RegExp ? expected : exact(expected));
}

function exact(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
