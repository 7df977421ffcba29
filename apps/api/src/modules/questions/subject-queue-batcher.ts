import {
  CHANNELS,
  type RealtimePayload,
  SUBJECT_QUEUE_BATCH_MAX_BYTES,
  SUBJECT_QUEUE_BATCH_MS,
  SUBJECT_QUEUE_EVENTS,
} from '@photostudy/contracts';
import type { RealtimePublisher } from '../../core/realtime-publisher';

type Offer = RealtimePayload<'questionOffered'>;

/** The changes of one subject's queue gathered while its window is open (a qid's latest change wins). */
interface Gathering {
  timer: NodeJS.Timeout;
  offered: Map<number, Offer>;
  withdrawn: Set<number>;
}

/**
 * The subject queue channels' changes, coalesced (issue 19). The first offer or withdrawal of a subject after a quiet
 * spell is published at once, exactly as a single `questionOffered` / `questionWithdrawn`; it opens a window of
 * `SUBJECT_QUEUE_BATCH_MS` in which that subject's further changes are gathered and then published together as one
 * `subjectQueueChanged` of qids (or, when only one came, as its single event), which opens the next window. So a quiet
 * queue is told at once, and a burst of 1,000 asks or claims costs every expert of the subject one small frame per
 * window instead of one per question (and the console reads its queue once per window, not once per question).
 * Per node: with several nodes each gathers its own publishes; the events still reach every node's sockets.
 */
export class SubjectQueueBatcher {
  private readonly windows = new Map<number, Gathering>();

  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly log: { error(obj: object, msg: string): void },
    private readonly windowMs = SUBJECT_QUEUE_BATCH_MS,
    private readonly maxBytes = SUBJECT_QUEUE_BATCH_MAX_BYTES,
  ) {}

  /** Offers a question to every expert of its subject. */
  offer(subjectId: number, offer: Offer): Promise<void> {
    const open = this.windows.get(subjectId);
    if (!open) return this.publishNow(subjectId, SUBJECT_QUEUE_EVENTS.questionOffered, offer);
    open.withdrawn.delete(offer.qid);
    open.offered.set(offer.qid, offer);
    return Promise.resolve();
  }

  /** Tells every expert of the subject that a question left the queue. */
  withdraw(subjectId: number, qid: number): Promise<void> {
    const open = this.windows.get(subjectId);
    if (!open) return this.publishNow(subjectId, SUBJECT_QUEUE_EVENTS.questionWithdrawn, { qid });
    open.offered.delete(qid);
    open.withdrawn.add(qid);
    return Promise.resolve();
  }

  /** Publishes every gathered change now and closes the windows (the server is stopping). */
  async flushAll(): Promise<void> {
    const subjects = [...this.windows.keys()];
    for (const subjectId of subjects) {
      const open = this.windows.get(subjectId);
      if (!open) continue;
      clearTimeout(open.timer);
      this.windows.delete(subjectId);
      await this.publishGathered(subjectId, open);
    }
  }

  private publishNow(subjectId: number, event: 'questionOffered' | 'questionWithdrawn', data: unknown): Promise<void> {
    this.openWindow(subjectId);
    return this.publisher.publish(CHANNELS.subjectQueue(subjectId), event, data);
  }

  private openWindow(subjectId: number): void {
    const timer = setTimeout(() => void this.closeWindow(subjectId), this.windowMs);
    timer.unref();
    this.windows.set(subjectId, { timer, offered: new Map(), withdrawn: new Set() });
  }

  /** The window ended: nothing gathered closes it; otherwise what was gathered goes out and opens the next one. */
  private async closeWindow(subjectId: number): Promise<void> {
    const open = this.windows.get(subjectId);
    this.windows.delete(subjectId);
    if (!open || (!open.offered.size && !open.withdrawn.size)) return;
    this.openWindow(subjectId);
    await this.publishGathered(subjectId, open).catch((err: unknown) =>
      this.log.error({ err, subjectId }, 'subject queue changes could not be published'),
    );
  }

  /** Publishes the gathered changes: one change as its single (full) event, more as qid batches under the size cap. */
  private async publishGathered(subjectId: number, open: Gathering): Promise<void> {
    const channel = CHANNELS.subjectQueue(subjectId);
    const [only] = open.offered.values();
    if (only && open.offered.size === 1 && !open.withdrawn.size)
      return this.publisher.publish(channel, SUBJECT_QUEUE_EVENTS.questionOffered, only);
    const [qid] = open.withdrawn;
    if (qid && open.withdrawn.size === 1 && !open.offered.size)
      return this.publisher.publish(channel, SUBJECT_QUEUE_EVENTS.questionWithdrawn, { qid });
    for (const batch of splitBatches([...open.offered.keys()], [...open.withdrawn], this.maxBytes))
      await this.publisher.publish(channel, SUBJECT_QUEUE_EVENTS.subjectQueueChanged, batch);
  }
}

type Batch = RealtimePayload<'subjectQueueChanged'>;

const EMPTY_BATCH_BYTES = Buffer.byteLength(JSON.stringify({ offered: [], withdrawn: [] }));

/** Cuts the changed qids into batches whose JSON stays within `maxBytes`, offers first, each list in its order. */
export function splitBatches(offered: number[], withdrawn: number[], maxBytes: number): Batch[] {
  const batches: Batch[] = [];
  let current: Batch = { offered: [], withdrawn: [] };
  let bytes = EMPTY_BATCH_BYTES;
  const add = (list: 'offered' | 'withdrawn', qid: number) => {
    const size = String(qid).length + 1;
    if (bytes + size > maxBytes && (current.offered.length || current.withdrawn.length)) {
      batches.push(current);
      current = { offered: [], withdrawn: [] };
      bytes = EMPTY_BATCH_BYTES;
    }
    current[list].push(qid);
    bytes += size;
  };
  for (const qid of offered) add('offered', qid);
  for (const qid of withdrawn) add('withdrawn', qid);
  if (current.offered.length || current.withdrawn.length) batches.push(current);
  return batches;
}
