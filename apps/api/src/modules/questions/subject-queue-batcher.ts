import {
  CHANNELS,
  type RealtimePayload,
  SUBJECT_QUEUE_BATCH_MAX_BYTES,
  SUBJECT_QUEUE_BATCH_MS,
  SUBJECT_QUEUE_EVENTS,
} from '@photostudy/contracts';
import type { SubjectQueueChange, SubjectQueueDelivery } from './subject-queue-delivery';

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
 * `subjectQueueChanged` (or, when only one came, as its single event), which opens the next window. So a quiet
 * queue is told at once, and a burst of 1,000 asks or claims costs every expert of the subject a frame per window
 * (more when its offers' rows pass the size cap) instead of one per question; the console applies each to the queue
 * it holds.
 * Per node, with the whole cluster's changes: on our channels server each node shares its changes with the others and
 * publishes to its own sockets only (`perNodeDelivery`), so an expert gets one frame per window however many nodes
 * there are; elsewhere each node's publishes reach every node (`clusterWideDelivery`).
 */
export class SubjectQueueBatcher {
  private readonly windows = new Map<number, Gathering>();

  constructor(
    private readonly delivery: SubjectQueueDelivery,
    private readonly log: { error(obj: object, msg: string): void },
    private readonly windowMs = SUBJECT_QUEUE_BATCH_MS,
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

  /** A change made here or on another node: published at once on a quiet queue, otherwise gathered in the window. */
  private gather(change: SubjectQueueChange): Promise<void> {
    const { subjectId } = change;
    const open = this.windows.get(subjectId);
    if ('offered' in change) {
      if (!open) return this.publishNow(subjectId, SUBJECT_QUEUE_EVENTS.questionOffered, change.offered);
      open.withdrawn.delete(change.offered.qid);
      open.offered.set(change.offered.qid, change.offered);
    } else {
      if (!open) return this.publishNow(subjectId, SUBJECT_QUEUE_EVENTS.questionWithdrawn, { qid: change.withdrawn });
      open.offered.delete(change.withdrawn);
      open.withdrawn.add(change.withdrawn);
    }
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
    return this.delivery.publish(CHANNELS.subjectQueue(subjectId), event, data);
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
      return this.delivery.publish(channel, SUBJECT_QUEUE_EVENTS.questionOffered, only);
    const [qid] = open.withdrawn;
    if (qid && open.withdrawn.size === 1 && !open.offered.size)
      return this.delivery.publish(channel, SUBJECT_QUEUE_EVENTS.questionWithdrawn, { qid });
    for (const batch of splitBatches([...open.offered.values()], [...open.withdrawn], this.maxBytes))
      await this.delivery.publish(channel, SUBJECT_QUEUE_EVENTS.subjectQueueChanged, batch);
  }
}

type Batch = RealtimePayload<'subjectQueueChanged'>;

const EMPTY_BATCH_BYTES = Buffer.byteLength(JSON.stringify({ offered: [], withdrawn: [] }));

/**
 * Cuts the changes into batches whose JSON stays within `maxBytes`, offers (the queue's rows) first, each list in its
 * order; an offer larger than `maxBytes` on its own still goes, alone in its batch (the channels server's own limit
 * is larger).
 */
export function splitBatches(offered: Offer[], withdrawn: number[], maxBytes: number): Batch[] {
  const batches: Batch[] = [];
  let current: Batch = { offered: [], withdrawn: [] };
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
