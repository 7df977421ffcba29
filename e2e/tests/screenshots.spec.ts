import { expect, test } from '@playwright/test';
import { openFresh, SCREENS_DIR, setMaintenance } from '../testing/pages';

// Full-page pictures of the main screens for visual review (e2e/artifacts/screens).
test.describe('screenshots', () => {
  test('landing at 1280', async ({ page }) => {
    await openFresh(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SCREENS_DIR}/landing-1280.png`, fullPage: true, animations: 'disabled' });
  });

  test('landing, log-in side, at 1280', async ({ page }) => {
    await openFresh(page);
    const card = page.getByRole('region', { name: 'Sign up or log in' });
    await card.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(card.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.waitForTimeout(900);
    await page.screenshot({ path: `${SCREENS_DIR}/landing-login-1280.png` });
  });

  test('small screen at 390', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await openFresh(page);
    await expect(page.getByRole('heading', { name: 'Get the PhotoStudy app' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/small-screen-390.png`, fullPage: true });
    await context.close();
  });

  test('maintenance at 1280', async ({ page, request }) => {
    await setMaintenance(request, true);
    try {
      await openFresh(page);
      await expect(page.getByRole('heading', { name: 'Maintenance Time' })).toBeVisible();
      await page.screenshot({ path: `${SCREENS_DIR}/maintenance-1280.png`, animations: 'disabled' });
    } finally {
      await setMaintenance(request, false);
    }
  });

  test('not found at 1280', async ({ page }) => {
    await openFresh(page, '/not-found');
    await expect(page.getByRole('heading', { name: 'Sorry! This link is invalid!' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/not-found-1280.png` });
  });
});
