import { act, render, renderHook, screen } from '@testing-library/react';
import { LOADER_DURATION_MS } from '@photostudy/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Loader, useLoaderVisibility } from './Loader';

describe('Loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('spins once per loader duration and has an accessible name', () => {
    const { container } = render(<Loader label="Loading" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(container.innerHTML).toContain(`${LOADER_DURATION_MS}ms`);
  });

  it('stays visible for the minimum duration after work ends', () => {
    const { result, rerender } = renderHook(({ isBusy }) => useLoaderVisibility(isBusy), { initialProps: { isBusy: true } });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    rerender({ isBusy: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(LOADER_DURATION_MS));
    expect(result.current).toBe(false);
  });
});
