import { STUDENT_PRIVATE_EVENTS } from '@photostudy/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { studentRealtime } from './studentRealtimeInstance';
import { useWritingProblemUpdates } from './useWritingProblemUpdates';

describe('writing problem updates', () => {
  it('hands on writingProblemUpdated and a reconnect (as null), and nothing else', () => {
    const onUpdate = vi.fn();
    const { unmount } = renderHook(() => useWritingProblemUpdates(onUpdate));
    act(() => {
      studentRealtime.deliver({ channel: 'private', name: STUDENT_PRIVATE_EVENTS.questionDead, data: { qid: 1, refunded: true } });
      studentRealtime.deliver({
        channel: 'private',
        name: STUDENT_PRIVATE_EVENTS.writingProblemUpdated,
        data: { id: 4, state: 'delivered' },
      });
      studentRealtime.deliver({ channel: 'connection', name: 'reconnected' });
    });
    expect(onUpdate.mock.calls).toEqual([[{ id: 4, state: 'delivered' }], [null]]);
    unmount();
    act(() => {
      studentRealtime.deliver({
        channel: 'private',
        name: STUDENT_PRIVATE_EVENTS.writingProblemUpdated,
        data: { id: 4, state: 'refunded' },
      });
    });
    expect(onUpdate).toHaveBeenCalledTimes(2);
  });
});
