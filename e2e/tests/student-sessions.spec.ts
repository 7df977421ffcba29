import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { topUpDemoStudent } from '../testing/demo-session';
import { openFresh, SCREENS_DIR } from '../testing/pages';
import { DEMO_EXPERT, DEMO_STUDENT } from '../testing/demo-accounts';

type Headers = { Authorization: string };

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }, deviceId: string): Promise<Headers> {
  const login = await request.post('/api/preset-logins', { data: { type: 'preset', device_id: deviceId, ...account } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { Authorization: `Bearer ${token}` };
}

/** POSTs and fails the test with the server's answer when it is not a success. */
async function post(request: APIRequestContext, path: string, headers: Headers, data?: unknown): Promise<Record<string, unknown>> {
  const response = await request.post(path, { headers, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return (await response.json()) as Record<string, unknown>;
}

/** Asks a question as the student (multipart, as the ask form sends it); returns the qid, or the error status. */
async function ask(request: APIRequestContext, student: Headers, title: string): Promise<{ qid: number } | { status: number }> {
  const response = await request.post('/api/questions', {
    headers: student,
    multipart: { title, mindset_id: '1', subject_id: '1', lang: 'en' },
  });
  if (!response.ok()) return { status: response.status() };
  return { qid: ((await response.json()) as { qid: number }).qid };
}

async function askOrFail(request: APIRequestContext, student: Headers, title: string): Promise<number> {
  const asked = await ask(request, student, title);
  expect('qid' in asked, `ask failed: ${JSON.stringify(asked)}`).toBeTruthy();
  return (asked as { qid: number }).qid;
}

/** The expert claims and starts the discussion. */
async function claimAndStart(request: APIRequestContext, expert: Headers, qid: number): Promise<void> {
  await post(request, `/api/expert/questions/${qid}/claims`, expert);
  await post(request, `/api/expert/questions/${qid}/starts`, expert);
}

async function logInAsPresetStudent(page: Page): Promise<void> {
  await openFresh(page, '/');
  await page.goto('/preset');
  await page.getByLabel('Email or User ID').fill(DEMO_STUDENT.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_STUDENT.password);
  await page.getByRole('button', { name: 'Continue with preset account' }).click();
  await expect(page).toHaveURL(/\/(ask|guide)/);
}

function itemOf(page: Page, qid: number) {
  return page.locator(`[data-testid="session-item"][href="/my-sessions/${qid}"]`);
}

function labelOf(page: Page, qid: number) {
  return itemOf(page, qid).getByTestId('session-label');
}

test.describe('student sessions', () => {
  test('the session list labels each state, and the guide shows and opens the samples', async ({ page, request }) => {
    const run = Date.now().toString(36);
    const student = await tokenOf(request, DEMO_STUDENT, 'e2e-sessions-student');
    // Six questions are asked below.
    await topUpDemoStudent(request, 6);
    const expert = await tokenOf(request, DEMO_EXPERT, 'e2e-sessions-expert');

    // Another journey may have left a question open: one open question at a time.
    const config = (await (await request.get('/api/ask-config', { headers: student })).json()) as { open_question: { qid: number } | null };
    if (config.open_question) await post(request, `/api/questions/${config.open_question.qid}/ends`, student);

    const titles = {
      completed: `Completed: factor x^2 - 5x + 6 (${run})`,
      withdrawn: `Withdrawn: what is a derivative? (${run})`,
      incomplete: `Incomplete: solve 3x = 12 please (${run})`,
      userFlag: `User flag: simplify (a+b)^2 now (${run})`,
      expertFlag: `Expert flag: integrate x dx today (${run})`,
      open: `Open: graph y = 2x + 1 for me (${run})`,
    };

    // Completed: answered, then ended by the expert.
    const completed = await askOrFail(request, student, titles.completed);
    await claimAndStart(request, expert, completed);
    await post(request, `/api/expert/questions/${completed}/messages`, expert, {
      body: 'Find two numbers that multiply to 6 and add to -5.',
    });
    await post(request, `/api/expert/questions/${completed}/ends`, expert);

    // Match Failed: withdrawn by the student while waiting.
    const withdrawn = await askOrFail(request, student, titles.withdrawn);
    await post(request, `/api/questions/${withdrawn}/ends`, student);

    // Incomplete Session: started, never answered, ended by the student.
    const incomplete = await askOrFail(request, student, titles.incomplete);
    await claimAndStart(request, expert, incomplete);
    await post(request, `/api/questions/${incomplete}/ends`, student);

    // Flagged by User: the student flags during the discussion.
    const userFlag = await askOrFail(request, student, titles.userFlag);
    await claimAndStart(request, expert, userFlag);
    await post(request, `/api/questions/${userFlag}/flags`, student, {});

    // Expert Flagged: answered, then flagged by the expert.
    const expertFlag = await askOrFail(request, student, titles.expertFlag);
    await claimAndStart(request, expert, expertFlag);
    await post(request, `/api/expert/questions/${expertFlag}/messages`, expert, { body: 'Use the power rule.' });
    await post(request, `/api/expert/questions/${expertFlag}/flags`, expert, { reason: 'Asked for graded test answers.' });

    // The open question waits for an expert: Connecting.
    const open = await askOrFail(request, student, titles.open);

    await logInAsPresetStudent(page);
    await page.goto('/my-sessions');
    await expect(page.getByRole('heading', { name: 'My Sessions', level: 1 })).toBeVisible();
    await expect(labelOf(page, open)).toHaveText('Connecting');
    await expect(itemOf(page, open)).toContainText('Expert match in progress...');
    await expect(labelOf(page, completed)).toHaveText('Completed');
    await expect(labelOf(page, withdrawn)).toHaveText('Match Failed');
    await expect(labelOf(page, incomplete)).toHaveText('Incomplete Session');
    await expect(labelOf(page, userFlag)).toHaveText('Flagged by User');
    await expect(labelOf(page, expertFlag)).toHaveText('Expert Flagged');
    await expect(itemOf(page, completed)).toContainText(titles.completed);
    await expect(itemOf(page, completed)).toContainText('Algebra');
    await expect(itemOf(page, completed)).toContainText(/seconds? ago|minutes? ago|now/);
    await page.mouse.move(1200, 20);
    await page.screenshot({ path: `${SCREENS_DIR}/sessions-list-1280.png` });

    // An expert takes the open question: In progress.
    await claimAndStart(request, expert, open);
    await page.reload();
    await expect(labelOf(page, open)).toHaveText('In progress');

    // An item opens its session.
    await itemOf(page, withdrawn).click();
    await expect(page).toHaveURL(new RegExp(`/my-sessions/${withdrawn}$`));

    // Leave nothing open for the next journeys (refunded: nothing was answered).
    await post(request, `/api/questions/${open}/ends`, student);

    await page.goto('/guide');
    await expect(page.getByRole('heading', { name: 'What is PhotoStudy?', level: 1 })).toBeVisible();
    const samples = page.getByTestId('sample-session');
    await expect(samples).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Ask an Expert' }).first()).toHaveAttribute('href', '/ask');
    await page.screenshot({ path: `${SCREENS_DIR}/guide-1280.png`, fullPage: true });
    const first = samples.first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/sample-sessions\/\d+$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    // The history view forces the rating of the answered, unrated session: every stage of the dialog.
    await page.goto(`/my-sessions/${completed}`);
    const rating = page.getByRole('dialog', { name: 'Rate your session' });
    await expect(rating).toBeVisible();
    await expect(rating.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await page.screenshot({ path: `${SCREENS_DIR}/rating-stars-1280.png` });
    await rating.getByRole('radio', { name: '1 star', exact: true }).click();
    await expect(rating.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await rating.getByRole('button', { name: 'Confirm' }).click();

    const repost = page.getByRole('dialog', { name: 'Get a free repost?' });
    await expect(repost).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/rating-repost-offer-1280.png` });
    await repost.getByRole('button', { name: 'Yes' }).click();

    const reasons = page.getByRole('dialog', { name: 'What went wrong?' });
    await expect(reasons.getByText('The explanation was hard to follow')).toBeVisible();
    await expect(reasons.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.screenshot({ path: `${SCREENS_DIR}/rating-reasons-1280.png` });
    await reasons.getByText('Other', { exact: true }).click();

    const other = page.getByRole('dialog', { name: 'Tell us more' });
    await expect(other.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await other.getByRole('textbox', { name: 'Your feedback' }).fill('The expert skipped the factoring step.');
    await expect(other.getByText('38/500')).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/rating-other-1280.png` });
    await other.getByRole('button', { name: 'Submit' }).click();

    const done = page.getByRole('dialog', { name: 'Thanks for your feedback!' });
    await expect(done).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/rating-done-1280.png` });
    await done.getByRole('button', { name: 'Go to my new session' }).click();
    await expect(page).toHaveURL(/\/my-sessions\/\d+$/);
    const reposted = Number(new URL(page.url()).pathname.split('/').pop());
    expect(reposted).not.toBe(completed);
    const rated = (await (await request.get(`/api/questions/${completed}`, { headers: student })).json()) as { answer_point: number };
    expect(rated.answer_point).toBe(1);
    await post(request, `/api/questions/${reposted}/ends`, student);
  });
});
