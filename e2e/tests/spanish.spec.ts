import { expect, test } from '@playwright/test';
import { openFresh } from '../testing/pages';

test('switching to Spanish changes the texts and survives a reload', async ({ page }) => {
  await openFresh(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homework help from real experts, 24/7');

  await page.getByRole('button', { name: 'Language: English' }).first().click();
  await page.getByRole('menuitem', { name: 'Español' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ayuda con la tarea de expertos reales, 24/7');
  await expect(page.getByRole('heading', { name: 'Registrarse' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Álgebra' })).toBeVisible();
  await expect(page.getByText('3,0M+ momentos')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ayuda con la tarea de expertos reales, 24/7');
  await expect(page.getByRole('button', { name: 'Idioma: Español' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Idioma: Español' }).first().click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homework help from real experts, 24/7');
});
