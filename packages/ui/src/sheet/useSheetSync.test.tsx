import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SheetBatchAnnouncement } from './sheetSyncShape';
import { FakeSheetSync } from './testing/fakeSheetSync';
import { useSheetSync, type SheetSyncWiring } from './useSheetSync';

/** The app's side: a realtime connection that announces batches and reconnects, and a sync per question. */
function appWiring() {
  const batchListeners = new Set<(batch: SheetBatchAnnouncement) => void>();
  const reconnectListeners = new Set<() => void>();
  const made: FakeSheetSync[] = [];
  const wiring: SheetSyncWiring = {
    create: vi.fn(() => {
      const sync = new FakeSheetSync();
      made.push(sync);
      return sync;
    }),
    onBatch: (listener) => {
      batchListeners.add(listener);
      return () => void batchListeners.delete(listener);
    },
    onReconnected: (listener) => {
      reconnectListeners.add(listener);
      return () => void reconnectListeners.delete(listener);
    },
  };
  const announce = (batch: SheetBatchAnnouncement) => batchListeners.forEach((listener) => listener(batch));
  const reconnect = () => reconnectListeners.forEach((listener) => listener());
  return { wiring, made, announce, reconnect, batchListeners, reconnectListeners };
}

const batch = (qid: number, seq: number): SheetBatchAnnouncement => ({ qid, seq, clientBatchId: `c${seq}`, opsJson: '[]' });

describe('useSheetSync', () => {
  it("makes and starts the question's sync and feeds it that question's batches only", () => {
    const app = appWiring();
    const { result } = renderHook(() => useSheetSync(7, app.wiring));
    const [sync] = app.made;
    expect(app.wiring.create).toHaveBeenCalledWith(7);
    expect(result.current).toBe(sync);
    expect(sync?.start).toHaveBeenCalledTimes(1);
    act(() => {
      app.announce(batch(7, 1));
      app.announce(batch(8, 1));
    });
    expect(sync?.remote).toHaveBeenCalledTimes(1);
    expect(sync?.remote).toHaveBeenCalledWith(batch(7, 1));
  });

  it('refreshes the sync when realtime reconnects and when the browser is online again', () => {
    const app = appWiring();
    renderHook(() => useSheetSync(7, app.wiring));
    const [sync] = app.made;
    act(() => app.reconnect());
    act(() => void globalThis.dispatchEvent(new Event('online')));
    expect(sync?.refresh).toHaveBeenCalledTimes(2);
  });

  it('disposes the sync and stops listening when the question changes or the sheet goes away', () => {
    const app = appWiring();
    const { result, rerender, unmount } = renderHook(({ qid }) => useSheetSync(qid, app.wiring), {
      initialProps: { qid: 7 as number | null },
    });
    rerender({ qid: 9 });
    expect(app.made[0]?.dispose).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(app.made[1]);
    rerender({ qid: null });
    expect(app.made[1]?.dispose).toHaveBeenCalledTimes(1);
    expect(result.current).toBeNull();
    unmount();
    expect(app.batchListeners.size).toBe(0);
    expect(app.reconnectListeners.size).toBe(0);
    expect(app.made).toHaveLength(2);
  });
});
