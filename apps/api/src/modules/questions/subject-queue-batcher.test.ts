import {
  CHANNELS,
  queueOfferOf,
  REALTIME_PAYLOADS,
  SUBJECT_DIGEST_BATCH_MS,
  SUBJECT_DIGEST_EVENTS,
  SUBJECT_QUEUE_BATCH_MAX_BYTES,
  SUBJECT_QUEUE_BATCH_MS,
  SUBJECT_QUEUE_EVENTS,
} from '@photostudy/contracts';
import { waitingQueueRow } from '@photostudy/contracts/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordingPublisher } from '../../core/realtime-publisher';
import { splitBatches, SUBJECT_QUEUE_PACES, SubjectQueueBatcher } from './subject-queue-batcher';
import { clusterWideDelivery, type SubjectQueueChange, type SubjectQueueDelivery } from './subject-queue-delivery';

const WINDOW_MS = 50;
/** The live pace alone (the digest has its own test below). */
const LIVE = [{ channelOf: CHANNELS.subjectQueue, windowMs: WINDOW_MS, carries: 'rows' as const }];
/** An offer: the question as the experts' queue lists it, less what every waiting question is. */
const offer = (qid: number, title = `Question ${qid}`) => queueOfferOf(waitingQueueRow(qid, { tid: 3, title, created: 1_800_000_000 }));

describe('SubjectQueueBatcher', () => {
  let publisher: RecordingPublisher;
  let errors: object[];
  let batcher: SubjectQueueBatcher;
  const channel = CHANNELS.subjectQueue(3);

  beforeEach(() => {
    vi.useFakeTimers();
    publisher = new RecordingPublisher();
    errors = [];
    batcher = new SubjectQueueBatcher(clusterWideDelivery(publisher), { error: (obj) => errors.push(obj) }, LIVE);
  });
  afterEach(() => vi.useRealTimers());

  it('tells a quiet queue at once, with the single event', async () => {
    await batcher.offer(3, offer(1));
    expect(publisher.sent).toEqual([{ channels: [channel], event: SUBJECT_QUEUE_EVENTS.questionOffered, data: offer(1) }]);
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    // Nothing came in the window: it closes, and the next change goes out at once again.
    await batcher.withdraw(3, 1);
    expect(publisher.sent.at(-1)).toEqual({ channels: [channel], event: SUBJECT_QUEUE_EVENTS.questionWithdrawn, data: { qid: 1 } });
  });

  it('gathers a burst into one subjectQueueChanged per window, each qid with its latest change', async () => {
    await batcher.offer(3, offer(1));
    for (const qid of [2, 3, 4]) await batcher.offer(3, offer(qid));
    await batcher.withdraw(3, 1);
    await batcher.withdraw(3, 3); // offered and withdrawn within the window: the experts only hear it left
    await batcher.offer(3, offer(9)); // another subject's window is its own
    expect(publisher.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    expect(publisher.sent).toHaveLength(2);
    const batch = publisher.sent[1]!;
    expect(batch.event).toBe(SUBJECT_QUEUE_EVENTS.subjectQueueChanged);
    // Offers carry the queue's rows (the console adds them as they are), withdrawals their qids.
    expect(batch.data).toEqual({ offered: [offer(2), offer(4), offer(9)], withdrawn: [1, 3] });
    expect(REALTIME_PAYLOADS.subjectQueueChanged.parse(batch.data)).toEqual(batch.data);
    // That publish opened the next window: a change now waits for it.
    await batcher.offer(3, offer(10));
    expect(publisher.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    // One gathered change goes out as its single event.
    expect(publisher.sent[2]).toEqual({ channels: [channel], event: SUBJECT_QUEUE_EVENTS.questionOffered, data: offer(10) });
  });

  it('keeps subjects apart', async () => {
    await batcher.offer(3, offer(1));
    await batcher.offer(4, offer(2));
    expect(publisher.sent.map((s) => s.channels)).toEqual([[channel], [CHANNELS.subjectQueue(4)]]);
  });

  it('publishes what is gathered when the server stops', async () => {
    await batcher.offer(3, offer(1));
    await batcher.offer(3, offer(2));
    await batcher.withdraw(3, 5);
    await batcher.flushAll();
    expect(publisher.sent[1]?.data).toEqual({ offered: [offer(2)], withdrawn: [5] });
    await vi.advanceTimersByTimeAsync(WINDOW_MS * 3);
    expect(publisher.sent).toHaveLength(2);
  });

  it('logs a failed publish and goes on with the next window', async () => {
    await batcher.offer(3, offer(1));
    await batcher.offer(3, offer(2));
    await batcher.offer(3, offer(3));
    const publish = vi.spyOn(publisher, 'publish').mockRejectedValueOnce(new Error('redis down'));
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    expect(errors).toHaveLength(1);
    publish.mockRestore();
    await batcher.offer(3, offer(4));
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    expect(publisher.sent.at(-1)?.data).toEqual(offer(4));
  });

  it('splits a batch that would pass the size cap, in order', async () => {
    const cap = 2_000;
    const small = new SubjectQueueBatcher(clusterWideDelivery(publisher), { error: (obj) => errors.push(obj) }, LIVE, cap);
    await small.offer(3, offer(1));
    for (let qid = 100_000; qid < 100_040; qid++) await small.offer(3, offer(qid, 'x'.repeat(300)));
    await small.withdraw(3, 1);
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    const batches = publisher.sent.slice(1);
    expect(batches.length).toBeGreaterThan(1);
    for (const b of batches) {
      expect(b.event).toBe(SUBJECT_QUEUE_EVENTS.subjectQueueChanged);
      expect(Buffer.byteLength(JSON.stringify(b.data))).toBeLessThanOrEqual(cap);
    }
    const data = batches.map((b) => REALTIME_PAYLOADS.subjectQueueChanged.parse(b.data));
    expect(data.flatMap((d) => d.offered.map((o) => o.qid))).toEqual(Array.from({ length: 40 }, (_, i) => 100_000 + i));
    expect(data.flatMap((d) => d.withdrawn)).toEqual([1]);
  });

  it('carries a window of 10 offers with long titles in one frame under the cap', async () => {
    await batcher.offer(3, offer(1));
    for (let qid = 1_000_000; qid < 1_000_010; qid++) await batcher.offer(3, offer(qid, 'y'.repeat(200)));
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    expect(publisher.sent).toHaveLength(2);
    expect(Buffer.byteLength(JSON.stringify(publisher.sent[1]?.data))).toBeLessThanOrEqual(SUBJECT_QUEUE_BATCH_MAX_BYTES);
  });
});

describe('SubjectQueueBatcher past the queue limit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends the newest question's qid alone while the limit's worth of older ones wait, and rows again once one leaves", async () => {
    const publisher = new RecordingPublisher();
    const limit = 3;
    const batcher = new SubjectQueueBatcher(
      clusterWideDelivery(publisher),
      { error: () => undefined },
      LIVE,
      SUBJECT_QUEUE_BATCH_MAX_BYTES,
      limit,
    );
    const channel = CHANNELS.subjectQueue(3);
    const sent = () => publisher.sent.map((s) => [s.event, s.data]);
    for (const qid of [1, 2, 3]) await batcher.offer(3, offer(qid));
    // The fourth and fifth: three older wait, so no console lists them.
    await batcher.offer(3, offer(4));
    await batcher.offer(3, offer(5));
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    expect(sent()).toEqual([
      [SUBJECT_QUEUE_EVENTS.questionOffered, offer(1)],
      [SUBJECT_QUEUE_EVENTS.subjectQueueChanged, { offered: [offer(2), offer(3)], withdrawn: [], beyond_limit: [4, 5] }],
    ]);
    expect(REALTIME_PAYLOADS.subjectQueueChanged.safeParse(publisher.sent[1]?.data).success).toBe(true);
    // Three leave: two wait, below the limit again, so the next one goes with its row.
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    await batcher.withdraw(3, 1);
    await batcher.withdraw(3, 2);
    await batcher.withdraw(3, 3);
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    publisher.sent.length = 0;
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    await batcher.offer(3, offer(6));
    expect(sent()).toEqual([[SUBJECT_QUEUE_EVENTS.questionOffered, offer(6)]]);
    // A question offered again (requeued) is older than those that wait: its row goes.
    await vi.advanceTimersByTimeAsync(WINDOW_MS * 2);
    await batcher.offer(3, offer(7));
    await batcher.offer(3, offer(8));
    await vi.advanceTimersByTimeAsync(WINDOW_MS * 2);
    publisher.sent.length = 0;
    await batcher.offer(3, offer(2));
    expect(sent()).toEqual([[SUBJECT_QUEUE_EVENTS.questionOffered, offer(2)]]);
    expect(publisher.sent.every((s) => s.channels.includes(channel))).toBe(true);
  });

  it('counts the questions before an offer in the queue order, so an ask committed after a newer one goes as its qid too', async () => {
    const publisher = new RecordingPublisher();
    const batcher = new SubjectQueueBatcher(
      clusterWideDelivery(publisher),
      { error: () => undefined },
      LIVE,
      SUBJECT_QUEUE_BATCH_MAX_BYTES,
      3,
    );
    const at = (qid: number, created: number) => queueOfferOf(waitingQueueRow(qid, { tid: 3, title: `Question ${qid}`, created }));
    for (const qid of [1, 2, 3, 5]) await batcher.offer(3, at(qid, 1_800_000_000));
    // Concurrent asks commit out of their qids' order: 4 comes after 5, with 1, 2 and 3 before it.
    await batcher.offer(3, at(4, 1_800_000_000));
    // Asked a second earlier than every question that waits (its qid is newer, its ask time is not): the consoles list it.
    await batcher.offer(3, at(6, 1_799_999_999));
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    expect(publisher.sent.map((s) => s.data)).toEqual([
      at(1, 1_800_000_000),
      { offered: [at(2, 1_800_000_000), at(3, 1_800_000_000), at(6, 1_799_999_999)], withdrawn: [], beyond_limit: [5, 4] },
    ]);
  });

  it('sends a lone offer past the limit as a batch of its qid, and splits such qids under the size cap', async () => {
    const publisher = new RecordingPublisher();
    const batcher = new SubjectQueueBatcher(clusterWideDelivery(publisher), { error: () => undefined }, LIVE, 200, 1);
    await batcher.offer(3, offer(1));
    await vi.advanceTimersByTimeAsync(WINDOW_MS * 2);
    await batcher.offer(3, offer(2));
    expect(publisher.sent.at(-1)).toMatchObject({
      event: SUBJECT_QUEUE_EVENTS.subjectQueueChanged,
      data: { offered: [], withdrawn: [], beyond_limit: [2] },
    });
    for (let qid = 100_000; qid < 100_060; qid++) await batcher.offer(3, offer(qid));
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    const batches = publisher.sent.slice(2).map((s) => REALTIME_PAYLOADS.subjectQueueChanged.parse(s.data));
    expect(batches.length).toBeGreaterThan(1);
    for (const b of batches) expect(Buffer.byteLength(JSON.stringify(b))).toBeLessThanOrEqual(200);
    expect(batches.flatMap((b) => b.beyond_limit ?? [])).toEqual(Array.from({ length: 60 }, (_, i) => 100_000 + i));
  });
});

describe('SubjectQueueBatcher, live and digest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends every change on the subject's queue channel at once or within its window, and its qids on its digest channel every second", async () => {
    const publisher = new RecordingPublisher();
    const batcher = new SubjectQueueBatcher(clusterWideDelivery(publisher), { error: () => undefined });
    const live = CHANNELS.subjectQueue(3);
    const digest = CHANNELS.subjectDigest(3);
    const on = (channel: string) => publisher.sent.filter((s) => s.channels.includes(channel));
    const digestEvent = (offered: number[], withdrawn: number[] = []) => ({
      channels: [digest],
      event: SUBJECT_DIGEST_EVENTS.subjectQueueDigest,
      data: { offered, withdrawn },
    });
    // A quiet queue: both channels are told at once, the live one the row, the digest its qid.
    await batcher.offer(3, offer(1));
    expect(on(live)).toEqual([{ channels: [live], event: SUBJECT_QUEUE_EVENTS.questionOffered, data: offer(1) }]);
    expect(on(digest)).toEqual([digestEvent([1])]);
    // Asks every 100 ms for a second: the live channel tells each within its window (SUBJECT_QUEUE_BATCH_MS), the digest
    // gathers them.
    for (let qid = 2; qid <= 11; qid++) {
      await vi.advanceTimersByTimeAsync(100);
      await batcher.offer(3, offer(qid));
    }
    await vi.advanceTimersByTimeAsync(SUBJECT_QUEUE_BATCH_MS);
    expect(on(live).length).toBeGreaterThanOrEqual(10);
    expect(on(digest)).toEqual([digestEvent([1]), digestEvent(Array.from({ length: 9 }, (_, i) => i + 2))]);
    await vi.advanceTimersByTimeAsync(SUBJECT_DIGEST_BATCH_MS);
    // Every offer reached both, in order.
    const qidsOn = (channel: string) =>
      on(channel).flatMap((s) => {
        const data = s.data as { offered?: Array<{ qid: number } | number>; qid?: number };
        return (data.offered ?? [data as { qid: number }]).map((o) => (typeof o === 'number' ? o : o.qid));
      });
    expect(qidsOn(live)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(qidsOn(digest)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    for (const sent of on(digest)) expect(REALTIME_PAYLOADS.subjectQueueDigest.safeParse(sent.data).success).toBe(true);
    expect(SUBJECT_QUEUE_PACES.map((p) => p.windowMs)).toEqual([SUBJECT_QUEUE_BATCH_MS, SUBJECT_DIGEST_BATCH_MS]);
  });

  it('tells the digest a withdrawal as a qid, alone at once or with the window, and a question offered and withdrawn in one window once', async () => {
    const publisher = new RecordingPublisher();
    const batcher = new SubjectQueueBatcher(clusterWideDelivery(publisher), { error: () => undefined });
    const digest = CHANNELS.subjectDigest(3);
    const onDigest = () => publisher.sent.filter((s) => s.channels.includes(digest)).map((s) => [s.event, s.data]);
    await batcher.withdraw(3, 7);
    await batcher.offer(3, offer(8));
    await batcher.withdraw(3, 8);
    await batcher.withdraw(3, 9);
    await vi.advanceTimersByTimeAsync(SUBJECT_DIGEST_BATCH_MS);
    expect(onDigest()).toEqual([
      [SUBJECT_DIGEST_EVENTS.subjectQueueDigest, { offered: [], withdrawn: [7] }],
      [SUBJECT_DIGEST_EVENTS.subjectQueueDigest, { offered: [], withdrawn: [8, 9] }],
    ]);
  });

  it("keeps a window's digest under the size cap however many questions it gathers", async () => {
    const publisher = new RecordingPublisher();
    const batcher = new SubjectQueueBatcher(clusterWideDelivery(publisher), { error: () => undefined });
    const digest = CHANNELS.subjectDigest(3);
    await batcher.offer(3, offer(1));
    for (let qid = 1_000_000; qid < 1_003_000; qid++) await batcher.offer(3, offer(qid));
    await vi.advanceTimersByTimeAsync(SUBJECT_DIGEST_BATCH_MS);
    const frames = publisher.sent.filter((s) => s.channels.includes(digest)).slice(1);
    expect(frames.length).toBeGreaterThan(1);
    for (const f of frames) expect(Buffer.byteLength(JSON.stringify(f.data))).toBeLessThanOrEqual(SUBJECT_QUEUE_BATCH_MAX_BYTES);
    expect(frames.flatMap((f) => (f.data as { offered: number[] }).offered)).toEqual(
      Array.from({ length: 3_000 }, (_, i) => 1_000_000 + i),
    );
  });
});

/** Nodes whose batchers share their changes over an in-memory bus, each publishing to its own sockets (recorded). */
function cluster(size: number) {
  const handlers: ((change: SubjectQueueChange) => void)[] = [];
  return Array.from({ length: size }, (_, node) => {
    const sockets = new RecordingPublisher();
    const delivery: SubjectQueueDelivery = {
      publish: (channel, event, data) => sockets.publish(channel, event, data),
      share: (change) => handlers.forEach((handler, other) => other !== node && handler(JSON.parse(JSON.stringify(change)))),
      onShared: (handler) => void (handlers[node] = handler),
    };
    return { sockets, batcher: new SubjectQueueBatcher(delivery, { error: () => undefined }, LIVE) };
  });
}

describe('SubjectQueueBatcher on several nodes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("gathers the whole cluster's changes into one frame per window on each node", async () => {
    const [a, b] = cluster(2) as [ReturnType<typeof cluster>[0], ReturnType<typeof cluster>[0]];
    await a.batcher.offer(3, offer(1)); // a quiet queue: at once, on both nodes
    await b.batcher.offer(3, offer(2));
    await a.batcher.offer(3, offer(3));
    await b.batcher.withdraw(3, 1); // claimed on b
    await a.batcher.offer(3, offer(4));
    for (const node of [a, b])
      expect(node.sockets.sent).toEqual([
        { channels: [CHANNELS.subjectQueue(3)], event: SUBJECT_QUEUE_EVENTS.questionOffered, data: offer(1) },
      ]);
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    for (const node of [a, b]) {
      expect(node.sockets.sent).toHaveLength(2);
      expect(node.sockets.sent[1]).toMatchObject({
        event: SUBJECT_QUEUE_EVENTS.subjectQueueChanged,
        data: { offered: [offer(2), offer(3), offer(4)], withdrawn: [1] },
      });
    }
  });
});

describe('splitBatches', () => {
  it('puts everything in one batch when it fits, and nothing in none', () => {
    expect(splitBatches([offer(1)], [2, 3], 9000)).toEqual([{ offered: [offer(1)], withdrawn: [2, 3] }]);
    expect(splitBatches([], [], 9000)).toEqual([]);
  });

  it('gives an offer or a qid larger than the cap a batch of its own rather than dropping it', () => {
    expect(splitBatches([offer(1), offer(2)], [], 10)).toEqual([
      { offered: [offer(1)], withdrawn: [] },
      { offered: [offer(2)], withdrawn: [] },
    ]);
    expect(splitBatches([], [123456, 7], 10)).toEqual([
      { offered: [], withdrawn: [123456] },
      { offered: [], withdrawn: [7] },
    ]);
  });
});
