import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openFresh } from './pages';
import { DEMO_ADMIN, DEMO_EXPERT, DEMO_STUDENT } from './demo-accounts';

/** Logs a preset account in through /preset (the real screens) and answers the stored access token. */
export async function logInPresetAccount(page: Page, who: { email: string; password: string }, baseURL = ''): Promise<string> {
  await openFresh(page, `${baseURL}/preset`);
  await page.getByLabel('Email or User ID').fill(who.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Continue with preset account' }).click();
  await expect(page).toHaveURL(/\/(ask|guide)/);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('photostudy.tokens') ?? '{}') as { accessToken?: string }).accessToken,
  );
  expect(token).toBeTruthy();
  return token!;
}

/**
 * Logs the seeded preset student in with no question left open by an earlier journey and at least a few sessions
 * to ask with; answers the access token.
 */
export async function logInStudent(page: Page, baseURL = ''): Promise<string> {
  const token = await logInPresetAccount(page, DEMO_STUDENT, baseURL);
  await withdrawOpenQuestion(page.request, token, baseURL);
  await topUpDemoStudent(page.request, 3, baseURL);
  return token;
}

/**
 * Every journey shares the seeded preset student, and each ask spends a session: its demo balance of a fresh server
 * would run out depending on the order and the retries. This grants, through the admin's ledger route, what is
 * missing to `atLeast` sessions, so a journey that asks `atLeast` questions never meets 402.
 */
export async function topUpDemoStudent(request: APIRequestContext, atLeast: number, baseURL = ''): Promise<void> {
  const login = await request.post(`${baseURL}/api/preset-logins`, {
    data: { type: 'preset', device_id: 'e2e-top-up', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const headers = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const found = await request.get(`${baseURL}/api/admin/students?query=${encodeURIComponent(DEMO_STUDENT.email)}`, { headers });
  expect(found.ok(), await found.text()).toBeTruthy();
  const { students } = (await found.json()) as { students: { uid: number; email: string | null; balance: { session_count: number } }[] };
  const student = students.find((s) => s.email === DEMO_STUDENT.email);
  expect(student, 'the seeded preset student').toBeTruthy();
  const missing = atLeast - student!.balance.session_count;
  if (missing <= 0) return;
  const granted = await request.post(`${baseURL}/api/admin/students/${student!.uid}/ledger`, {
    headers,
    data: { kind: 'session', amount: missing, reason: 'E2E top-up of the shared demo student' },
  });
  expect(granted.ok(), await granted.text()).toBeTruthy();
}

/**
 * Ends the student's open question, if any (an earlier journey may have left one), so the next ask is allowed:
 * one open STEM or Business question at a time.
 */
export async function withdrawOpenQuestion(request: APIRequestContext, token: string, baseURL = ''): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const config = await request.get(`${baseURL}/api/ask-config`, { headers });
  expect(config.ok(), await config.text()).toBeTruthy();
  const open = ((await config.json()) as { open_question: { qid: number } | null }).open_question;
  if (!open) return;
  const ended = await request.post(`${baseURL}/api/questions/${open.qid}/ends`, { headers });
  expect(ended.ok(), await ended.text()).toBeTruthy();
}

/** The demo expert's Bearer header, from an API login (journeys that test the console sign in there instead). */
export async function expertHeaders(request: APIRequestContext, baseURL = '', deviceId = 'e2e-expert'): Promise<Record<string, string>> {
  const login = await request.post(`${baseURL}/api/preset-logins`, {
    data: { type: 'preset', device_id: deviceId, email: DEMO_EXPERT.email, password: DEMO_EXPERT.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  return { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

/** Posts as the expert, checks the call succeeded and answers its JSON. */
export async function expertPost(
  request: APIRequestContext,
  headers: Record<string, string>,
  path: string,
  data?: unknown,
): Promise<Record<string, unknown>> {
  const response = await request.post(path, { headers, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as Record<string, unknown>;
}
