import type { END_REASONS, RATING_STAGES } from '@photostudy/contracts';

/**
 * The server-side catalogue of domain events: what happened, for other modules to react to after
 * commit (realtime events for the clients live in the contracts' event map instead). Add an event here
 * when a module starts emitting it.
 */
export interface DomainEventMap {
  /** A student asked a question or took a free repost; it waits for an expert (`connecting`). */
  'question.asked': { qid: number; authorId: number; subjectId: number; isRepost: boolean };
  /** Nobody claimed a question within the match window: it died (refunded when it was paid for). */
  'question.dead': { qid: number; authorId: number; subjectId: number; refunded: boolean };
  /** A session ended for any reason (`state` is `explained` or `dead`). */
  'question.ended': {
    qid: number;
    authorId: number;
    expertId: number | null;
    reason: (typeof END_REASONS)[number];
    state: 'explained' | 'dead';
    refunded: boolean;
  };
  /** An expert sent suggestion options (message `mid`) in a live session; the student's choice is waiting. */
  'question.suggested': { qid: number; authorId: number; expertId: number; mid: number };
  /** A student rated a session (any stage of the rating flow). */
  'question.rated': {
    qid: number;
    authorId: number;
    expertId: number | null;
    point: number;
    stage: (typeof RATING_STAGES)[number];
    canRepost: boolean;
  };
  /** A sign-in created a new student account. `audit` is the caller's address and client headers. */
  'account.created': { accountId: number; authType: string; provider?: string; audit: Record<string, unknown> };
  /** A charge was recorded and its package credited: a click in the store or the renewal of a plan. */
  'purchase.completed': {
    purchaseId: number;
    accountId: number;
    productId: string;
    /** The package's description, as the student knows it. */
    description: string;
    kind: 'purchase' | 'renewal';
    amountCents: number;
    currency: string;
    sessions: number;
    writingCredits: number;
  };
  /** A plan could not be renewed at its period end; auto-renew is now off. */
  'purchase.renewal_failed': {
    accountId: number;
    subscriptionId: number;
    productId: string;
    description: string;
    reason: 'declined' | 'no_payment_method' | 'not_supported' | 'auto_pay_off' | 'plan_unavailable' | 'gateway_unavailable';
  };
  /** A student submitted a Writing problem (one Writing credit debited); it waits for a writer. */
  'writing.submitted': { problemId: number; studentId: number; source: 'file' | 'url' };
  /** A writer delivered the review of a Writing problem; the student was mailed the file and the rating link. */
  'writing.delivered': { problemId: number; studentId: number; writerId: number };
  /** Nobody delivered a Writing problem by its last deadline: its credit went back to the student. */
  'writing.refunded': { problemId: number; studentId: number; refunded: boolean };
  /** A parent accepted a parents' offer: its free sessions were granted to the student through the ledger. */
  'parents.offer_accepted': { accountId: number; offerId: number; sessions: number };
  /** A student rated a delivered Writing review through the emailed link. */
  'writing.rated': { problemId: number; studentId: number; writerId: number | null; point: number; reason: number };
}

/** A domain event name. */
export type DomainEventName = keyof DomainEventMap;
/** The payload of a domain event. */
export type DomainEventPayload<N extends DomainEventName> = DomainEventMap[N];
/** A subscriber of one domain event. */
export type DomainEventHandler<N extends DomainEventName> = (payload: DomainEventPayload<N>) => Promise<void> | void;

/**
 * The domain-event bus: modules subscribe by name; the unit of work delivers after commit. A failing
 * subscriber is logged and never fails the request or the other subscribers.
 */
export class DomainEvents {
  private readonly handlers = new Map<DomainEventName, DomainEventHandler<never>[]>();

  constructor(private readonly log: { error(obj: object, msg: string): void }) {}

  /** Subscribes to one event. */
  on<N extends DomainEventName>(name: N, handler: DomainEventHandler<N>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as DomainEventHandler<never>);
    this.handlers.set(name, list);
  }

  /** Delivers one event to its subscribers in subscription order (called after commit). */
  async deliver<N extends DomainEventName>(name: N, payload: DomainEventPayload<N>): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        await (handler as DomainEventHandler<N>)(payload);
      } catch (err) {
        this.log.error({ err, event: name }, 'domain event subscriber failed');
      }
    }
  }
}
