import { STUDENT_PRIVATE_EVENTS, type Camelize, type RealtimePayload } from '@photostudy/contracts';
import type { StudentRealtimeEvent } from './studentEvents';
import { useStudentRealtimeEvents } from './useStudentRealtime';

/** What a `writingProblemUpdated` event says: which Writing problem and its new state. */
export type WritingProblemUpdate = Camelize<RealtimePayload<typeof STUDENT_PRIVATE_EVENTS.writingProblemUpdated>>;

/** The update of a private `writingProblemUpdated` event; null after a reconnect (anything may have changed). */
function writingUpdateOf(event: StudentRealtimeEvent): WritingProblemUpdate | null | undefined {
  if (event.channel === 'connection') return null;
  if (event.channel === 'private' && event.name === STUDENT_PRIVATE_EVENTS.writingProblemUpdated) return event.data;
  return undefined;
}

/**
 * Calls `onUpdate` when one of the student's Writing problems changes state on the server (claimed, delivered,
 * refunded), and with null after a reconnect, when events may have been missed; screens reload what they show.
 */
export function useWritingProblemUpdates(onUpdate: (update: WritingProblemUpdate | null) => void): void {
  useStudentRealtimeEvents((event) => {
    const update = writingUpdateOf(event);
    if (update !== undefined) onUpdate(update);
  });
}
