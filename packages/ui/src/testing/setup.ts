import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

/** Media queries the current test wants to match (jsdom has no layout). */
export const matchingQueries = new Set<string>();

// Mantine reads matchMedia at mount; jsdom has none.
window.matchMedia = (query: string) =>
  ({
    matches: matchingQueries.has(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Mantine components observe size; jsdom lacks ResizeObserver and scrollTo.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();

afterEach(() => {
  cleanup();
  matchingQueries.clear();
  localStorage.clear();
  sessionStorage.clear();
});

/** Longer than any Mantine transition the apps use (modals, drawers, menus: 150-300 ms). */
const TRANSITION_SETTLE_MS = 400;

// A modal or menu that the file's last test closed finishes its transition on a timer; were jsdom torn down first, that
// timer's React update would throw "window is not defined" outside any test (seen under load in CI).
afterAll(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, TRANSITION_SETTLE_MS));
});
