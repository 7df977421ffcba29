import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_STUDENT } from '../testing/demo-accounts';

/** Signs the seed's preset student (brief section 9) in through the API, which keeps this journey about the shell. */
async function logInAsPreset(page: Page, request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/preset-logins', {
    data: { type: 'preset', email: DEMO_STUDENT.email, password: DEMO_STUDENT.password, device_id: 'e2e-shell' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const answer = (await response.json()) as { access_token: string; refresh_token: string };
  await page.addInitScript(
    (tokens) => {
      localStorage.setItem('photostudy.tokens', JSON.stringify(tokens));
    },
    { accessToken: answer.access_token, refreshToken: answer.refresh_token },
  );
}

test.describe('logged-in shell', () => {
  test.beforeEach(async ({ page, request }) => {
    await logInAsPreset(page, request);
  });

  test('unknown paths fall back to /ask inside the layout', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ask$/);
    await expect(page.getByRole('heading', { name: 'Ask an Expert', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Ask an Expert' })).toBeVisible();
  });

  test('unknown public-style paths go to /settings; known ones render', async ({ page }) => {
    await page.goto('/rating/extra');
    await expect(page).toHaveURL(/\/settings$/);
    await page.goto('/not-found');
    await expect(page.getByRole('heading', { name: 'Sorry! This link is invalid!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/settings');
  });

  test('the sidebar collapses and logout returns to the landing page', async ({ page }) => {
    await page.goto('/settings');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar).toHaveCSS('width', '280px');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar).toHaveCSS('width', '44px');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Sign up or log in' })).toBeVisible();
  });
});
