import {
  CHANNELS,
  EXPERT_PRIVATE_EVENTS,
  queueOfferOf,
  STUDENT_PRESENCE_EVENTS,
  SUBJECT_DIGEST_EVENTS,
  SUBJECT_QUEUE_EVENTS,
  WRITING_SUBJECT,
} from '@photostudy/contracts';
import { TEST_CLIENT_CONFIG, fakeRealtimeTransport, mockFetchRoutes } from '@photostudy/client/testing';
import { waitingQueueRow } from '@photostudy/contracts/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleRealtime, type QueueDelta, type QueueDigest, type SessionEvent } from './realtime';

/** An offer as the server sends it (snake_case): the queue's row less what every waiting question is. */
function wireOffer(qid: number, title = 'sin x') {
  return queueOfferOf(waitingQueueRow(qid, { tid: 3, title, subject_title: 'Trigonometry', created: 1, updated: 1 }));
}

async function setup() {
  mockFetchRoutes({ 'GET /api/client-config': { body: TEST_CLIENT_CONFIG } });
  const fake = fakeRealtimeTransport();
  const realtime = new ConsoleRealtime({ createTransport: () => fake.transport, log: vi.fn() });
  const heard = { sessions: [] as SessionEvent[], queue: 0, deltas: [] as QueueDelta[], digests: [] as QueueDigest[], reconnected: 0 };
  realtime.listen({
    onQueueChanged: () => (heard.queue += 1),
    onQueueDelta: (delta) => heard.deltas.push(delta),
    onQueueDigest: (digest) => heard.digests.push(digest),
    onSessionEvent: (event) => heard.sessions.push(event),
    onReconnected: () => (heard.reconnected += 1),
  });
  await realtime.connect(9);
  return { fake, realtime, heard };
}

describe('console realtime', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('joins my channel, presence-experts while online, and the followed student', async () => {
    const { fake, realtime } = await setup();
    expect([...fake.channels.keys()]).toEqual([CHANNELS.privateExpert(9)]);
    realtime.setOnline(true);
    realtime.followStudent(7);
    expect([...fake.channels.keys()]).toEqual([CHANNELS.privateExpert(9), CHANNELS.presenceExperts, CHANNELS.presenceStudent(7)]);
    realtime.setOnline(false);
    realtime.followStudent(null);
    expect([...fake.channels.keys()]).toEqual([CHANNELS.privateExpert(9)]);
  });

  it("joins my subjects' queue channels while online only (none for Writing), and follows a change of subjects", async () => {
    const { fake, realtime } = await setup();
    realtime.setSubjects([1, 5, WRITING_SUBJECT.tid, 5]);
    expect([...fake.channels.keys()]).toEqual([CHANNELS.privateExpert(9)]);
    realtime.setOnline(true);
    expect([...fake.channels.keys()]).toEqual([
      CHANNELS.privateExpert(9),
      CHANNELS.presenceExperts,
      CHANNELS.subjectQueue(1),
      CHANNELS.subjectQueue(5),
    ]);
    realtime.setSubjects([5, 6]);
    expect([...fake.channels.keys()]).toEqual([
      CHANNELS.privateExpert(9),
      CHANNELS.presenceExperts,
      CHANNELS.subjectQueue(5),
      CHANNELS.subjectQueue(6),
    ]);
    realtime.setOnline(false);
    expect([...fake.channels.keys()]).toEqual([CHANNELS.privateExpert(9)]);
  });

  it("hears my subjects' digests instead of their live queues while I hold an open question, and reads the queue on each switch", async () => {
    const { fake, realtime, heard } = await setup();
    fake.setState('connecting', 'connected');
    realtime.setOnline(true);
    realtime.setSubjects([3, 5]);
    for (const name of fake.channels.keys()) fake.resubscribe(name);
    const reads = heard.reconnected;
    realtime.setBusy(true);
    expect([...fake.channels.keys()]).toEqual([
      CHANNELS.privateExpert(9),
      CHANNELS.presenceExperts,
      CHANNELS.subjectDigest(3),
      CHANNELS.subjectDigest(5),
    ]);
    realtime.setBusy(true); // no change, nothing joined again
    for (const name of [CHANNELS.subjectDigest(3), CHANNELS.subjectDigest(5)]) fake.resubscribe(name);
    // Offers sent while switching were missed: the queue is read again once the digests are joined.
    expect(heard.reconnected).toBeGreaterThan(reads);
    // A digest tells qids, with its subject.
    fake.emit(CHANNELS.subjectDigest(5), SUBJECT_DIGEST_EVENTS.subjectQueueDigest, { offered: [10, 12], withdrawn: [9] });
    expect(heard.digests).toEqual([{ subjectId: 5, offered: [10, 12], withdrawn: [9] }]);
    expect(heard.deltas).toEqual([]);
    // A live channel left behind is not heard any more.
    fake.emit(CHANNELS.subjectQueue(3), SUBJECT_QUEUE_EVENTS.questionOffered, wireOffer(11));
    expect(heard.deltas).toEqual([]);
    // The session over, the live queues come back; offline, none at all.
    realtime.setBusy(false);
    expect([...fake.channels.keys()]).toEqual([
      CHANNELS.privateExpert(9),
      CHANNELS.presenceExperts,
      CHANNELS.subjectQueue(3),
      CHANNELS.subjectQueue(5),
    ]);
    realtime.setBusy(true);
    realtime.setOnline(false);
    expect([...fake.channels.keys()]).toEqual([CHANNELS.privateExpert(9)]);
    realtime.setOnline(true);
    expect([...fake.channels.keys()]).toContain(CHANNELS.subjectDigest(3));
  });

  it("hears offers and withdrawals on my subjects' queue channels as deltas of my queue, and asks for a queue read once they are joined", async () => {
    const { fake, realtime, heard } = await setup();
    fake.setState('connecting', 'connected');
    realtime.setOnline(true);
    realtime.setSubjects([3]);
    const queue = CHANNELS.subjectQueue(3);
    for (const name of fake.channels.keys()) fake.resubscribe(name);
    // Offers sent while the channel was being joined were missed: the queue is read again.
    expect(heard.reconnected).toBe(1);
    fake.emit(queue, SUBJECT_QUEUE_EVENTS.questionOffered, wireOffer(8));
    fake.emit(queue, SUBJECT_QUEUE_EVENTS.questionWithdrawn, { qid: 8 });
    expect(heard.deltas).toEqual([
      {
        offered: [
          expect.objectContaining({ qid: 8, subjectTitle: 'Trigonometry', title: 'sin x', metaData: { mindset: { title: 'Explain it' } } }),
        ],
        withdrawn: [],
      },
      { offered: [], withdrawn: [8] },
    ]);
    // A malformed offer (the old shape without the queue's row), or any other event there, changes nothing.
    fake.emit(queue, SUBJECT_QUEUE_EVENTS.questionOffered, { qid: 9, subject_title: 'Trigonometry', title: 'sin x', created: 1 });
    fake.emit(queue, EXPERT_PRIVATE_EVENTS.assignmentChanged, { qid: 8, state: 'connecting' });
    expect(heard.deltas).toHaveLength(2);
    // A burst gathered by the server: one delta with every row and qid.
    fake.emit(queue, SUBJECT_QUEUE_EVENTS.subjectQueueChanged, { offered: [wireOffer(10), wireOffer(11)], withdrawn: [9] });
    expect(heard.deltas[2]).toEqual({
      offered: [expect.objectContaining({ qid: 10 }), expect.objectContaining({ qid: 11 })],
      withdrawn: [9],
    });
    // Offers past the queue's limit come as qids, with the channel's subject.
    fake.emit(queue, SUBJECT_QUEUE_EVENTS.subjectQueueChanged, { offered: [], withdrawn: [], beyond_limit: [13, 14] });
    expect(heard.deltas[3]).toEqual({
      offered: [],
      withdrawn: [],
      beyondLimit: { subjectId: Number(queue.split('-').at(-1)), qids: [13, 14] },
    });
    // A malformed batch (qids only, the old shape, or no lists) changes nothing.
    fake.emit(queue, SUBJECT_QUEUE_EVENTS.subjectQueueChanged, { offered: [12], withdrawn: [] });
    fake.emit(queue, SUBJECT_QUEUE_EVENTS.subjectQueueChanged, { offered: 12 });
    fake.emit(queue, SUBJECT_QUEUE_EVENTS.subjectQueueChanged, { offered: [], withdrawn: [], beyond_limit: [{ qid: 15 }] });
    expect(heard.deltas).toHaveLength(4);
    // None of it read the queue again.
    expect(heard.queue).toBe(0);
  });

  it('hears checked camelCase offers and session events, and drops payloads the contracts refuse', async () => {
    const { fake, realtime, heard } = await setup();
    realtime.followStudent(7);
    fake.emit(CHANNELS.privateExpert(9), EXPERT_PRIVATE_EVENTS.questionOffered, wireOffer(5, 'x'));
    fake.emit(CHANNELS.privateExpert(9), EXPERT_PRIVATE_EVENTS.questionOffered, { qid: 6 });
    fake.emit(CHANNELS.presenceStudent(7), STUDENT_PRESENCE_EVENTS.sessionIdleWarning, { qid: 5, type: 'idle_warning' });
    fake.emit(CHANNELS.presenceStudent(7), STUDENT_PRESENCE_EVENTS.sessionIdleWarning, { qid: 5, type: 'bogus' });
    // The valid offer alone reached my queue.
    expect(heard.deltas).toEqual([
      { offered: [expect.objectContaining({ qid: 5, subjectTitle: 'Trigonometry', title: 'x' })], withdrawn: [] },
    ]);
    expect(heard.sessions).toEqual([{ name: 'idleWarning', qid: 5, data: { qid: 5, type: 'idle_warning' } }]);
  });

  it("hands the followed student's spreadsheet batches on apart from the chat's events, JSON text untouched, malformed ones dropped", async () => {
    const { fake, realtime, heard } = await setup();
    const batches: unknown[] = [];
    realtime.listen({ onSheetOperations: (batch) => batches.push(batch) });
    realtime.followStudent(7);
    const opsJson = JSON.stringify([{ op: 'replace', id: 's1', path: ['data', 0, 0], value: { luckysheet_select_save: 1 } }]);
    const batch = { qid: 5, seq: 3, author_uid: 7, client_batch_id: 'b-3', ops_json: opsJson, created: 1 };
    fake.emit(CHANNELS.presenceStudent(7), STUDENT_PRESENCE_EVENTS.sheetOperationsAdded, batch);
    fake.emit(CHANNELS.presenceStudent(7), STUDENT_PRESENCE_EVENTS.sheetOperationsAdded, { ...batch, seq: 4, ops_json: null });
    fake.emit(CHANNELS.presenceStudent(7), STUDENT_PRESENCE_EVENTS.sheetOperationsAdded, { qid: 5, seq: 'x' });
    expect(batches).toEqual([
      { qid: 5, seq: 3, authorUid: 7, clientBatchId: 'b-3', opsJson, created: 1 },
      { qid: 5, seq: 4, authorUid: 7, clientBatchId: 'b-3', opsJson: null, created: 1 },
    ]);
    expect(heard.sessions).toEqual([]);
  });

  it('hears Writing queue changes apart from the live queue, and drops a payload the contracts refuse', async () => {
    const { fake, realtime, heard } = await setup();
    const writing: unknown[] = [];
    realtime.listen({ onWritingQueueChanged: (change) => writing.push(change) });
    fake.emit(CHANNELS.privateExpert(9), EXPERT_PRIVATE_EVENTS.writingQueueChanged, { id: 12, state: 'claimed' });
    fake.emit(CHANNELS.privateExpert(9), EXPERT_PRIVATE_EVENTS.writingQueueChanged, { id: 13, state: 'lost' });
    expect(writing).toEqual([{ id: 12, state: 'claimed' }]);
    expect(heard.queue).toBe(0);
  });

  it('sends typing on the followed student channel and reports the reload owed once it is joined', async () => {
    const { fake, realtime, heard } = await setup();
    fake.setState('connecting', 'connected');
    realtime.followStudent(7);
    fake.resubscribe(CHANNELS.presenceStudent(7));
    expect(heard.reconnected).toBe(1);
    realtime.sendTyping(5, true);
    expect(fake.channels.get(CHANNELS.presenceStudent(7))?.triggered).toEqual([{ eventName: 'client-tutorTyping', data: { qid: 5 } }]);
  });

  it('tells whether the followed student is on their presence channel, from its member events', async () => {
    const { fake, realtime } = await setup();
    const changes = vi.fn();
    realtime.listen({ onStudentPresence: changes });
    fake.setState('connecting', 'connected');
    realtime.followStudent(7);
    const channel = CHANNELS.presenceStudent(7);
    expect(realtime.studentPresence(7)).toBe('unknown');
    // pusher-js hands the members on joining (its Members object), then each one who comes or goes.
    fake.emit(channel, 'pusher:subscription_succeeded', { members: { '9': { role: 'expert' } }, count: 1, myID: '9' });
    expect(realtime.studentPresence(7)).toBe('offline');
    fake.emit(channel, 'pusher:member_added', { id: '7', info: { role: 'student' } });
    expect(realtime.studentPresence(7)).toBe('online');
    fake.emit(channel, 'pusher:member_removed', { id: '7', info: { role: 'student' } });
    expect(realtime.studentPresence(7)).toBe('offline');
    fake.emit(channel, 'pusher:member_added', { id: '7', info: { role: 'student' } });
    expect(changes).toHaveBeenCalled();
    // Another student's channel, or my own connection dropping, tells nothing about this one.
    expect(realtime.studentPresence(8)).toBe('unknown');
    fake.setState('connected', 'connecting');
    expect(realtime.studentPresence(7)).toBe('unknown');
    fake.setState('connecting', 'connected');
    fake.emit(channel, 'pusher:subscription_succeeded', { members: { '7': {}, '9': {} }, count: 2, myID: '9' });
    expect(realtime.studentPresence(7)).toBe('online');
    realtime.followStudent(null);
    expect(realtime.studentPresence(7)).toBe('unknown');
  });
});
