import type { Question } from '@photostudy/contracts';

/** The spec's list states (spec 001 section 4): upper-case names used only for the labels. */
export type SessionListStatus = 'IN_PROGRESS' | 'CONNECTING' | 'EXPLAINED' | 'DEAD';

/** The label of a session in the list (keys of `sessions.labels`). */
export type SessionLabelKey =
  'inProgress' | 'connecting' | 'completed' | 'expertFlagged' | 'flaggedByUser' | 'incompleteSession' | 'matchFailed';

/** The fields the label rules read. */
export type LabelledQuestion = Pick<Question, 'state' | 'answered' | 'flagged' | 'discussion'>;

/** Dead: explained or dead, or in progress with an expired discussion (spec 001 section 4). */
export function isSessionOver(question: LabelledQuestion): boolean {
  if (question.state === 'explained' || question.state === 'dead') return true;
  return question.state === 'in_progress' && question.discussion?.status === 'EXPIRED';
}

/**
 * The stored state as the spec's list state. An in-progress question whose discussion expired counts as over:
 * answered it reads as EXPLAINED (the server makes it explained when it closes it), otherwise as DEAD.
 */
export function sessionListStatus(question: LabelledQuestion): SessionListStatus {
  if (question.state === 'connecting') return 'CONNECTING';
  if (question.state === 'explained') return 'EXPLAINED';
  if (question.state === 'dead') return 'DEAD';
  if (!isSessionOver(question)) return 'IN_PROGRESS';
  return question.answered ? 'EXPLAINED' : 'DEAD';
}

/**
 * The list label (spec 001 section 4, List labels): In progress; Connecting; Completed or Expert Flagged;
 * for dead ones Flagged by User (student flag), Expert Flagged, Incomplete Session (a discussion started and
 * nothing was answered), otherwise Match Failed.
 */
export function sessionLabelKey(question: LabelledQuestion): SessionLabelKey {
  switch (sessionListStatus(question)) {
    case 'IN_PROGRESS':
      return 'inProgress';
    case 'CONNECTING':
      return 'connecting';
    case 'EXPLAINED':
      return question.flagged ? 'expertFlagged' : 'completed';
    case 'DEAD':
      if (question.discussion?.flagged) return 'flaggedByUser';
      if (question.flagged) return 'expertFlagged';
      if (question.discussion && !question.answered) return 'incompleteSession';
      return 'matchFailed';
  }
}

/** Colour of each label's badge (Mantine colour names). */
export const LABEL_COLORS: Record<SessionLabelKey, string> = {
  inProgress: 'brand',
  connecting: 'yellow',
  completed: 'teal',
  expertFlagged: 'red',
  flaggedByUser: 'red',
  incompleteSession: 'gray',
  matchFailed: 'gray',
};
