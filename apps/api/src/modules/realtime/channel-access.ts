import { CHANNEL_PATTERNS, CHANNELS, subjectOfChannel } from '@photostudy/contracts';
import type { RequestAccount } from '../../plugins/authenticate';

/** Whether a caller may join a channel, and why not. */
export type ChannelAccess = { isAllowed: true } | { isAllowed: false; reason: string };

/** What the rules need to know beyond the caller. */
export interface ChannelAccessDeps {
  /** Whether the expert is assigned to the student's open question. */
  isAssignedExpert(studentId: number, expertId: number): Promise<boolean>;
  /** The subjects an expert covers (read at each subscription, so a change applies from the next one). */
  expertSubjectIds(expertId: number): Promise<number[]>;
}

const refuse = (reason: string): ChannelAccess => ({ isAllowed: false, reason });
const allow: ChannelAccess = { isAllowed: true };

/** The channel rules of brief section 5, checked on the server for every subscription. */
export async function checkChannelAccess(account: RequestAccount, channelName: string, deps: ChannelAccessDeps): Promise<ChannelAccess> {
  const privateStudent = CHANNEL_PATTERNS.privateStudent.exec(channelName);
  if (privateStudent) {
    return account.role === 'student' && Number(privateStudent[1]) === account.id
      ? allow
      : refuse('Only that student may join this channel.');
  }
  const presenceStudent = CHANNEL_PATTERNS.presenceStudent.exec(channelName);
  if (presenceStudent) {
    const studentId = Number(presenceStudent[1]);
    if (account.role === 'student') return studentId === account.id ? allow : refuse('Only that student may join this channel.');
    if (account.role === 'expert' && (await deps.isAssignedExpert(studentId, account.id))) return allow;
    return refuse("Only the student and the expert assigned to the student's open question may join this channel.");
  }
  const privateExpert = CHANNEL_PATTERNS.privateExpert.exec(channelName);
  if (privateExpert) {
    return account.role === 'expert' && Number(privateExpert[1]) === account.id ? allow : refuse('Only that expert may join this channel.');
  }
  // A subject's queue, at its live pace or as its busy experts' digest.
  const subjectId = subjectOfChannel(channelName);
  if (subjectId !== null) {
    // Offers carry the question's title: only the experts who could claim it may hear them.
    const isOwnSubject = account.role === 'expert' && (await deps.expertSubjectIds(account.id)).includes(subjectId);
    return isOwnSubject ? allow : refuse('Only the experts of this subject may join this channel.');
  }
  if (channelName === CHANNELS.presenceExperts) return account.role === 'expert' ? allow : refuse('Only experts may join this channel.');
  return refuse('Unknown channel.');
}
