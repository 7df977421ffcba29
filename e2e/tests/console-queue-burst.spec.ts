import { CHANNELS, SUBJECT_QUEUE_EVENTS } from '@photostudy/contracts';
import { expect, test } from '@playwright/test';
import { SCREENS_DIR } from '../testing/pages';
import { DEMO_ADMIN, DEMO_EXPERT } from '../testing/demo-accounts';
import { channelOf, type Frame, recordFrames, tokenOf } from '../testing/pusher-frames';

const STUDENTS = 8;
const SUBJECT_ID = 1;

test('a burst of asks reaches the live queue: each offer once, the burst gathered into subjectQueueChanged frames', async ({
  page,
  request,
}) => {
  // Fresh students with one session each (the admin API), signed in through the API.
  const tag = `burst-${Date.now()}`;
  const adminToken = await tokenOf(request, DEMO_ADMIN);
  const emails = Array.from({ length: STUDENTS }, (_, i) => `${tag}-${i}@e2e.test`);
  const created = await request.post('/api/admin/preset-accounts', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { accounts: emails.map((email) => ({ email, password: 'burst-pass-1', sessions: 1 })) },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const tokens = await Promise.all(emails.map((email) => tokenOf(request, { email, password: 'burst-pass-1' })));

  // The console's own socket, as the browser received and sent it.
  const socket = recordFrames(page);
  const frames: Frame[] = socket.received;
  /** The channels the console asked to join. */
  const joining = () => new Set(socket.sent.filter((f) => f.event === 'pusher:subscribe').flatMap((f) => channelOf(f) ?? []));
  const isJoined = (channel: string) => frames.some((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
  // The console's reads of its queue: on joining the queue channels, then never per offer (the offers are its rows).
  let queueReads = 0;
  let queueAnswers = 0;
  const isQueueRead = (url: string, method: string) => method === 'GET' && new URL(url).pathname === '/api/expert/queue';
  page.on('request', (req) => {
    if (isQueueRead(req.url(), req.method())) queueReads += 1;
  });
  page.on('requestfinished', (req) => {
    if (isQueueRead(req.url(), req.method())) queueAnswers += 1;
  });
  const queueChannel = CHANNELS.subjectQueue(SUBJECT_ID);
  await page.goto('/console/');
  await page.getByLabel('Email').fill(DEMO_EXPERT.email);
  await page.getByLabel('Password').fill(DEMO_EXPERT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('online-switch').check();
  // Every channel joined (the queue channels of all the expert's subjects, presence), then the read owed for joining
  // them (offers sent meanwhile were missed) answered, and no read since for a while.
  await expect.poll(() => isJoined(queueChannel) && [...joining()].every(isJoined), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => queueReads, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expect
    .poll(
      async () => {
        const before = queueReads;
        await page.waitForTimeout(500);
        return queueReads === before && queueAnswers === queueReads;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const readsBeforeBurst = queueReads;

  // Every student asks at the same moment.
  const qids = await Promise.all(
    tokens.map(async (token, i) => {
      const asked = await request.post('/api/questions', {
        headers: { Authorization: `Bearer ${token}` },
        data: { title: `${tag} question number ${i}: factor x^2 + ${i}x`, mindset_id: 1, subject_id: SUBJECT_ID, lang: 'en' },
      });
      expect(asked.ok(), await asked.text()).toBeTruthy();
      return ((await asked.json()) as { qid: number }).qid;
    }),
  );

  try {
    // The live queue shows all of them.
    await expect(page.getByTestId('queue-item').filter({ hasText: tag })).toHaveCount(STUDENTS, { timeout: 15_000 });

    // Each offer reached the browser exactly once on the subject's channel: alone, or in a batch.
    const offeredQids = () =>
      frames
        .filter((f) => f.channel === queueChannel)
        .flatMap((f) => {
          if (f.event === SUBJECT_QUEUE_EVENTS.questionOffered) return [(f.data as { qid: number }).qid];
          if (f.event === SUBJECT_QUEUE_EVENTS.subjectQueueChanged)
            return (f.data as { offered: { qid: number }[] }).offered.map((o) => o.qid);
          return [];
        })
        .filter((qid) => qids.includes(qid));
    await expect.poll(() => offeredQids().length).toBe(STUDENTS);
    expect([...offeredQids()].sort((a, b) => a - b)).toEqual([...qids].sort((a, b) => a - b));
    // The asks landed within one another's 50 ms window: the server gathered them, and the console applied each batch
    // to the queue it holds, without reading it again.
    const batches = frames.filter((f) => f.channel === queueChannel && f.event === SUBJECT_QUEUE_EVENTS.subjectQueueChanged);
    expect(batches.length).toBeGreaterThanOrEqual(1);
    expect(queueReads).toBe(readsBeforeBurst);
    await page.mouse.move(640, 700);
    await page.screenshot({ path: `${SCREENS_DIR}/console-queue-burst-1280.png` });
  } finally {
    // The students end their questions, so that no other journey finds them in the queue.
    await Promise.all(
      qids.map((qid, i) => request.post(`/api/questions/${qid}/ends`, { headers: { Authorization: `Bearer ${tokens[i]}` } })),
    );
  }
  // Withdrawals go out the same way: the queue empties of the burst, again without a read.
  await expect(page.getByTestId('queue-item').filter({ hasText: tag })).toHaveCount(0, { timeout: 15_000 });
  expect(queueReads).toBe(readsBeforeBurst);
});
