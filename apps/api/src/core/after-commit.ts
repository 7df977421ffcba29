/** Work to do once a transaction has committed (realtime publishes, domain events, offers to experts). */
export type AfterCommit = () => Promise<void> | void;

/** The logger the runner reports failures to. */
export type AfterCommitLog = { error(obj: object, msg: string): void };

/**
 * The one after-commit runner (unit of work and durable timers): runs the work in the order it was
 * queued; a failure is logged and never turns a committed change into a failed request.
 */
export async function runAfterCommit(work: readonly AfterCommit[], log: AfterCommitLog, source: string): Promise<void> {
  for (const item of work) {
    try {
      await item();
    } catch (err) {
      log.error({ err, source }, 'after-commit work failed');
    }
  }
}
