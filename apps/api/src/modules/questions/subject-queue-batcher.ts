import {
  CHANNELS,
  compareQueueOrder,
  EXPERT_QUEUE_LIMIT,
  type RealtimePayload,
  SUBJECT_DIGEST_BATCH_MS,
  SUBJECT_DIGEST_EVENTS,
  SUBJECT_QUEUE_BATCH_MAX_BYTES,
  SUBJECT_QUEUE_BATCH_MS,
  SUBJECT_QUEUE_EVENTS,
} from '@photostudy/contracts';
import type { SubjectQueueChange, SubjectQueueDelivery } from './subject-queue-delivery';

type Offer = RealtimePayload<'questionOffered'>;
/** An offer as a window keeps it: the queue's row, or its qid alone when it is past the queue's limit (`beyond_limit`). */
type GatheredOffer = Offer | number;
const qidOf = (offer: GatheredOffer) => (typeof offer === 'number' ? offer : offer.qid);

/**
 * What a node knows waits in a subject's queue: the questions offered on its channel and not withdrawn since, by qid,
 * with their ask time (`created`, which with the qid orders the queue: `compareQueueOrder`).
 */
type KnownWaiting = Map<number, number>;

/**
 * One channel per subject on which the queue's changes go out, gathered for its own window: with the offers' rows
 * (`rows`: the queue's events) or as bare qids (`qids`: `subjectQueueDigest`).
 */
export interface SubjectQueuePace {
  channelOf: (subjectId: number) => string;
  windowMs: number;
  carries: 'rows' | 'qids';
}

/**
 * Every subject's queue goes out twice: live on its queue channel (the experts who can claim: a first change at once,
 * then 100 ms windows, with the rows they claim from), and as a digest on its digest channel (its experts who hold an
 * open question, and cannot claim until it ends: 1 s windows of qids, so a busy expert costs a small frame a second,
 * not a row per ask).
 */
export const SUBJECT_QUEUE_PACES: readonly SubjectQueuePace[] = [
  { channelOf: CHANNELS.subjectQueue, windowMs: SUBJECT_QUEUE_BATCH_MS, carries: 'rows' },
  { channelOf: CHANNELS.subjectDigest, windowMs: SUBJECT_DIGEST_BATCH_MS, carries: 'qids' },
];

/** The changes of one subject's queue gathered while a channel's window is open (a qid's latest change wins). */
interface Gathering {
  pace: SubjectQueuePace;
  timer: NodeJS.Timeout;
  offered: Map<number, GatheredOffer>;
  withdrawn: Set<number>;
}

/**
 * The subject queue channels' changes, coalesced (issue 19), on each of the subject's channels at its own pace
 * (`SUBJECT_QUEUE_PACES`; below, a window is one channel's). The first offer or withdrawal of a subject after a quiet
 * spell is published at once, exactly as a single `questionOffered` / `questionWithdrawn`; it opens a window of
 * `SUBJECT_QUEUE_BATCH_MS` in which that subject's further changes are gathered and then published together as one
 * `subjectQueueChanged` (or, when only one came, as its single event), which opens the next window; on the digest
 * channel every change goes as `subjectQueueDigest`, qids only. So a quiet queue is told at once, and a burst of 1,000
 * asks or claims costs every expert of the subject a frame per window (more when its offers' rows pass the size cap)
 * instead of one per question; the console applies each to the queue it holds.
 * Per node, with the whole cluster's changes: on our channels server each node shares its changes with the others and
 * publishes to its own sockets only (`perNodeDelivery`), so an expert gets one frame per window however many nodes
 * there are; elsewhere each node's publishes reach every node (`clusterWideDelivery`).
 */
export class SubjectQueueBatcher {
  /** Open windows by channel. */
  private readonly windows = new Map<string, Gathering>();
  /** By subject, what waits as far as this node saw (its own and the other nodes' changes since it started). */
  private readonly waiting = new Map<number, KnownWaiting>();

  constructor(
    private readonly delivery: SubjectQueueDelivery,
    private readonly log: { error(obj: object, msg: string): void },
    private readonly paces: readonly SubjectQueuePace[] = SUBJECT_QUEUE_PACES,
    private readonly maxBytes = SUBJECT_QUEUE_BATCH_MAX_BYTES,
    private readonly queueLimit = EXPERT_QUEUE_LIMIT,
  ) {
    delivery.onShared((change) => {
      this.gather(change).catch((err: unknown) =>
        this.log.error({ err, subjectId: change.subjectId }, 'subject queue change could not be published'),
      );
    });
  }

  /** Offers a question to every expert of its subject. */
  offer(subjectId: number, offer: Offer): Promise<void> {
    return this.change({ subjectId, offered: offer });
  }

  /** Tells every expert of the subject that a question left the queue. */
  withdraw(subjectId: number, qid: number): Promise<void> {
    return this.change({ subjectId, withdrawn: qid });
  }

  private change(change: SubjectQueueChange): Promise<void> {
    this.delivery.share(change);
    return this.gather(change);
  }

  /** A change made here or on another node, on each of the subject's channels. */
  private async gather(change: SubjectQueueChange): Promise<void> {
    const offered = 'offered' in change ? this.asGathered(change.subjectId, change.offered) : undefined;
    if ('withdrawn' in change) this.waiting.get(change.subjectId)?.delete(change.withdrawn);
    await Promise.all(this.paces.map((pace) => this.gatherOn(pace.channelOf(change.subjectId), pace, change, offered)));
  }

  /**
   * The offer as it goes out: its qid alone when at least `queueLimit` questions known to wait come before it in the
   * queue's order (every console lists the oldest `EXPERT_QUEUE_LIMIT` of its queue, so no console would list its row;
   * one whose queue is not full, having passed on some, reads its queue), otherwise its row. Counted, not taken from the
   * newest qid: concurrent asks commit, and so are offered, out of their qids' order (at 1,000 asks in 3 s some 420 of
   * the 1,000 offers went with their rows, ~230 MB to 1,100 experts, against ~99 and ~65 MB counted). A node that has
   * not seen every waiting question (it started since, or hosted Pusher) knows fewer and sends a row too many; one that
   * missed a withdrawal knows a qid too many, and a console whose queue is not full reads it.
   */
  private asGathered(subjectId: number, offer: Offer): GatheredOffer {
    let known = this.waiting.get(subjectId);
    if (!known) this.waiting.set(subjectId, (known = new Map()));
    known.delete(offer.qid);
    const isBeyond = known.size >= this.queueLimit && this.countOlder(known, offer) >= this.queueLimit;
    known.set(offer.qid, offer.created);
    return isBeyond ? offer.qid : offer;
  }

  /** How many known waiting questions come before the offer, counted up to the queue's limit (enough to decide). */
  private countOlder(known: KnownWaiting, offer: Offer): number {
    let older = 0;
    for (const [qid, created] of known) {
      if (compareQueueOrder({ created, qid }, offer) < 0 && ++older >= this.queueLimit) break;
    }
    return older;
  }

  /** Published at once on a quiet channel, otherwise gathered in its window. */
  private gatherOn(channel: string, pace: SubjectQueuePace, change: SubjectQueueChange, offered?: GatheredOffer): Promise<void> {
    const open = this.windows.get(channel);
    if (!open) {
      this.openWindow(channel, pace);
      return this.publishChanges(channel, pace, offered === undefined ? [] : [offered], 'withdrawn' in change ? [change.withdrawn] : []);
    }
    if (offered !== undefined) {
      open.withdrawn.delete(qidOf(offered));
      open.offered.set(qidOf(offered), offered);
    } else if ('withdrawn' in change) {
      open.offered.delete(change.withdrawn);
      open.withdrawn.add(change.withdrawn);
    }
    return Promise.resolve();
  }

  /** Publishes every gathered change now and closes the windows (the server is stopping). */
  async flushAll(): Promise<void> {
    for (const channel of [...this.windows.keys()]) {
      const open = this.windows.get(channel);
      if (!open) continue;
      clearTimeout(open.timer);
      this.windows.delete(channel);
      await this.publishGathered(channel, open);
    }
  }

  private openWindow(channel: string, pace: SubjectQueuePace): void {
    const timer = setTimeout(() => void this.closeWindow(channel), pace.windowMs);
    timer.unref();
    this.windows.set(channel, { pace, timer, offered: new Map(), withdrawn: new Set() });
  }

  /** The window ended: nothing gathered closes it; otherwise what was gathered goes out and opens the next one. */
  private async closeWindow(channel: string): Promise<void> {
    const open = this.windows.get(channel);
    this.windows.delete(channel);
    if (!open || (!open.offered.size && !open.withdrawn.size)) return;
    this.openWindow(channel, open.pace);
    await this.publishGathered(channel, open).catch((err: unknown) =>
      this.log.error({ err, channel }, 'subject queue changes could not be published'),
    );
  }

  private publishGathered(channel: string, open: Gathering): Promise<void> {
    return this.publishChanges(channel, open.pace, [...open.offered.values()], [...open.withdrawn]);
  }

  /**
   * Publishes changes as the pace carries them. Rows: one change as its single (full) event, more as batches under the
   * size cap. Qids: `subjectQueueDigest` batches under the same cap.
   */
  private async publishChanges(channel: string, pace: SubjectQueuePace, offered: GatheredOffer[], withdrawn: number[]): Promise<void> {
    if (pace.carries === 'qids') {
      for (const batch of splitBatches(offered.map(qidOf), withdrawn, this.maxBytes))
        await this.delivery.publish(channel, SUBJECT_DIGEST_EVENTS.subjectQueueDigest, batch);
      return;
    }
    const rows = offered.filter((o): o is Offer => typeof o !== 'number');
    const beyondLimit = offered.filter((o): o is number => typeof o === 'number');
    const [only] = rows;
    if (only && offered.length === 1 && !withdrawn.length)
      return this.delivery.publish(channel, SUBJECT_QUEUE_EVENTS.questionOffered, only);
    const [qid] = withdrawn;
    if (qid && withdrawn.length === 1 && !offered.length)
      return this.delivery.publish(channel, SUBJECT_QUEUE_EVENTS.questionWithdrawn, { qid });
    for (const batch of splitBatches(rows, withdrawn, this.maxBytes, beyondLimit))
      await this.delivery.publish(channel, SUBJECT_QUEUE_EVENTS.subjectQueueChanged, batch);
  }
}

const EMPTY_BATCH_BYTES = Buffer.byteLength(JSON.stringify({ offered: [], withdrawn: [] }));

/** Offers (the queue's rows, or their qids), withdrawals and offers past the queue's limit (qids) that go out together. */
interface Batch<T> {
  offered: T[];
  withdrawn: number[];
  beyond_limit?: number[];
}

/**
 * Cuts the changes into batches whose JSON stays within `maxBytes`, offers first, each list in its order; an offer
 * larger than `maxBytes` on its own still goes, alone in its batch (the channels server's own limit is larger).
 */
export function splitBatches<T extends Offer | number>(
  offered: T[],
  withdrawn: number[],
  maxBytes: number,
  beyondLimit: number[] = [],
): Array<Batch<T>> {
  const batches: Array<Batch<T>> = [];
  let current: Batch<T> = { offered: [], withdrawn: [] };
  let bytes = EMPTY_BATCH_BYTES;
  const isEmpty = () => !current.offered.length && !current.withdrawn.length && !current.beyond_limit?.length;
  const room = (size: number) => {
    if (bytes + size > maxBytes && !isEmpty()) {
      batches.push(current);
      current = { offered: [], withdrawn: [] };
      bytes = EMPTY_BATCH_BYTES;
    }
    bytes += size;
  };
  for (const offer of offered) {
    room(Buffer.byteLength(JSON.stringify(offer)) + 1);
    current.offered.push(offer);
  }
  for (const qid of withdrawn) {
    room(String(qid).length + 1);
    current.withdrawn.push(qid);
  }
  for (const qid of beyondLimit) {
    // Room for the key too (a new batch has none yet); counted once per batch that carries it.
    room(String(qid).length + 1 + BEYOND_KEY_BYTES);
    if (current.beyond_limit) bytes -= BEYOND_KEY_BYTES;
    (current.beyond_limit ??= []).push(qid);
  }
  if (!isEmpty()) batches.push(current);
  return batches;
}

const BEYOND_KEY_BYTES = Buffer.byteLength(',"beyond_limit":[]');
