import { expect, test } from '@playwright/test';
import { logInStudent } from '../testing/demo-session';
import { SCREENS_DIR } from '../testing/pages';
import { expectAccessible } from '../testing/accessibility';
import { DEMO_ADMIN } from '../testing/demo-accounts';

test('error reporting: /sentry throws a test error, the app shows its fallback, the admin finds the report; the new admin screens', async ({
  browser,
  page,
}) => {
  await logInStudent(page);
  await page.goto('/sentry');
  const reported = page.waitForResponse((r) => r.url().endsWith('/api/error-reports') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Throw a test error' }).click();
  await expect(page.getByText('Something went wrong.')).toBeVisible();
  expect((await reported).status()).toBe(200);
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS_DIR}/sentry-fallback-1280.png` });

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await admin.goto('/console/');
  await admin.getByLabel('Email').fill(DEMO_ADMIN.email);
  await admin.getByLabel('Password').fill(DEMO_ADMIN.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.getByRole('link', { name: 'Error reports' }).click();
  await expect(admin.getByText('Test error thrown by the /sentry page').first()).toBeVisible();
  await expectAccessible(admin);
  await admin.screenshot({ path: `${SCREENS_DIR}/console-error-reports-1280.png` });

  await admin.getByRole('link', { name: 'Parents’ offers' }).click();
  await expect(admin.getByRole('heading', { name: 'Parents’ offers' }).first()).toBeVisible();
  await expectAccessible(admin);
  await admin.screenshot({ path: `${SCREENS_DIR}/console-parents-offers-1280.png` });

  await admin.getByRole('link', { name: 'Data deletion' }).click();
  await expect(admin.getByRole('heading', { name: 'Data deletion' }).first()).toBeVisible();
  await expectAccessible(admin);
  await admin.screenshot({ path: `${SCREENS_DIR}/console-data-deletion-1280.png` });
});
