import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserWakeSignals, ReconnectScheduler, type WakeSignals } from './reconnectScheduler';

function pageSignals() {
  let wake: (() => void) | null = null;
  const page = { isVisible: true, isListening: () => wake !== null, wake: () => wake?.() };
  const signals: WakeSignals = {
    isVisible: () => page.isVisible,
    onWake: (handler) => {
      wake = handler;
      return () => {
        wake = null;
      };
    },
  };
  return { page, signals };
}

/** A scheduler whose last handshake took `handshakeMs`, and the times (ms after the loss) of its forced attempts. */
function setup(options: { random?: () => number; handshakeMs?: number | null } = {}) {
  const { page, signals } = pageSignals();
  const attempts: number[] = [];
  let lostAt = 0;
  const scheduler = new ReconnectScheduler(() => attempts.push(Date.now() - lostAt), {
    wakeSignals: signals,
    random: options.random ?? (() => 1),
  });
  if (options.handshakeMs !== null) {
    scheduler.down();
    vi.advanceTimersByTime(options.handshakeMs ?? 0);
    scheduler.connected();
  }
  attempts.length = 0;
  const lose = () => {
    lostAt = Date.now();
    scheduler.down();
  };
  return { scheduler, page, attempts, lose };
}

describe('ReconnectScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('forces attempts 0.5 s after the loss, then every 1 s, until connected', () => {
    const { scheduler, attempts, lose } = setup();
    lose();
    vi.advanceTimersByTime(5_500);
    expect(attempts).toEqual([500, 1_500, 2_500, 3_500, 4_500, 5_500]);
    scheduler.connected();
    vi.advanceTimersByTime(60_000);
    expect(attempts).toHaveLength(6);
    expect(scheduler.isActive).toBe(false);
  });

  it('spreads the attempts of many clients: each delay is 75-100 % of the step', () => {
    const { attempts, lose } = setup({ random: () => 0 });
    lose();
    vi.advanceTimersByTime(5_000);
    expect(attempts).toEqual([375, 1_125, 1_875, 2_625, 3_375, 4_125, 4_875]);
  });

  it('slows down to 2 s, 4 s, 8 s and every 10 s after 60 s down, so a long outage is not hammered', () => {
    const { attempts, lose } = setup();
    lose();
    vi.advanceTimersByTime(100_000);
    expect(attempts.filter((at) => at > 57_000)).toEqual([57_500, 58_500, 59_500, 60_500, 62_500, 66_500, 74_500, 84_500, 94_500]);
  });

  it('goes slowly while the page is hidden and at once when it is shown again', () => {
    const { page, attempts, lose } = setup();
    page.isVisible = false;
    lose();
    vi.advanceTimersByTime(31_000);
    expect(attempts).toEqual([500, 1_500, 3_500, 7_500, 15_500, 25_500]);
    vi.advanceTimersByTime(4_000);
    page.isVisible = true;
    page.wake();
    vi.advanceTimersByTime(0);
    expect(attempts.at(-1)).toBe(35_000);
    vi.advanceTimersByTime(1_000);
    expect(attempts.slice(-2)).toEqual([35_000, 36_000]);
  });

  it('tries at once when the network comes back, unless an attempt has only just started', () => {
    const { page, attempts, lose } = setup();
    lose();
    vi.advanceTimersByTime(3_600);
    expect(attempts).toEqual([500, 1_500, 2_500, 3_500]);
    page.wake();
    vi.advanceTimersByTime(149);
    expect(attempts).toEqual([500, 1_500, 2_500, 3_500]);
    vi.advanceTimersByTime(1);
    expect(attempts).toEqual([500, 1_500, 2_500, 3_500, 3_750]);
  });

  it('gives an attempt twice the last handshake time before replacing it, so a slow link still connects', () => {
    const { attempts, lose } = setup({ handshakeMs: 1_000 });
    lose();
    vi.advanceTimersByTime(7_000);
    expect(attempts).toEqual([2_250, 4_500, 6_750]);
  });

  it('waits 1.25 s for the first handshake', () => {
    const { attempts, lose } = setup({ handshakeMs: null });
    lose();
    vi.advanceTimersByTime(4_500);
    expect(attempts).toEqual([1_250, 2_500, 3_750]);
  });

  it('stops scheduling and listening when stopped', () => {
    const { scheduler, page, attempts, lose } = setup();
    lose();
    expect(page.isListening()).toBe(true);
    scheduler.stop();
    page.wake();
    vi.advanceTimersByTime(60_000);
    expect(attempts).toEqual([]);
    expect(page.isListening()).toBe(false);
  });
});

describe('browserWakeSignals', () => {
  it("wakes on the browser's online event and when the page is shown, until stopped", () => {
    const wake = vi.fn();
    const signals = browserWakeSignals();
    const stop = signals.onWake(wake);
    window.dispatchEvent(new Event('online'));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(signals.isVisible()).toBe(false);
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(wake).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('online'));
    expect(wake).toHaveBeenCalledTimes(2);
    visibility.mockRestore();
  });
});
