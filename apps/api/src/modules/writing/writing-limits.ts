import type { WRITING_BLOCKS } from '@photostudy/contracts';
import type { DbExecutor } from '@photostudy/db';
import { countSubmittedSince, findOpenProblem, type WritingProblemRow } from './writing.repository';

/** Why a submission would be refused now (the catalogue's names), or null. */
export type WritingBlock = (typeof WRITING_BLOCKS)[number];

/** Start of the week of a time: Monday 00:00 UTC. */
export function weekStart(now: Date): Date {
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday));
}

/** Start of the calendar month of a time, in UTC. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** When the current week's limit resets: next Monday 00:00 UTC. */
export function nextWeekStart(now: Date): Date {
  const start = weekStart(now);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 7));
}

/** When the current month's limit resets: the 1st of next month, 00:00 UTC. */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Where a student stands against the one-open rule and the limits. */
export interface WritingStanding {
  open: WritingProblemRow | null;
  weeklyUsed: number;
  monthlyUsed: number;
}

/**
 * Reads the open problem and this week's and this month's submissions (refunded problems do not count: the
 * student got no review for them). Inside a transaction after the account lock, so that racing submissions see
 * each other.
 */
export async function standingOf(db: DbExecutor, studentId: number, now: Date): Promise<WritingStanding> {
  const [open, weeklyUsed, monthlyUsed] = [
    await findOpenProblem(db, studentId),
    await countSubmittedSince(db, studentId, weekStart(now)),
    await countSubmittedSince(db, studentId, monthStart(now)),
  ];
  return { open, weeklyUsed, monthlyUsed };
}

/** The first rule a submission would break, in the order the submission checks them; null when it may go ahead. */
export function blockOf(
  standing: WritingStanding,
  limits: { weeklyLimit: number; monthlyLimit: number },
  creditCount: number,
): WritingBlock | null {
  if (standing.open) return 'WRITING_IN_PROGRESS';
  if (standing.weeklyUsed >= limits.weeklyLimit) return 'WEEKLY_LIMITATION';
  if (standing.monthlyUsed >= limits.monthlyLimit) return 'MONTHLY_LIMITATION';
  if (creditCount < 1) return 'OUT_OF_BALANCE';
  return null;
}
