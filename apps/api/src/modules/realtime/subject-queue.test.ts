import type { AddressInfo } from 'node:net';
import {
  CHANNELS,
  EXPERT_PRIVATE_EVENTS,
  type RealtimeEventName,
  SUBJECT_DIGEST_EVENTS,
  SUBJECT_QUEUE_EVENTS,
} from '@photostudy/contracts';
import { expertProfiles } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq } from 'drizzle-orm';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  makeAccount,
  nextEvent,
  type RealtimeTestAccount,
  realtimeClient,
  type Received,
  subscribeLogged,
} from '../../testing/realtime-clients';

/** What one expert's console hears: its own channel and its subject's queue channel, apart. */
interface ExpertEars {
  account: RealtimeTestAccount;
  own: Received[];
  queue: Received[];
}

/**
 * Offers that scale (issue 19) over real pusher-js clients: a fresh ask is one publish on its subject's queue channel,
 * which only that subject's experts may join; questions some experts must not see still go per expert.
 */
describe(`offers on the subject queue channel (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let port: number;
  const clients: Pusher[] = [];
  const publishes: { channels: string[]; event: string; qid: unknown; offered?: unknown; withdrawn?: unknown }[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { withRealtime: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    // Every publish of the app, as the channels server is handed it (one call is one event, whatever its channel count),
    // to every node or (the subject queues, whose changes the nodes share) to this node's sockets.
    for (const publisher of [t.realtimeServer!.publisher, t.realtimeServer!.nodePublisher]) {
      const trigger = publisher.trigger.bind(publisher);
      vi.spyOn(publisher, 'trigger').mockImplementation((channels, event, data, opts) => {
        const { qid, offered, withdrawn } = (data ?? {}) as { qid?: unknown; offered?: unknown; withdrawn?: unknown };
        publishes.push({ channels: typeof channels === 'string' ? [channels] : [...channels], event, qid, offered, withdrawn });
        return trigger(channels, event, data, opts);
      });
    }
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await t.close();
  });

  const post = (who: RealtimeTestAccount, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const ask = async (subjectId: number) => {
    const student = await makeAccount(t.app, t.db, 'student');
    const res = await post(student, '/api/questions', {
      title: 'Find the angle of the triangle',
      mindset_id: 1,
      subject_id: subjectId,
      lang: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().qid as number;
  };
  /** The publishes of one event about one question, as channels and event name. */
  const publishesOf = (event: RealtimeEventName, qid: number) =>
    publishes.filter((p) => p.event === event && p.qid === qid).map(({ channels, event: name }) => ({ channels, event: name }));
  /** The busy experts' digests that name one question, as channels and what they say of it. */
  const digestsOf = (qid: number) =>
    publishes
      .filter((p) => p.event === SUBJECT_DIGEST_EVENTS.subjectQueueDigest)
      .flatMap(({ channels, offered, withdrawn }) => [
        ...((offered as number[]).includes(qid) ? [{ channels, offered: qid }] : []),
        ...((withdrawn as number[]).includes(qid) ? [{ channels, withdrawn: qid }] : []),
      ]);
  const namedOffers = (log: Received[], qid: number) =>
    log.filter((r) => r.event === EXPERT_PRIVATE_EVENTS.questionOffered && r.data.qid === qid);
  const settle = () => new Promise((r) => setTimeout(r, 300));

  /**
   * An online expert of one subject, as the console joins: own channel, presence-experts, the subject's queue (its digest
   * while the expert holds an open question).
   */
  async function expertOf(subjectId: number, isBusy = false): Promise<ExpertEars> {
    const account = await makeAccount(t.app, t.db, 'expert');
    await t.db
      .update(expertProfiles)
      .set({ subjectIds: [subjectId] })
      .where(eq(expertProfiles.accountId, account.id));
    const pusher = realtimeClient(port, account);
    clients.push(pusher);
    const ears: ExpertEars = { account, own: [], queue: [] };
    await subscribeLogged(pusher, CHANNELS.privateExpert(account.id), ears.own);
    await subscribeLogged(pusher, CHANNELS.presenceExperts, []);
    await subscribeLogged(pusher, (isBusy ? CHANNELS.subjectDigest : CHANNELS.subjectQueue)(subjectId), ears.queue);
    return ears;
  }

  it('offers a fresh ask with one publish on its subject channel, heard by each expert of the subject and by no other', async () => {
    const subject = 3;
    const experts = [await expertOf(subject), await expertOf(subject), await expertOf(subject)];
    const outsider = await expertOf(4);
    // An expert of another subject may not join this subject's queue.
    const outsiderClient = clients[clients.length - 1]!;
    await expect(subscribeLogged(outsiderClient, CHANNELS.subjectQueue(subject), outsider.queue)).rejects.toThrow(/refused.*403/s);
    outsiderClient.unsubscribe(CHANNELS.subjectQueue(subject));

    const busy = await expertOf(subject, true);

    const qid = await ask(subject);
    for (const e of experts)
      expect(await nextEvent(e.queue, SUBJECT_QUEUE_EVENTS.questionOffered)).toMatchObject({ qid, subject_title: 'Trigonometry' });
    // The busy expert hears the qid only, on the digest.
    expect(await nextEvent(busy.queue, SUBJECT_DIGEST_EVENTS.subjectQueueDigest)).toEqual({ offered: [qid], withdrawn: [] });
    await settle();
    // One publish on the live queue, one on the busy experts' digest.
    expect(publishesOf(EXPERT_PRIVATE_EVENTS.questionOffered, qid)).toEqual([
      { channels: [CHANNELS.subjectQueue(subject)], event: SUBJECT_QUEUE_EVENTS.questionOffered },
    ]);
    expect(digestsOf(qid)).toEqual([{ channels: [CHANNELS.subjectDigest(subject)], offered: qid }]);
    for (const e of experts) expect(namedOffers(e.own, qid)).toEqual([]);
    expect([...namedOffers(outsider.own, qid), ...namedOffers(outsider.queue, qid)]).toEqual([]);

    // The first claim wins; the others hear the withdrawal once, on the subject channel, and a late claim is still 409.
    expect((await post(experts[0]!.account, `/api/expert/questions/${qid}/claims`)).statusCode).toBe(200);
    for (const e of experts.slice(1)) expect(await nextEvent(e.queue, SUBJECT_QUEUE_EVENTS.questionWithdrawn)).toEqual({ qid });
    // The digest's window (a second) gathers the withdrawal after the offer it told at once.
    await vi.waitFor(() => expect(busy.queue.filter((r) => r.event === SUBJECT_DIGEST_EVENTS.subjectQueueDigest)).toHaveLength(2), {
      timeout: 5_000,
    });
    expect(busy.queue.filter((r) => r.event === SUBJECT_DIGEST_EVENTS.subjectQueueDigest)[1]?.data).toEqual({
      offered: [],
      withdrawn: [qid],
    });
    expect(publishesOf(EXPERT_PRIVATE_EVENTS.questionWithdrawn, qid)).toEqual([
      { channels: [CHANNELS.subjectQueue(subject)], event: SUBJECT_QUEUE_EVENTS.questionWithdrawn },
    ]);
    expect(digestsOf(qid)).toEqual([
      { channels: [CHANNELS.subjectDigest(subject)], offered: qid },
      { channels: [CHANNELS.subjectDigest(subject)], withdrawn: qid },
    ]);
    const late = await post(experts[1]!.account, `/api/expert/questions/${qid}/claims`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'QUESTION_TAKEN' });
    expect(outsider.queue.filter((r) => r.data.qid === qid)).toEqual([]);
  });

  it('offers a question requeued after a rejection per expert, never to the expert who rejected it', async () => {
    const subject = 5;
    const [rejecter, other] = [await expertOf(subject), await expertOf(subject)];
    const qid = await ask(subject);
    await nextEvent(rejecter.queue, SUBJECT_QUEUE_EVENTS.questionOffered);
    expect((await post(rejecter.account, `/api/expert/questions/${qid}/claims`)).statusCode).toBe(200);
    expect((await post(rejecter.account, `/api/expert/questions/${qid}/rejects`)).statusCode).toBe(200);

    expect(await nextEvent(other.own, EXPERT_PRIVATE_EVENTS.questionOffered)).toMatchObject({ qid });
    await settle();
    // One publish for the requeue, naming the other expert's channel only.
    const offers = publishesOf(EXPERT_PRIVATE_EVENTS.questionOffered, qid);
    expect(offers).toEqual([
      { channels: [CHANNELS.subjectQueue(subject)], event: SUBJECT_QUEUE_EVENTS.questionOffered },
      { channels: [CHANNELS.privateExpert(other.account.id)], event: EXPERT_PRIVATE_EVENTS.questionOffered },
    ]);
    expect(digestsOf(qid)).toEqual([{ channels: [CHANNELS.subjectDigest(subject)], offered: qid }]);
    expect(namedOffers(rejecter.own, qid)).toEqual([]);
    expect(namedOffers(rejecter.queue, qid)).toHaveLength(1);
  });
});
