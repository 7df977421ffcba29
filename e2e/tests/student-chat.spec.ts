import { expect, test, type Page } from '@playwright/test';
import { SCREENS_DIR } from '../testing/pages';
import { expertHeaders, expertPost, logInStudent } from '../testing/demo-session';
import { startOwnServer } from '../testing/own-server';

/** Asks a STEM question as the student through the API; answers its qid. */
async function ask(page: Page, token: string, title: string, baseURL = ''): Promise<number> {
  const asked = await page.request.post(`${baseURL}/api/questions`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, mindset_id: 1, subject_id: 1, lang: 'en' },
  });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  return ((await asked.json()) as { qid: number }).qid;
}

/** Opens the session inside the app with router state {showWaiting: true}, as the ask form does after a submit. */
async function openSessionWaiting(page: Page, qid: number): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({ usr: { showWaiting: true }, key: 'e2e-ask', idx: (window.history.state?.idx ?? 0) + 1 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, `/my-sessions/${qid}`);
  await expect(page).toHaveURL(new RegExp(`/my-sessions/${qid}$`));
}

test.describe('student live chat', () => {
  test('waiting dialog, live expert messages with math, reply, suggestion, end and history', async ({ page, request }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    const token = await logInStudent(page);
    const qid = await ask(page, token, 'Solve $x^2 - 5x + 6 = 0$ by factoring, please show each step');
    await openSessionWaiting(page, qid);

    const waiting = page.getByRole('dialog');
    await expect(waiting.getByText('Your chat session will not end before 10 minutes.')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENS_DIR}/student-chat-waiting-1280.png` });

    const expert = await expertHeaders(request);
    await expertPost(request, expert, `/api/expert/questions/${qid}/claims`);
    await expertPost(request, expert, `/api/expert/questions/${qid}/starts`);
    await expect(page.getByTestId('time-left')).toContainText('minutes left', { timeout: 15_000 });
    await expertPost(request, expert, `/api/expert/questions/${qid}/messages`, { body: 'First factor: $x^2 - 5x + 6 = (x-2)(x-3)$' });

    // The first message arrives live and closes the waiting dialog.
    const first = page.getByTestId('chat-message').filter({ hasText: 'First factor' });
    await expect(first.locator('.katex').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Your chat session will not end before 10 minutes.')).toBeHidden();
    await expect(page.getByTestId('typing-hint')).toHaveText('Give me a minute I’m working...');
    await expect(page.getByRole('heading', { name: 'Expert Chat' })).toBeAttached();

    // The student replies with Enter; the expert sees it.
    const composer = page.getByRole('textbox', { name: 'Write your message...' });
    await composer.fill('So $x = 2$ or $x = 3$?');
    await composer.press('Enter');
    const reply = page.getByTestId('chat-message').filter({ hasText: 'or' }).filter({ hasText: 'So' });
    await expect(reply.locator('.katex').first()).toBeVisible();
    await expect(reply).toHaveAttribute('data-role', 'student');
    const seen = await request.get(`/api/expert/questions/${qid}`, { headers: expert });
    expect(JSON.stringify(await seen.json())).toContain('So $x = 2$ or $x = 3$?');

    // Hostile markup from the other side shows as text.
    await expertPost(request, expert, `/api/expert/questions/${qid}/messages`, {
      body: 'Careful: <img src=x onerror="document.title=1"> is just text',
    });
    const hostile = page.getByTestId('chat-message').filter({ hasText: 'Careful' });
    await expect(hostile).toContainText('<img src=x onerror="document.title=1"> is just text');
    await expect(hostile.locator('img')).toHaveCount(0);

    // A suggestion: one choice, then locked.
    await expertPost(request, expert, `/api/expert/questions/${qid}/suggestions`, {
      body: 'Which roots check out?',
      options: [{ body: 'Both $x=2$ and $x=3$' }, { body: 'Only $x=2$' }],
      time_remaining: 60,
    });
    const options = page.getByTestId('suggestion-options');
    await expect(options.getByRole('button')).toHaveCount(2, { timeout: 15_000 });
    await page.waitForTimeout(1200);
    await page.mouse.move(1200, 100);
    await page.screenshot({ path: `${SCREENS_DIR}/student-chat-live-math-1280.png` });
    await options.getByRole('button').first().click();
    await expect(options.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(options.getByRole('button').nth(1)).toBeDisabled();
    await page.screenshot({ path: `${SCREENS_DIR}/student-chat-suggestion-1280.png` });
    const afterChoice = (await (await request.get(`/api/expert/questions/${qid}`, { headers: expert })).json()) as {
      messages: { suggestion?: { options: { id: number; selected: boolean }[] } | null }[];
    };
    expect(afterChoice.messages.find((m) => m.suggestion)?.suggestion?.options[0]?.selected).toBe(true);

    // The expert ends: the session stops and the rating dialog opens (rating owed).
    await expertPost(request, expert, `/api/expert/questions/${qid}/ends`);
    await expect(page.getByRole('textbox', { name: 'Write your message...' })).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENS_DIR}/student-chat-ended-rating-1280.png` });

    // A sample session in the plain history view: banner without rating, Back, read-only messages.
    const samples = (await (
      await page.request.get('/api/questions?type=sample', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      questions: { qid: number; title: string }[];
    };
    const sample = samples.questions[0]!;
    await page.goto(`/sample-sessions/${sample.qid}`);
    await expect(page.getByTestId('session-banner')).toBeVisible();
    // A sample is never shown as one's own session (issue 17, defect 11).
    await expect(page.getByRole('heading', { name: `Sample session: ${sample.title}` })).toBeAttached();
    await expect(page.getByTestId('sample-badge')).toHaveText('Sample session');
    await expect(page.getByTestId('session-banner').getByText('Rating')).toHaveCount(0);
    await expect(page.getByTestId('chat-message').getByText('You', { exact: true })).toHaveCount(0);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENS_DIR}/student-chat-history-sample-1280.png` });

    // The ended session itself is now history.
    await page.goto(`/my-sessions/${qid}`);
    await expect(page.getByTestId('session-banner')).toContainText('Algebra by');
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${SCREENS_DIR}/student-chat-history-1280.png` });

    // An unknown session.
    await page.goto('/my-sessions/99999999');
    await expect(page.getByText('Session not found')).toBeVisible();
  });

  test('idle warning and idle timeout with short server timers', async ({ page, request }) => {
    const port = Number(process.env.E2E_PORT ?? 3100) + 57;
    const server = await startOwnServer(port, { IDLE_WARNING_AFTER_S: '6', IDLE_TIMEOUT_AFTER_WARNING_S: '8' });
    try {
      page.on('dialog', (dialog) => void dialog.accept());
      const token = await logInStudent(page, server.baseURL);
      const qid = await ask(page, token, 'Explain the derivative of $\\sin x$ step by step please', server.baseURL);
      await page.goto(`${server.baseURL}/my-sessions/${qid}`);
      const expert = await expertHeaders(request, server.baseURL);
      await expertPost(request, expert, `${server.baseURL}/api/expert/questions/${qid}/claims`);
      await expertPost(request, expert, `${server.baseURL}/api/expert/questions/${qid}/starts`);
      await expertPost(request, expert, `${server.baseURL}/api/expert/questions/${qid}/messages`, {
        body: 'It is $\\cos x$. Try $\\frac{d}{dx}\\sin(2x)$.',
      });

      const warning = page.getByRole('dialog', { name: 'Still working?' });
      await expect(warning).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SCREENS_DIR}/student-chat-idle-warning-1280.png` });
      await warning.getByRole('button', { name: 'Still working' }).click();
      await expect(warning).toBeHidden();

      // No more activity: the warning comes back, then the session ends for inactivity.
      const timedOut = page.getByRole('dialog', { name: 'Session ended' });
      await expect(timedOut).toBeVisible({ timeout: 40_000 });
      await expect(page.getByRole('dialog', { name: 'Rate your session' })).toHaveCount(0);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SCREENS_DIR}/student-chat-idle-timeout-1280.png` });
      // Then the rating that is owed.
      await timedOut.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByRole('dialog', { name: 'Rate your session' })).toBeVisible();
    } finally {
      await server.stop();
    }
  });
});
