import { COPIED_TOOLTIP_MS } from '@photostudy/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopiedFlag } from './useCopiedFlag';

describe('useCopiedFlag', () => {
  afterEach(() => vi.useRealTimers());

  it('stays on for the tooltip time after each copy, counted from the last one', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCopiedFlag());
    expect(result.current.isCopied).toBe(false);
    act(() => result.current.markCopied());
    expect(result.current.isCopied).toBe(true);
    act(() => vi.advanceTimersByTime(COPIED_TOOLTIP_MS - 500));
    act(() => result.current.markCopied());
    act(() => vi.advanceTimersByTime(COPIED_TOOLTIP_MS - 1));
    expect(result.current.isCopied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isCopied).toBe(false);
  });
});
