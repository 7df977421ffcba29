import { CHANNELS, SUBJECT_DIGEST_EVENTS, SUBJECT_QUEUE_EVENTS } from '@photostudy/contracts';
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_EXPERT } from '../testing/demo-accounts';
import { channelOf, type Frame, recordFrames, tokenOf } from '../testing/pusher-frames';
import { SCREENS_DIR } from '../testing/pages';

const SUBJECT_ID = 1;

/** The qids a queue frame offers (alone, or in a subject's batch, or by qid in its digest). */
function offeredIn(frame: Frame): number[] {
  if (frame.event === SUBJECT_QUEUE_EVENTS.questionOffered) return [(frame.data as { qid: number }).qid];
  if (frame.event === SUBJECT_DIGEST_EVENTS.subjectQueueDigest) return (frame.data as { offered: number[] }).offered;
  if (frame.event === SUBJECT_QUEUE_EVENTS.subjectQueueChanged)
    return (frame.data as { offered: { qid: number }[] }).offered.map((o) => o.qid);
  return [];
}

test('an expert in a session hears the queue as its digest, and the live queue again once the session ends', async ({ page, request }) => {
  const tag = `digest-${Date.now()}`;
  const adminToken = await tokenOf(request, DEMO_ADMIN);
  const emails = [`${tag}-a@e2e.test`, `${tag}-b@e2e.test`];
  const created = await request.post('/api/admin/preset-accounts', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { accounts: emails.map((email) => ({ email, password: 'digest-pass-1', sessions: 1 })) },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const [first, second] = await Promise.all(emails.map((email) => tokenOf(request, { email, password: 'digest-pass-1' })));
  const ask = async (token: string, title: string) => {
    const asked = await request.post('/api/questions', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, mindset_id: 1, subject_id: SUBJECT_ID, lang: 'en' },
    });
    expect(asked.ok(), await asked.text()).toBeTruthy();
    return ((await asked.json()) as { qid: number }).qid;
  };

  const socket = recordFrames(page);
  const live = CHANNELS.subjectQueue(SUBJECT_ID);
  const digest = CHANNELS.subjectDigest(SUBJECT_ID);
  const sentFor = (event: string, channel: string) => socket.sent.filter((f) => f.event === event && channelOf(f) === channel).length;
  const joined = (channel: string) =>
    socket.received.filter((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel).length;

  await page.goto('/console/');
  await page.getByLabel('Email').fill(DEMO_EXPERT.email);
  await page.getByLabel('Password').fill(DEMO_EXPERT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('online-switch').check();
  await expect.poll(() => joined(live), { timeout: 15_000 }).toBe(1);
  expect(sentFor('pusher:subscribe', digest)).toBe(0);

  const firstQid = await ask(first!, `${tag} factor x^2 - 4`);
  let secondQid: number | undefined;
  try {
    const item = page.getByTestId('queue-item').filter({ hasText: tag });
    await expect(item).toBeVisible({ timeout: 15_000 });
    await item.getByRole('button', { name: 'Claim' }).click();
    await page.getByRole('button', { name: 'Start session' }).click();
    await expect(page.getByTestId('session-timer')).toContainText('left');

    // Holding an open question: the live queue left for its digest (every subject of the expert's, this one included).
    await expect.poll(() => joined(digest), { timeout: 15_000 }).toBe(1);
    expect(sentFor('pusher:unsubscribe', live)).toBe(1);

    // A question asked meanwhile comes on the digest only, by its qid, and the navigation's queue count shows it
    // (counted from what waits already: earlier journeys may leave questions of this subject in the queue).
    const queueLink = page.getByRole('link', { name: /Queue/ });
    const queueCount = async () => Number((await queueLink.textContent())?.replace(/\D/g, '') || '0');
    const waitingBefore = await queueCount();
    secondQid = await ask(second!, `${tag} solve 3x = 12`);
    await expect
      .poll(() => socket.received.filter((f) => f.channel === digest).flatMap(offeredIn), { timeout: 15_000 })
      .toContain(secondQid);
    expect(socket.received.filter((f) => f.channel === live).flatMap(offeredIn)).not.toContain(secondQid);
    const digestFrames = socket.received.filter((f) => f.channel === digest && !f.event.startsWith('pusher'));
    expect(digestFrames.map((f) => f.event)).toEqual(digestFrames.map(() => SUBJECT_DIGEST_EVENTS.subjectQueueDigest));
    await expect.poll(queueCount, { timeout: 10_000 }).toBe(waitingBefore + 1);
    await page.mouse.move(900, 400);
    await page.screenshot({ path: `${SCREENS_DIR}/console-busy-digest-1280.png` });
    // The same in Spanish: the navigation's count stays, its label and the session's texts change.
    const language = page.getByRole('radiogroup', { name: /Language|Idioma/ });
    await language.getByText('ES', { exact: true }).click();
    await expect(page.getByRole('link', { name: /Cola/ })).toContainText(String(waitingBefore + 1));
    await page.mouse.move(900, 400);
    await page.screenshot({ path: `${SCREENS_DIR}/console-busy-digest-es-1280.png` });
    await language.getByText('EN', { exact: true }).click();

    // Shown during the session, the queue reads the row the digest told of (claiming waits for the session's end).
    await queueLink.click();
    await expect(page.getByTestId('queue-item').filter({ hasText: 'solve 3x = 12' })).toBeVisible({ timeout: 10_000 });
    await page.mouse.move(900, 400);
    await page.screenshot({ path: `${SCREENS_DIR}/console-busy-queue-1280.png` });
    await language.getByText('ES', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Preguntas en espera' })).toBeVisible();
    await page.mouse.move(900, 400);
    await page.screenshot({ path: `${SCREENS_DIR}/console-busy-queue-es-1280.png` });
    await language.getByText('EN', { exact: true }).click();
    await page.goBack();
    await expect(page.getByTestId('session-timer')).toContainText('left');

    // The session over, the live queue is back, and the question waits there.
    await page.keyboard.press('Control+e');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('session-timer')).toContainText('Session ended');
    await expect.poll(() => joined(live), { timeout: 15_000 }).toBe(2);
    expect(sentFor('pusher:unsubscribe', digest)).toBe(1);
    await page.getByRole('link', { name: /Queue/ }).click();
    await expect(page.getByTestId('queue-item').filter({ hasText: 'solve 3x = 12' })).toBeVisible();
  } finally {
    // No question of this journey stays in anyone's queue.
    await request.post(`/api/questions/${firstQid}/ends`, { headers: { Authorization: `Bearer ${first}` } });
    if (secondQid !== undefined) await request.post(`/api/questions/${secondQid}/ends`, { headers: { Authorization: `Bearer ${second}` } });
  }
});
