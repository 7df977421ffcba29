import { expect, test, type APIRequestContext } from '@playwright/test';
import { SCREENS_DIR } from '../testing/pages';
import { withdrawOpenQuestion } from '../testing/demo-session';
import { DEMO_EXPERT, DEMO_STUDENT } from '../testing/demo-accounts';

/** Logs the preset demo student in through the API and asks one question; returns its qid and the student's token. */
async function askAsStudent(request: APIRequestContext, title: string): Promise<{ qid: number; token: string }> {
  const login = await request.post('/api/preset-logins', {
    data: { type: 'preset', device_id: 'e2e-console-student', email: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { access_token: token } = (await login.json()) as { access_token: string };
  await withdrawOpenQuestion(request, token);
  const asked = await request.post('/api/questions', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, mindset_id: 1, subject_id: 1, lang: 'en' },
  });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  return { qid: ((await asked.json()) as { qid: number }).qid, token };
}

test.describe('expert console', () => {
  test('a student account is refused', async ({ page }) => {
    await page.goto('/console/');
    await page.getByLabel('Email').fill(DEMO_STUDENT.email);
    await page.getByLabel('Password').fill(DEMO_STUDENT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('This console is for experts and administrators.');
  });

  test('expert signs in, goes online, claims, starts, chats with math and ends', async ({ page, request }) => {
    await page.goto('/console/');
    await expect(page.getByRole('heading', { name: 'Expert console' }).last()).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/console-sign-in-1280.png` });

    await page.getByLabel('Email').fill(DEMO_EXPERT.email);
    await page.getByLabel('Password').fill(DEMO_EXPERT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting questions' })).toBeVisible();

    await page.getByTestId('online-switch').check();
    await expect(page.getByText('Online', { exact: true })).toBeVisible();

    const title = 'Solve $x^2 - 5x + 6 = 0$ and explain how to factor it';
    const student = await askAsStudent(request, title);
    const asStudent = { Authorization: `Bearer ${student.token}` };
    const item = page.getByTestId('queue-item').filter({ hasText: 'explain how to factor it' });
    await expect(item).toBeVisible({ timeout: 15_000 });
    await expect(item.locator('.katex').first()).toBeVisible();
    await page.mouse.move(640, 700);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENS_DIR}/console-queue-1280.png` });

    await item.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.katex').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Claim' }).click();

    await expect(page).toHaveURL(/\/console\/sessions\/\d+$/);
    await page.getByRole('button', { name: 'Start session' }).click();
    await expect(page.getByTestId('session-timer')).toContainText('left');

    const composer = page.getByRole('textbox', { name: /Write a message/ });
    await composer.fill('First factor: $x^2 - 5x + 6 = (x-2)(x-3)$');
    await expect(page.getByTestId('latex-preview').locator('.katex').first()).toBeVisible();
    await composer.press('Control+Enter');
    const sent = page.getByTestId('chat-message').filter({ hasText: 'First factor' });
    await expect(sent.locator('.katex').first()).toBeVisible();
    await composer.fill('Now try $x^2$ alone.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByTestId('chat-message')).toHaveCount(2);

    // The student's reply reaches the expert (realtime, or the poll as a fallback).
    const reply = await request.post(`/api/questions/${student.qid}/messages`, {
      headers: asStudent,
      data: { body: 'So $x = 2$ or $x = 3$?' },
    });
    expect(reply.ok(), await reply.text()).toBeTruthy();
    await expect(page.getByTestId('chat-message').filter({ hasText: 'or' }).locator('.katex').first()).toBeVisible();

    // A suggestion with two options; the student's choice shows up.
    await page.getByRole('button', { name: 'Suggest options' }).click();
    const composerDialog = page.getByRole('dialog');
    await composerDialog.getByRole('button', { name: 'Send options' }).click();
    await expect(composerDialog.getByText('Fill in 2 to 4 options.')).toBeVisible();
    await composerDialog.getByLabel('Question to the student').fill('Which roots check out?');
    await composerDialog.getByLabel('Option 1').fill('Both $x=2$ and $x=3$');
    await composerDialog.getByLabel('Option 2').fill('Only $x=2$');
    await composerDialog.getByRole('button', { name: 'Send options' }).click();
    await expect(composerDialog).toBeHidden();
    const thread = await request.get(`/api/questions/${student.qid}`, { headers: asStudent });
    const messages = (
      (await thread.json()) as { messages: { mid: number; message_type: string; suggestion?: { options: { id: number }[] } }[] }
    ).messages;
    const suggestion = messages.find((m) => m.message_type === 'suggestion');
    expect(suggestion?.suggestion?.options[0]).toBeTruthy();
    const pick = await request.post(`/api/questions/${student.qid}/messages/${suggestion!.mid}/responses`, {
      headers: asStudent,
      data: { option_id: suggestion!.suggestion!.options[0]!.id },
    });
    expect(pick.ok(), await pick.text()).toBeTruthy();
    await expect(page.getByText('Chosen by the student')).toBeVisible({ timeout: 10_000 });
    await page.mouse.move(900, 400);
    await page.screenshot({ path: `${SCREENS_DIR}/console-workspace-1280.png` });

    await page.keyboard.press('Control+e');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('session-timer')).toContainText('Session ended');

    await page
      .getByRole('link', { name: 'History' })
      .or(page.getByText('History', { exact: true }))
      .first()
      .click();
    await expect(page.getByTestId('history-table')).toContainText('explain how to factor it');
  });
});
