import { STUDENT_PRIVATE_EVENTS } from '@photostudy/contracts';
import { balanceUpdated, useAppDispatch } from '../store';
import type { StudentRealtimeEvent } from './studentEvents';
import { useStudentRealtimeEvents } from './useStudentRealtime';

/** The new balance of a private `balanceUpdated` event, or null for any other event. */
function balanceOfEvent(event: StudentRealtimeEvent) {
  return event.channel === 'private' && event.name === STUDENT_PRIVATE_EVENTS.balanceUpdated ? event.data.balance : null;
}

/**
 * Keeps the header's balance in step with the server while the logged-in layout is mounted: a renewal, a refund or
 * an admin grant changes the balance outside the open app's own calls, and the server says so on the private channel.
 */
export function useBalanceUpdates(): void {
  const dispatch = useAppDispatch();
  useStudentRealtimeEvents((event) => {
    const balance = balanceOfEvent(event);
    if (balance) dispatch(balanceUpdated(balance));
  });
}
