/**
 * What the leave guard and the rating flow share: the navigation the guard held back (so the flow can
 * "retry the transition" once the rating is done) and the questions whose guard is released (rated in
 * this tab before the reloaded question arrives). Module state: one live chat exists at a time.
 */
let blockedPath: string | null = null;
const releasedQids = new Set<number>();

/** Remembers the navigation the guard held back. */
export function rememberBlockedPath(path: string): void {
  blockedPath = path;
}

/** Takes (and forgets) the navigation held back, if any. */
export function takeBlockedPath(): string | null {
  const path = blockedPath;
  blockedPath = null;
  return path;
}

/** Forgets the navigation held back (the student chose to stay). */
export function forgetBlockedPath(): void {
  blockedPath = null;
}

/** Stops guarding this question: it was rated. */
export function releaseLeaveGuard(qid: number): void {
  releasedQids.add(qid);
}

/** True once this question was rated in this tab. */
export function isLeaveGuardReleased(qid: number): boolean {
  return releasedQids.has(qid);
}

/** Clears everything (tests). */
export function resetLeaveGuardStore(): void {
  blockedPath = null;
  releasedQids.clear();
}
