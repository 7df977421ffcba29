import type { RealtimeEventName, RealtimePayload } from '@photostudy/contracts';
import type { Database, Transaction } from '@photostudy/db';
import { type AfterCommit, type AfterCommitLog, runAfterCommit } from './after-commit';
import type { DomainEventName, DomainEventPayload, DomainEvents } from './domain-events';
import type { RealtimePublisher } from './realtime-publisher';

/**
 * What a piece of work sees inside its transaction: the transaction itself, and queues for what must
 * happen only once it commits. Nothing queued here runs on rollback.
 */
export interface UnitScope extends AfterCommitQueue {
  readonly tx: Transaction;
}

/** The queues of a unit: what must happen only once its change is committed. */
export interface AfterCommitQueue {
  /** Queues a realtime event (typed against the contracts' event map). */
  publish<E extends RealtimeEventName>(channels: string | readonly string[], event: E, data: RealtimePayload<E>): void;
  /** Queues a domain event for the bus's subscribers. */
  emit<N extends DomainEventName>(name: N, payload: DomainEventPayload<N>): void;
  /** Queues other after-commit work (e.g. an offer that reads who is online once the question exists). */
  afterCommit(work: AfterCommit): void;
}

/**
 * The application's unit of work: one transaction whose realtime publishes and domain events are
 * delivered after commit, in the order they were queued, and dropped on rollback.
 */
export class UnitOfWork {
  constructor(private readonly deps: { db: Database; publisher: RealtimePublisher; events: DomainEvents; log: AfterCommitLog }) {}

  /** The database the units run on (reads outside a unit use it directly). */
  get db(): Database {
    return this.deps.db;
  }

  /** Runs `fn` in one transaction, then its queued work. */
  async run<T>(fn: (scope: UnitScope) => Promise<T>): Promise<T> {
    const queue: AfterCommit[] = [];
    const result = await this.deps.db.transaction((tx) => fn(this.scope(tx, queue)));
    await this.flush(queue);
    return result;
  }

  /**
   * Runs `fn`, whose one change is a single statement on the database (atomic on its own, no transaction), then its
   * queued work; if `fn` throws, its queue is dropped.
   */
  async runStatement<T>(fn: (db: Database, queue: AfterCommitQueue) => Promise<T>): Promise<T> {
    const queue: AfterCommit[] = [];
    const result = await fn(this.deps.db, this.queue(queue));
    await this.flush(queue);
    return result;
  }

  /**
   * A scope on a transaction someone else commits (a durable timer's savepoint): its work lands in
   * `queue`, which the owner hands to `flush` after commit.
   */
  scope(tx: Transaction, queue: AfterCommit[]): UnitScope {
    return { tx, ...this.queue(queue) };
  }

  private queue(queue: AfterCommit[]): AfterCommitQueue {
    const { publisher, events } = this.deps;
    return {
      publish(channels, event, data) {
        const list = typeof channels === 'string' ? [channels] : [...channels];
        if (list.length) queue.push(() => publisher.publish(list, event, data));
      },
      emit(name, payload) {
        queue.push(() => events.deliver(name, payload));
      },
      afterCommit(work) {
        queue.push(work);
      },
    };
  }

  /** Runs committed work through the one after-commit runner. */
  flush(queue: readonly AfterCommit[]): Promise<void> {
    return runAfterCommit(queue, this.deps.log, 'unit of work');
  }
}
