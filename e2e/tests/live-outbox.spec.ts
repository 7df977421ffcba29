import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expertHeaders, expertPost, logInStudent } from '../testing/demo-session';
import { startOwnServer, type OwnServer } from '../testing/own-server';
import { SCREENS_DIR } from '../testing/pages';
import { expectAccessible } from '../testing/accessibility';
import { dropSockets, openSocketCount, trackSockets } from '../testing/sockets';
import { DEMO_EXPERT } from '../testing/demo-accounts';

/*
 * Issue 17, the outbox: the student (web app) and the expert (console) side by side lose the connection
 * mid-chat, each types three messages, and when the connection is back all six are delivered once, in each
 * writer's order, and both screens show the same thread. Then the same across a server kill -9 and restart,
 * in Spanish, with the time from the restarted server answering to each page's socket open measured.
 * As in student-reconnect.spec.ts, Chromium's `setOffline` keeps an open WebSocket open, so the journey
 * closes the pages' sockets itself (a WebSocket wrapper installed by an init script).
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const OFFLINE_PORT = BASE_PORT + 224;
const RESTART_PORT = BASE_PORT + 232;

type Texts = { studentBox: RegExp; expertBox: RegExp; offline: RegExp; notSent: RegExp };
const EN: Texts = { studentBox: /^Write your message/, expertBox: /^Write a message/, offline: /^Offline/, notSent: /^Not sent/ };
const ES: Texts = { studentBox: /^Escribe tu mensaje/, expertBox: /^Escribe un mensaje/, offline: /^Sin conexión/, notSent: /^No enviado/ };

/** Both apps in `language` from the next load on (their stored choice), then reloads the page. */
async function switchLanguage(page: Page, language: 'en' | 'es'): Promise<void> {
  await page.evaluate((lang) => {
    localStorage.setItem('photostudy.language', lang);
    localStorage.setItem('ps-console-language', lang);
  }, language);
  await page.reload();
}

async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await trackSockets(page);
  return { context, page };
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(1270, 790);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENS_DIR}/${name}-1280.png` });
}

/**
 * The student asks and opens the chat; the expert signs in to the console, is given the question (claim and
 * start through the API) and opens its workspace; the expert says hello from the console. Answers the qid.
 */
async function startSideBySide(student: Page, expert: Page, baseURL: string): Promise<number> {
  const token = await logInStudent(student, baseURL);
  const asked = await student.request.post(`${baseURL}/api/questions`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: 'Solve $x^2 - 5x + 6 = 0$ and explain each step', mindset_id: 1, subject_id: 1, lang: 'en' },
  });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  const qid = ((await asked.json()) as { qid: number }).qid;
  await student.goto(`/my-sessions/${qid}`);

  const api = await expertHeaders(student.request, baseURL, 'e2e-outbox-expert');
  await expertPost(student.request, api, `${baseURL}/api/expert/questions/${qid}/claims`);
  await expertPost(student.request, api, `${baseURL}/api/expert/questions/${qid}/starts`);

  await expert.goto('/console/');
  await expert.locator('input[type="email"], input[name="email"]').first().fill(DEMO_EXPERT.email);
  await expert.locator('input[type="password"]').first().fill(DEMO_EXPERT.password);
  await expert.locator('input[type="password"]').first().press('Enter');
  await expect(expert.getByTestId('online-switch')).toBeVisible();
  await expert.goto(`/console/sessions/${qid}`);
  const expertBox = expert.getByRole('textbox', { name: EN.expertBox });
  await expertBox.fill('Hello! Let us factor it: $(x-2)(x-3)$');
  await expertBox.press('Control+Enter');
  await expect(student.getByTestId('chat-message').filter({ hasText: 'Hello!' })).toHaveCount(1, { timeout: 15_000 });
  await expect(expert.getByTestId('chat-message').filter({ hasText: 'Hello!' })).toHaveCount(1);
  return qid;
}

/** Types three messages on each side, alternating; the student sends with Enter, the expert with Ctrl+Enter. */
async function typeThreeEach(student: Page, expert: Page, texts: Texts, tag: string): Promise<{ student: string[]; expert: string[] }> {
  const sent = {
    student: [1, 2, 3].map((n) => `S${n}-${tag}: student line ${n}`),
    expert: [1, 2, 3].map((n) => `E${n}-${tag}: expert line ${n} with $x = ${n + 1}$`),
  };
  const studentBox = student.getByRole('textbox', { name: texts.studentBox });
  const expertBox = expert.getByRole('textbox', { name: texts.expertBox });
  for (let i = 0; i < 3; i += 1) {
    await studentBox.fill(sent.student[i]!);
    await studentBox.press('Enter');
    await expect(studentBox).toHaveValue('');
    await expertBox.fill(sent.expert[i]!);
    await expertBox.press('Control+Enter');
    await expect(expertBox).toHaveValue('');
  }
  return sent;
}

/** The markers (text before ':') of the chat messages that carry one of `markers`, in screen order. */
async function shownMarkers(page: Page, markers: string[]): Promise<string[]> {
  const texts = await page.getByTestId('chat-message').allTextContents();
  return texts.flatMap((text) => markers.filter((marker) => text.includes(`${marker}:`)));
}

/** All six once on both screens, each writer's lines in typing order, the same thread on both sides. */
async function expectDeliveredOnceInOrder(student: Page, expert: Page, sent: { student: string[]; expert: string[] }): Promise<string[]> {
  const markers = [...sent.student, ...sent.expert].map((line) => line.split(':')[0]!);
  for (const page of [student, expert]) {
    await expect(page.getByTestId('unsent-message')).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(() => shownMarkers(page, markers).then((shown) => shown.length), { timeout: 30_000 }).toBe(6);
  }
  const onStudent = await shownMarkers(student, markers);
  const onExpert = await shownMarkers(expert, markers);
  expect(new Set(onStudent).size).toBe(6);
  expect(onExpert).toEqual(onStudent);
  expect(onStudent.filter((marker) => marker.startsWith('S'))).toEqual(sent.student.map((line) => line.split(':')[0]));
  expect(onStudent.filter((marker) => marker.startsWith('E'))).toEqual(sent.expert.map((line) => line.split(':')[0]));
  return onStudent;
}

/** Each line is stored once on the server. */
async function expectStoredOnce(page: Page, baseURL: string, qid: number, lines: string[]): Promise<void> {
  const api = await expertHeaders(page.request, baseURL, 'e2e-outbox-check');
  const question = (await (await page.request.get(`${baseURL}/api/expert/questions/${qid}`, { headers: api })).json()) as {
    messages: { body: string }[];
  };
  for (const line of lines) expect(question.messages.filter((m) => m.body === line)).toHaveLength(1);
}

test.describe('live chat outbox', () => {
  test('both sides go offline mid-chat, type three messages each, and find all six delivered once, in order', async ({ browser }) => {
    test.setTimeout(180_000);
    const server = await startOwnServer(OFFLINE_PORT, {});
    const student = await newPage(browser, server.baseURL);
    const expert = await newPage(browser, server.baseURL);
    try {
      const qid = await startSideBySide(student.page, expert.page, server.baseURL);

      await student.context.setOffline(true);
      await expert.context.setOffline(true);
      await dropSockets(student.page);
      await dropSockets(expert.page);
      const sent = await typeThreeEach(student.page, expert.page, EN, 'off');

      for (const page of [student.page, expert.page]) {
        await expect(page.getByTestId('offline-notice')).toContainText(EN.offline);
        await expect(page.getByTestId('unsent-message')).toHaveCount(3);
        await expect(page.getByTestId('outbox-status').filter({ hasText: EN.notSent })).toHaveCount(3, { timeout: 15_000 });
      }
      // Nothing reached the other side.
      await expect(student.page.getByTestId('chat-message').filter({ hasText: 'E1-off' })).toHaveCount(0);
      await expect(expert.page.getByTestId('chat-message').filter({ hasText: 'S1-off' })).toHaveCount(0);
      await shoot(student.page, 'outbox-student-offline');
      await shoot(expert.page, 'outbox-console-offline');
      await expectAccessible(student.page);
      await expectAccessible(expert.page);

      // A reload keeps what was typed (local storage): the page loads again while sends still fail.
      const messagesPath = `**/api/questions/${qid}/messages`;
      await student.context.route(messagesPath, (route) => route.abort('internetdisconnected'));
      await student.context.setOffline(false);
      await student.page.reload();
      await expect(student.page.getByTestId('unsent-message')).toHaveCount(3);
      await expect(student.page.getByTestId('outbox-status').filter({ hasText: EN.notSent })).toHaveCount(3, { timeout: 15_000 });
      await student.context.unroute(messagesPath);

      await expert.context.setOffline(false);
      const order = await expectDeliveredOnceInOrder(student.page, expert.page, sent);
      await expectStoredOnce(student.page, server.baseURL, qid, [...sent.student, ...sent.expert]);
      await expect(student.page.getByTestId('offline-notice')).toHaveCount(0);
      await expect(expert.page.getByTestId('offline-notice')).toHaveCount(0);
      test.info().annotations.push({ type: 'order', description: order.join(' ') });
      await shoot(student.page, 'outbox-student-delivered');
      await shoot(expert.page, 'outbox-console-delivered');
    } finally {
      await student.context.close();
      await expert.context.close();
      await server.stop();
    }
  });

  test('the server is killed (kill -9) mid-chat: both sides reconnect by themselves and deliver what was typed meanwhile, in Spanish', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const dataDir = mkdtempSync(join(tmpdir(), 'photostudy-e2e-outbox-'));
    let server: OwnServer = await startOwnServer(RESTART_PORT, { DATA_DIR: dataDir });
    const student = await newPage(browser, server.baseURL);
    const expert = await newPage(browser, server.baseURL);
    try {
      const qid = await startSideBySide(student.page, expert.page, server.baseURL);
      await switchLanguage(student.page, 'es');
      await switchLanguage(expert.page, 'es');
      await expect(student.page.getByRole('textbox', { name: ES.studentBox })).toBeVisible();
      await expect(expert.page.getByRole('textbox', { name: ES.expertBox })).toBeVisible();
      await expect.poll(() => openSocketCount(student.page)).toBe(1);
      await expect.poll(() => openSocketCount(expert.page)).toBe(1);

      await server.kill();
      await expect.poll(() => openSocketCount(student.page)).toBe(0);
      await expect.poll(() => openSocketCount(expert.page)).toBe(0);
      const sent = await typeThreeEach(student.page, expert.page, ES, 'k9');
      for (const page of [student.page, expert.page]) {
        await expect(page.getByTestId('unsent-message')).toHaveCount(3);
        await expect(page.getByTestId('outbox-status').filter({ hasText: ES.notSent })).toHaveCount(3, { timeout: 15_000 });
        await expect(page.getByTestId('offline-notice')).toContainText(ES.offline, { timeout: 15_000 });
      }
      await shoot(student.page, 'outbox-student-server-down-es');
      await shoot(expert.page, 'outbox-console-server-down-es');

      const restartedAt = Date.now();
      server = await startOwnServer(RESTART_PORT, { DATA_DIR: dataDir });
      const listeningMs = Date.now() - restartedAt;
      const reconnectMs = await Promise.all(
        [student.page, expert.page].map(async (page) => {
          await expect.poll(() => openSocketCount(page), { timeout: 60_000, intervals: [100] }).toBe(1);
          return Date.now() - restartedAt - listeningMs;
        }),
      );
      test.info().annotations.push({
        type: 'reconnect',
        description: `server answering ${listeningMs} ms after the restart began; sockets open again after that: student ${reconnectMs[0]} ms, expert ${reconnectMs[1]} ms`,
      });
      console.log(
        `outbox kill -9: server answering after ${listeningMs} ms; student socket +${reconnectMs[0]} ms, expert socket +${reconnectMs[1]} ms`,
      );

      await expectDeliveredOnceInOrder(student.page, expert.page, sent);
      await expectStoredOnce(student.page, server.baseURL, qid, [...sent.student, ...sent.expert]);
      await shoot(student.page, 'outbox-student-after-restart-es');
      await shoot(expert.page, 'outbox-console-after-restart-es');
      await expectAccessible(student.page);
      await expectAccessible(expert.page);

      // The expert ends the session: History in Spanish holds the question first, times, day divider and all six lines.
      await expert.page.getByRole('button', { name: /^Terminar sesión/ }).click();
      await expert.page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
      await expect(expert.page.getByText('La sesión ha terminado').first()).toBeVisible({ timeout: 15_000 });
      await shoot(expert.page, 'outbox-console-ended-es');
      await student.page.goto(`/my-sessions/${qid}`);
      await student.page.keyboard.press('Escape');
      await expect(student.page.getByTestId('chat-message').filter({ hasText: 'S3-k9' })).toHaveCount(1);
      await expect(student.page.getByTestId('day-divider').first()).toHaveText('Hoy');
      await shoot(student.page, 'outbox-student-history-es');
    } finally {
      await student.context.close();
      await expert.context.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
