import {
  CHANNELS,
  type RealtimePayload,
  SUBJECT_DIGEST_BATCH_MS,
  SUBJECT_DIGEST_EVENTS,
  SUBJECT_QUEUE_BATCH_MAX_BYTES,
  SUBJECT_QUEUE_BATCH_MS,
  SUBJECT_QUEUE_EVENTS,
} from '@photostudy/contracts';
import type { SubjectQueueChange, SubjectQueueDelivery } from './subject-queue-delivery';

type Offer = RealtimePayload<'questionOffered'>;

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
 * then 50 ms windows, with the rows they claim from), and as a digest on its digest channel (its experts who hold an
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
  offered: Map<number, Offer>;
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

  constructor(
    private readonly delivery: SubjectQueueDelivery,
    private readonly log: { error(obj: object, msg: string): void },
    private readonly paces: readonly SubjectQueuePace[] = SUBJECT_QUEUE_PACES,
    private readonly maxBytes = SUBJECT_QUEUE_BATCH_MAX_BYTES,
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
    await Promise.all(this.paces.map((pace) => this.gatherOn(pace.channelOf(change.subjectId), pace, change)));
  }

  /** Published at once on a quiet channel, otherwise gathered in its window. */
  private gatherOn(channel: string, pace: SubjectQueuePace, change: SubjectQueueChange): Promise<void> {
    const open = this.windows.get(channel);
    if (!open) {
      this.openWindow(channel, pace);
      return this.publishChanges(
        channel,
        pace,
        'offered' in change ? [change.offered] : [],
        'withdrawn' in change ? [change.withdrawn] : [],
      );
    }
    if ('offered' in change) {
      open.withdrawn.delete(change.offered.qid);
      open.offered.set(change.offered.qid, change.offered);
    } else {
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
  private async publishChanges(channel: string, pace: SubjectQueuePace, offered: Offer[], withdrawn: number[]): Promise<void> {
    if (pace.carries === 'qids') {
      for (const batch of splitBatches(
        offered.map((o) => o.qid),
        withdrawn,
        this.maxBytes,
      ))
        await this.delivery.publish(channel, SUBJECT_DIGEST_EVENTS.subjectQueueDigest, batch);
      return;
    }
    const [only] = offered;
    if (only && offered.length === 1 && !withdrawn.length)
      return this.delivery.publish(channel, SUBJECT_QUEUE_EVENTS.questionOffered, only);
    const [qid] = withdrawn;
    if (qid && withdrawn.length === 1 && !offered.length)
      return this.delivery.publish(channel, SUBJECT_QUEUE_EVENTS.questionWithdrawn, { qid });
    for (const batch of splitBatches(offered, withdrawn, this.maxBytes))
      await this.delivery.publish(channel, SUBJECT_QUEUE_EVENTS.subjectQueueChanged, batch);
  }
}

const EMPTY_BATCH_BYTES = Buffer.byteLength(JSON.stringify({ offered: [], withdrawn: [] }));

/** Offers (the queue's rows, or their qids) and withdrawals (qids) that go out together. */
interface Batch<T> {
  offered: T[];
  withdrawn: number[];
}

/**
 * Cuts the changes into batches whose JSON stays within `maxBytes`, offers first, each list in its order; an offer
 * larger than `maxBytes` on its own still goes, alone in its batch (the channels server's own limit is larger).
 */
export function splitBatches<T extends Offer | number>(offered: T[], withdrawn: number[], maxBytes: number): Array<Batch<T>> {
  const batches: Array<Batch<T>> = [];
  let current: Batch<T> = { offered: [], withdrawn: [] };
  let bytes = EMPTY_BATCH_BYTES;
  const room = (size: number) => {
    if (bytes + size > maxBytes && (current.offered.length || current.withdrawn.length)) {
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
  if (current.offered.length || current.withdrawn.length) batches.push(current);
  return batches;
}
