import { FEATURES, STUDENT_PRIVATE_EVENTS, toCamelDeep, type StatusBundle } from '@photostudy/contracts';
import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { appReducer, type AppState } from '../store';
import { statusBundle } from '../../testing/mockApi';
import { studentRealtime } from './studentRealtimeInstance';
import { useBalanceUpdates } from './useBalanceUpdates';

describe('balance updates', () => {
  it('puts the balance of a private balanceUpdated event into the status bundle, and ignores other events', () => {
    const bundle = toCamelDeep(statusBundle([FEATURES.STEM_SUBJECT])) as unknown as StatusBundle;
    // lib/ does not import app/: a store of the one slice this hook changes.
    const app: AppState = { status: 'succeeded', hasLoadedOnce: true, bundle };
    const store = configureStore({ reducer: { app: appReducer }, preloadedState: { app } });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { unmount } = renderHook(() => useBalanceUpdates(), { wrapper });

    act(() => {
      studentRealtime.deliver({ channel: 'private', name: STUDENT_PRIVATE_EVENTS.questionDead, data: { qid: 1, refunded: true } });
    });
    expect(store.getState().app.bundle?.balance).toEqual({ creditCount: 2, sessionCount: 5 });

    act(() => {
      studentRealtime.deliver({
        channel: 'private',
        name: STUDENT_PRIVATE_EVENTS.balanceUpdated,
        data: { balance: { creditCount: 3, sessionCount: 12 } },
      });
    });
    expect(store.getState().app.bundle?.balance).toEqual({ creditCount: 3, sessionCount: 12 });

    unmount();
    act(() => {
      studentRealtime.deliver({
        channel: 'private',
        name: STUDENT_PRIVATE_EVENTS.balanceUpdated,
        data: { balance: { creditCount: 0, sessionCount: 0 } },
      });
    });
    expect(store.getState().app.bundle?.balance.sessionCount).toBe(12);
  });
});
