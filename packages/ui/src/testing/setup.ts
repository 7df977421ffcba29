import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
