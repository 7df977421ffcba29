import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInStudent } from '../testing/demo-session';
import { startOwnServer } from '../testing/own-server';
import { SCREENS_DIR } from '../testing/pages';
import { expectAccessible } from '../testing/accessibility';
import { DEMO_EXPERT } from '../testing/demo-accounts';

/*
 * Issue 17: a student withdraws a question still waiting for an expert from the waiting dialog (also after a
 * reload, which opens the dialog again) and gets the session back at once; in English and in Spanish, where
 * the ask form's subject names are Spanish too. The console's alerts prompt is shot in both languages.
 */

const OWN_PORT = Number(process.env.E2E_PORT ?? 3100) + 240;

async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(1270, 790);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENS_DIR}/${name}-1280.png` });
}

async function sessionCount(request: APIRequestContext, baseURL: string, token: string): Promise<number> {
  const status = await request.get(`${baseURL}/api/status-updates`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await status.json()) as { balance: { session_count: number } }).balance.session_count;
}

async function ask(request: APIRequestContext, baseURL: string, token: string, title: string): Promise<number> {
  const asked = await request.post(`${baseURL}/api/questions`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, mindset_id: 1, subject_id: 1, lang: 'en' },
  });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  return ((await asked.json()) as { qid: number }).qid;
}

test('a waiting question is withdrawn from the waiting dialog and the session comes back, in English and Spanish', async ({ browser }) => {
  test.setTimeout(180_000);
  const server = await startOwnServer(OWN_PORT, {});
  const base = server.baseURL;
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    const token = await logInStudent(page, base);
    const before = await sessionCount(page.request, base, token);

    // English: asked, then the page is reloaded while waiting: the dialog is there again, with the way out.
    const qid = await ask(page.request, base, token, 'Factor $x^2 + 7x + 12$ please');
    expect(await sessionCount(page.request, base, token)).toBe(before - 1);
    await page.goto(`/my-sessions/${qid}`);
    await expect(page.getByRole('dialog', { name: 'Finding your expert' })).toBeVisible();
    // The confirm step retitles the same dialog.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Withdraw question' }).click();
    await expect(dialog.getByText('Withdraw this question?')).toBeVisible();
    await shoot(page, 'withdraw-confirm');
    await expectAccessible(page);
    // Keyboard: the confirm step has the focus on 'Keep waiting'; Tab reaches 'Withdraw', Enter confirms.
    await expect(dialog.getByRole('button', { name: 'Keep waiting' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Withdraw', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question withdrawn. Your session was returned to your balance.')).toBeVisible();
    await expect(page).toHaveURL(/\/ask\//);
    expect(await sessionCount(page.request, base, token)).toBe(before);
    await expect(page.getByText(`${before} sessions`, { exact: true })).toBeVisible();

    // Spanish: the ask form names the subjects in Spanish; the dialog speaks Spanish.
    await page.evaluate(() => localStorage.setItem('photostudy.language', 'es'));
    await page.goto('/ask/stem');
    await expect(page.getByText('Álgebra').first()).toBeVisible();
    await shoot(page, 'ask-form-es');
    const second = await ask(page.request, base, token, 'Resuelve $2x + 3 = 11$');
    await page.goto(`/my-sessions/${second}`);
    await expect(page.getByRole('dialog', { name: 'Buscando a tu experto' })).toBeVisible();
    const dialogEs = page.getByRole('dialog');
    await shoot(page, 'withdraw-waiting-es');
    await dialogEs.getByRole('button', { name: 'Retirar pregunta' }).click();
    await expect(dialogEs.getByText('¿Retirar esta pregunta?')).toBeVisible();
    await shoot(page, 'withdraw-confirm-es');
    await expectAccessible(page);
    await dialogEs.getByRole('button', { name: 'Retirar', exact: true }).click();
    await expect(page.getByText('Pregunta retirada. La sesión se devolvió a tu saldo.')).toBeVisible();
    expect(await sessionCount(page.request, base, token)).toBe(before);

    // The console's prompt that makes sound and notifications work after a reload, in both languages.
    const expertContext = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
    const expert = await expertContext.newPage();
    await expert.goto('/console/');
    await expert.locator('input[type="email"]').fill(DEMO_EXPERT.email);
    await expert.locator('input[type="password"]').fill(DEMO_EXPERT.password);
    await expert.locator('input[type="password"]').press('Enter');
    await expect(expert.getByRole('button', { name: 'Turn on sound and notifications' })).toBeVisible();
    await shoot(expert, 'console-alerts-prompt');
    await expert.evaluate(() => localStorage.setItem('ps-console-language', 'es'));
    await expert.reload();
    await expect(expert.getByText('Álgebra').first()).toBeVisible();
    await shoot(expert, 'console-alerts-prompt-es');
    await expectAccessible(expert);
    await expertContext.close();
  } finally {
    await context.close();
    await server.stop();
  }
});
