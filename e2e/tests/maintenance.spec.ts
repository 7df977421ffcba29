import { expect, test } from '@playwright/test';
import { MAINTENANCE_POLL_INTERVAL_MS } from '@photostudy/contracts';
import { openFresh, setMaintenance } from '../testing/pages';

test.afterEach(async ({ request }) => {
  await setMaintenance(request, false);
});

test('maintenance replaces the app and the landing page returns by itself when it ends', async ({ page, request }) => {
  await openFresh(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homework help from real experts, 24/7');

  await setMaintenance(request, true);
  // The status is fetched again whenever the tab becomes visible; a reload is the plain way to get there.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Maintenance Time' })).toBeVisible();
  await expect(page.getByText('Be patient! We will come back ASAP')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sign up or log in' })).toHaveCount(0);

  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await setMaintenance(request, false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homework help from real experts, 24/7', {
    timeout: MAINTENANCE_POLL_INTERVAL_MS + 10_000,
  });
  expect(navigations).toBe(0);
});

test('returning to the tab re-checks the system status and shows maintenance without a reload', async ({ page, request }) => {
  await openFresh(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await setMaintenance(request, true);
  // Returning to the tab re-checks the system status.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByRole('heading', { name: 'Maintenance Time' })).toBeVisible();
});
