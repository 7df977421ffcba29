import type { Database, DbExecutor } from '@photostudy/db';
import type { DomainEvents } from '../../core/domain-events';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Clock } from '../../core/clock';
import { insertEvent, listEvents } from './analytics.repository';

/** Auth and account events recorded in `analytics_events` (never a code, password or token). */
export const AUTH_EVENTS = [
  'login_requested',
  'login_code_sent',
  'code_verified',
  'account_created',
  'login_failed',
  'preset_login',
  'preset_password_created',
  'social_login',
  'token_refreshed',
  'refresh_reuse_detected',
  'logout',
  'password_recovery_requested',
  'password_reset',
  'preset_accounts_created',
  'account_revoked',
  'tos_accepted',
  'profile_updated',
  'rate_limited',
] as const;

/** An event name: the auth events above, or any other module's own. */
export type AnalyticsEventName = (typeof AUTH_EVENTS)[number] | (string & {});

// Keys that must never reach the events table, whatever a caller passes.
const SECRET_KEY = /pass(word)?|code|token|secret|authorization|cookie/i;

function scrub(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || SECRET_KEY.test(key)) continue;
    out[key] = value;
  }
  return out;
}

/** Who called, for audit events: address and the client version and platform headers. */
export function requestContext(request: FastifyRequest): Record<string, unknown> {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value.slice(0, 64) : undefined;
  };
  return { ip: request.ip, client_version: header('x-client-version'), client_platform: header('x-client-platform') };
}

/**
 * Records analytics and audit events in the local events table (brief section 8). Recording never
 * fails the caller: a failed insert is logged and dropped. Call it after the transaction commits.
 */
export class AnalyticsRecorder {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Records one event; secret-looking keys are dropped from `data`. */
  async record(name: AnalyticsEventName, event: { accountId?: number | null; data?: Record<string, unknown> } = {}): Promise<void> {
    try {
      await insertEvent(this.db, { name, accountId: event.accountId ?? null, data: scrub(event.data ?? {}), createdAt: this.clock.now() });
    } catch (err) {
      this.log?.warn({ err, event: name }, 'analytics event dropped');
    }
  }

  /** Records an event inside the caller's transaction (it commits or rolls back with the change it describes). */
  async recordIn(
    tx: DbExecutor,
    event: { name: AnalyticsEventName; accountId: number | null; createdAt: Date; data: Record<string, unknown> },
  ): Promise<void> {
    await insertEvent(tx, event);
  }

  /** Recent events, newest first. */
  list(filter: { name?: string; accountId?: number; limit?: number }) {
    return listEvents(this.db, filter);
  }
}

/** The analytics module's domain-event subscriptions: audit rows for what other modules report. */
export function subscribeAnalytics(events: DomainEvents, analytics: AnalyticsRecorder): void {
  events.on('account.created', ({ accountId, authType, provider, audit }) =>
    analytics.record('account_created', { accountId, data: { ...audit, auth_type: authType, ...(provider ? { provider } : {}) } }),
  );
  events.on('writing.submitted', ({ problemId, studentId, source }) =>
    analytics.record('writing_submitted', { accountId: studentId, data: { problem_id: problemId, source } }),
  );
  events.on('writing.delivered', ({ problemId, studentId, writerId }) =>
    analytics.record('writing_delivered', { accountId: writerId, data: { problem_id: problemId, student_id: studentId } }),
  );
  events.on('writing.refunded', ({ problemId, studentId, refunded }) =>
    analytics.record('writing_refunded', { accountId: studentId, data: { problem_id: problemId, refunded } }),
  );
  events.on('writing.rated', ({ problemId, studentId, point, reason }) =>
    analytics.record('writing_rated', { accountId: studentId, data: { problem_id: problemId, point, reason } }),
  );
}
