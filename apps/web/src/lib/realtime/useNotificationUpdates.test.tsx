import { FEATURES, STUDENT_PRIVATE_EVENTS, toCamelDeep, type StatusBundle } from '@photostudy/contracts';
import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import type { StudentNotification } from '../api';
import { appReducer, selectUnreadNotificationCount, type AppState, type RootState } from '../store';
import { statusBundle } from '../../testing/mockApi';
import { studentRealtime } from './studentRealtimeInstance';
import { useNotificationUpdates, useUnreadNotificationCount } from './useNotificationUpdates';

const NOTIFICATION: StudentNotification = {
  id: 9,
  qid: 31,
  message: 'Your session has ended.',
  read: 0,
  icon: 'session_ended',
  created: 1_800_000_000,
  action: null,
  params: null,
};

function storeWithBundle() {
  const bundle = toCamelDeep(statusBundle([FEATURES.STEM_SUBJECT])) as unknown as StatusBundle;
  // lib/ does not import app/: a store of the one slice these hooks change.
  const app: AppState = { status: 'succeeded', hasLoadedOnce: true, bundle };
  return configureStore({ reducer: { app: appReducer }, preloadedState: { app } });
}

const unreadOf = (store: ReturnType<typeof storeWithBundle>) => selectUnreadNotificationCount(store.getState() as RootState);

describe('notification updates', () => {
  it('puts the unread count of notificationCreated and notificationsRead into the status bundle', () => {
    const store = storeWithBundle();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { unmount } = renderHook(() => useUnreadNotificationCount(), { wrapper });
    expect(unreadOf(store)).toBe(0);

    act(() => {
      studentRealtime.deliver({
        channel: 'private',
        name: STUDENT_PRIVATE_EVENTS.notificationCreated,
        data: { notification: NOTIFICATION, unreadCount: 3 },
      });
    });
    expect(unreadOf(store)).toBe(3);

    act(() => {
      studentRealtime.deliver({ channel: 'private', name: STUDENT_PRIVATE_EVENTS.notificationsRead, data: { unreadCount: 0 } });
    });
    expect(unreadOf(store)).toBe(0);

    unmount();
    act(() => {
      studentRealtime.deliver({ channel: 'private', name: STUDENT_PRIVATE_EVENTS.notificationsRead, data: { unreadCount: 5 } });
    });
    expect(unreadOf(store)).toBe(0);
  });

  it('tells a screen about new notifications and reconnects, and nothing else', () => {
    const onUpdate = vi.fn();
    const { unmount } = renderHook(() => useNotificationUpdates(onUpdate));
    act(() => {
      studentRealtime.deliver({ channel: 'private', name: STUDENT_PRIVATE_EVENTS.questionDead, data: { qid: 1, refunded: true } });
      studentRealtime.deliver({
        channel: 'private',
        name: STUDENT_PRIVATE_EVENTS.notificationCreated,
        data: { notification: NOTIFICATION, unreadCount: 1 },
      });
      studentRealtime.deliver({ channel: 'connection', name: 'reconnected' });
    });
    expect(onUpdate.mock.calls).toEqual([[{ kind: 'created', notification: NOTIFICATION, unreadCount: 1 }], [null]]);
    unmount();
  });
});
