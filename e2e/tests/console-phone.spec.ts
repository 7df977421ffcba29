import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../testing/accessibility';
import { DEMO_EXPERT, DEMO_STUDENT } from '../testing/demo-accounts';
import { withdrawOpenQuestion } from '../testing/demo-session';
import { SCREENS_DIR } from '../testing/pages';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Nothing spills sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('the console on a phone: navigation behind a burger, the queue, a claim and the chat, in reach of the keyboard', async ({
  page,
  request,
}) => {
  await page.goto('/console/');
  await page.getByLabel('Email').fill(DEMO_EXPERT.email);
  await page.getByLabel('Password').fill(DEMO_EXPERT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting questions' })).toBeVisible();
  // The navigation does not cover the page: it waits behind the burger.
  await expect(page.getByRole('link', { name: 'History' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENS_DIR}/console-queue-390.png` });
  await expectAccessible(page);

  const burger = page.getByRole('button', { name: 'Open navigation' });
  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
  // The navigation slides in (Mantine's AppShell transition, 200 ms): the picture waits for it to land.
  await expect.poll(async () => (await page.getByRole('link', { name: 'Queue' }).boundingBox())?.x).toBeGreaterThanOrEqual(0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENS_DIR}/console-navigation-390.png` });
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'History' })).toBeHidden();

  // Spanish from the navigation's own switch, then back.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByTestId('nav-phone-tools').getByText('ES', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Historial' })).toBeVisible();
  await page.getByRole('link', { name: 'Historial' }).click();
  await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Historial' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir navegación' }).click();
  await page.getByTestId('nav-phone-tools').getByText('EN', { exact: true }).click();
  await page.getByRole('link', { name: 'Queue' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting questions' })).toBeVisible();

  await page.getByTestId('online-switch').check();
  const login = await request.post('/api/preset-logins', {
    data: { type: 'preset', device_id: 'e2e-console-phone', email: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  await withdrawOpenQuestion(request, token);
  const asked = await request.post('/api/questions', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: 'Factor $x^2 - 9$ on a phone', mindset_id: 1, subject_id: 1, lang: 'en' },
  });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  const item = page.getByTestId('queue-item').filter({ hasText: 'on a phone' });
  await expect(item).toBeVisible({ timeout: 15_000 });
  await expectNoSidewaysScroll(page);
  await item.getByRole('button', { name: 'Claim' }).click();
  await page.getByRole('button', { name: 'Start session' }).click();
  const composer = page.getByRole('textbox', { name: /Write a message/ });
  await composer.fill('Difference of squares: $(x-3)(x+3)$');
  await composer.press('Control+Enter');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Difference of squares' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SCREENS_DIR}/console-workspace-390.png` });
  await expectAccessible(page);

  await page.keyboard.press('Control+e');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('session-timer')).toContainText('Session ended');
});
