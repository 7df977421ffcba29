import { expect, test } from '@playwright/test';
import { openFresh } from '../testing/pages';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a phone-sized screen gets the notice with the app downloads', async ({ page }) => {
  await openFresh(page);
  await expect(page.getByRole('heading', { name: 'Get the PhotoStudy app' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sign up or log in' })).toHaveCount(0);
  await expect(page.getByText(/Continue to the website/i)).toHaveCount(0);
  // Nothing spills sideways on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the notice disappears when the window is wide again', async ({ page }) => {
  await openFresh(page);
  await expect(page.getByRole('heading', { name: 'Get the PhotoStudy app' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('region', { name: 'Sign up or log in' })).toBeVisible();
});
