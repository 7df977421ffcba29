import type { WritingProblem } from '@photostudy/contracts';

/**
 * Puts a freshly loaded page into the list: a problem already listed is replaced by its new version, a new one is
 * added, and the list stays newest first (a refresh of page 1 after a realtime update keeps the later pages).
 */
export function mergeWritingProblems(items: readonly WritingProblem[], page: readonly WritingProblem[]): WritingProblem[] {
  const byId = new Map(items.map((problem) => [problem.id, problem]));
  for (const problem of page) byId.set(problem.id, problem);
  return [...byId.values()].sort((a, b) => b.created - a.created || b.id - a.id);
}
