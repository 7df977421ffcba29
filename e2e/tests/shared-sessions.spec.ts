import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../testing/accessibility';
import { expertHeaders, expertPost, logInPresetAccount, logInStudent } from '../testing/demo-session';
import { E2E_PORT } from '../testing/e2e-settings';
import { startOwnServer } from '../testing/own-server';
import { openFresh, SCREENS_DIR } from '../testing/pages';
import { DEMO_STUDENT } from '../testing/demo-accounts';

const QUADRATIC = 'Solve for x: $x^2-5x+6=0$';

/** Asks the quadratic as the logged-in student, lets the demo expert answer and end it: a finished session. */
async function finishedQuadraticSession(request: APIRequestContext, token: string, baseURL = ''): Promise<number> {
  const student = { Authorization: `Bearer ${token}` };
  const asked = await request.post(`${baseURL}/api/questions`, {
    headers: student,
    multipart: { title: QUADRATIC, mindset_id: '1', subject_id: '1', lang: 'en' },
  });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  const { qid } = (await asked.json()) as { qid: number };
  const expert = await expertHeaders(request, baseURL, 'e2e-shares-expert');
  await expertPost(request, expert, `${baseURL}/api/expert/questions/${qid}/claims`);
  await expertPost(request, expert, `${baseURL}/api/expert/questions/${qid}/starts`);
  await expertPost(request, expert, `${baseURL}/api/expert/questions/${qid}/messages`, {
    body: 'Look for two numbers that multiply to 6 and add to -5: $(x-2)(x-3)=0$',
  });
  await expertPost(request, expert, `${baseURL}/api/expert/questions/${qid}/messages`, { body: 'So $x=2$ or $x=3$.' });
  await expertPost(request, expert, `${baseURL}/api/expert/questions/${qid}/ends`);
  const rated = await request.post(`${baseURL}/api/questions/${qid}/rates`, { headers: student, data: { stage: 'rating', point: 5 } });
  expect(rated.ok(), await rated.text()).toBeTruthy();
  return qid;
}

/** A second browser with its own storage (a friend's computer), clipboard allowed. */
async function friendPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  return context.newPage();
}

/** Reads the page's clipboard. */
async function clipboardOf(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Signs a new student up by email from wherever the page is (the email screen), with the dev mailbox's code. */
async function signUpByEmail(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign up with email' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const { items } = (await response.json()) as { items: { text: string }[] };
        code = /\b(\d{6})\b/.exec(items[0]?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Sign up now' }).click();
  const grade = page.getByRole('dialog', { name: 'Select your grade' });
  await grade.getByText('High School 11th').click();
  await grade.getByRole('button', { name: 'Continue' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await terms.getByRole('switch', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
  await terms.getByRole('button', { name: 'Complete Sign Up' }).click();
}

test.describe('shared session pages', () => {
  test('a student shares a finished session; a guest sees the preview and the paywall, signs up and lands on the solution', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    const token = await logInStudent(page);
    const qid = await finishedQuadraticSession(request, token);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

    // The student shares from the session's history view: the link is copied with the spec's tooltip.
    await page.goto(`/my-sessions/${qid}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByTestId('copied-tooltip')).toHaveText('Copied to clipboard');
    await page.screenshot({ path: `${SCREENS_DIR}/shared-share-copied-1280.png` });
    const link = await clipboardOf(page);
    expect(link).toMatch(new RegExp(`^${baseURL}/sessions/[A-Za-z0-9_-]{22}$`));
    await expect(page.getByTestId('copied-tooltip')).toHaveText('', { timeout: 4_000 });
    // Sharing again gives the same link.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    expect(await clipboardOf(page)).toBe(link);

    // A friend without an account: the preview (the first step only), then the paywall.
    const friend = await friendPage(browser, baseURL!);
    await openFresh(friend, new URL(link).pathname);
    await expect(friend.getByRole('heading', { name: /Solve for x/ })).toBeVisible();
    await expect(friend.getByTestId('solution-bot')).toContainText('Step 1');
    await expect(friend.getByRole('button', { name: 'Next step' })).toHaveCount(0);
    await expect(friend.getByTestId('solver-answer')).toHaveCount(0);
    const paywall = friend.getByTestId('shared-session-paywall');
    await expect(paywall).toBeVisible();
    await expect(paywall.getByRole('tab', { name: 'Sign up' })).toBeVisible();
    await expect(paywall.getByRole('tab', { name: 'Log in' })).toBeVisible();
    await expectAccessible(friend);
    await friend.screenshot({ path: `${SCREENS_DIR}/shared-guest-paywall-1280.png`, fullPage: true });

    // Signing up by email brings the friend back to the page, now with the 24-hour countdown.
    await paywall.getByRole('button', { name: 'Sign up with email' }).click();
    await signUpByEmail(friend, request, `friend-${Date.now()}@e2e.test`);
    await expect(friend).toHaveURL(new URL(link).pathname);
    await expect(friend.getByText('Time left to view the solution')).toBeVisible();
    await expect(friend.getByTestId('shared-session-countdown-value')).toHaveText(/^23:59:[0-5]\d$/);

    // The tutorial bot steps through the quadratic one step at a time, then shows all with the checked answer.
    const bot = friend.getByTestId('solution-bot');
    await expect(bot).toContainText('Step 1 of');
    await friend.getByRole('button', { name: 'Next step' }).click();
    await expect(bot).toContainText('Step 2 of');
    await friend.getByRole('button', { name: 'Show all' }).click();
    await expect(bot.getByText('Final answer')).toBeVisible();
    await expect(bot.getByText('Checked by substitution')).toBeVisible();
    await expect(friend.getByRole('button', { name: 'Next step' })).toHaveCount(0);
    await expect(friend.getByText('Look for two numbers that multiply to 6')).toBeVisible();
    await expectAccessible(friend);
    await friend.screenshot({ path: `${SCREENS_DIR}/shared-solution-1280.png`, fullPage: true });

    // A reload keeps the same window (kept on the server, not restarted).
    const before = await friend.getByTestId('shared-session-countdown-value').textContent();
    await friend.reload();
    await expect(friend.getByTestId('shared-session-countdown-value')).toHaveText(/^23:59:[0-5]\d$/);
    expect((await friend.getByTestId('shared-session-countdown-value').textContent())! <= before!).toBe(true);

    // In Spanish the page and the bot speak Spanish (an English session's bot keeps the session's language).
    await friend.getByRole('button', { name: 'Language: English' }).first().click();
    await friend.getByRole('menuitem', { name: 'Español' }).click();
    await expect(friend.getByText('Tiempo restante para ver la solución')).toBeVisible();
    await friend.screenshot({ path: `${SCREENS_DIR}/shared-solution-es-1280.png`, fullPage: true });

    // The student stops sharing: the link is invalid for everyone, and 'Back to Home' leads to /settings.
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stop sharing' }).click();
    await expect(page.getByText('Sharing stopped. The link no longer works.')).toBeVisible();
    await friend.reload();
    await expect(friend.getByRole('heading', { name: '¡Lo sentimos! Este enlace no es válido.' })).toBeVisible();
    await friend.getByRole('button', { name: 'Idioma: Español' }).first().click();
    await friend.getByRole('menuitem', { name: 'English' }).click();
    // The language menu fades out after the choice; axe would catch it half-closed, without its items.
    await expect(friend.getByRole('menu')).toHaveCount(0);
    await expect(friend.getByRole('heading', { name: 'Sorry! This link is invalid!' })).toBeVisible();
    await expectAccessible(friend);
    await friend.screenshot({ path: `${SCREENS_DIR}/shared-invalid-1280.png` });
    await friend.getByRole('link', { name: 'Back to Home' }).click();
    await expect(friend).toHaveURL(/\/settings$/);
    await friend.context().close();
  });

  test('the window ends on the server: the expired page copies the link and leads to asking; the Spanish page', async ({ browser }) => {
    test.setTimeout(150_000);
    const server = await startOwnServer(E2E_PORT + 163, { SHARED_SESSION_WINDOW_S: '6' });
    try {
      const { baseURL } = server;
      const page = await friendPage(browser, baseURL);
      await logInPresetAccount(page, DEMO_STUDENT, baseURL);
      const samples = await page.request.get(`${baseURL}/api/questions?type=sample`, {
        headers: {
          Authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('photostudy.tokens') ?? '{}').accessToken)}`,
        },
      });
      const { questions } = (await samples.json()) as { questions: { qid: number; title: string }[] };
      const linear = questions.find((q) => q.title.includes('2x + 5 = 17'));
      expect(linear).toBeDefined();
      await page.goto(`${baseURL}/sessions/demo-${linear?.qid}`);
      await expect(page.getByTestId('shared-session-countdown-value')).toHaveText(/^00:00:0[0-6]$/);
      await page.getByRole('button', { name: 'Show all' }).click();
      await expect(page.getByTestId('solution-bot').getByText('Final answer')).toBeVisible();
      await page.screenshot({ path: `${SCREENS_DIR}/shared-demo-linear-1280.png`, fullPage: true });

      await expect(page.getByRole('heading', { name: 'Oops! Your timer is up!' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('solution-bot')).toHaveCount(0);
      await page.getByRole('button', { name: 'Share with a friend' }).click();
      await expect(page.getByTestId('copied-tooltip')).toHaveText('Copied to clipboard');
      expect(await clipboardOf(page)).toBe(`${baseURL}/sessions/demo-${linear?.qid}`);
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENS_DIR}/shared-expired-1280.png` });
      // A reload does not restart the window.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Oops! Your timer is up!' })).toBeVisible();

      await page.getByRole('button', { name: 'Language: English' }).first().click();
      await page.getByRole('menuitem', { name: 'Español' }).click();
      await expect(page.getByRole('heading', { name: '¡Vaya! ¡Se acabó tu tiempo!' })).toBeVisible();
      await page.screenshot({ path: `${SCREENS_DIR}/shared-expired-es-1280.png` });
      await page.getByRole('link', { name: 'Haz tu propia pregunta' }).click();
      await expect(page).toHaveURL(/\/ask$/);

      // The small-screen notice of the invalid page.
      const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const small = await phone.newPage();
      await openFresh(small, '/sessions/not-a-real-code');
      await expect(small.getByRole('heading', { name: 'Sorry! This link is invalid!' })).toBeVisible();
      await small.screenshot({ path: `${SCREENS_DIR}/shared-invalid-small.png` });
      await phone.close();
      await page.context().close();
    } finally {
      await server.stop();
    }
  });
});
