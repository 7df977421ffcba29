import type { Page } from '@playwright/test';

/*
 * Chromium's `context.setOffline(true)` keeps an already open WebSocket open, and a server that is killed leaves
 * pusher-js to notice on its own; journeys that drop the connection install this wrapper and close the sockets.
 */

/** Keeps every WebSocket the page opens in `window.__e2eSockets`, so the journey can count and drop them. */
export async function trackSockets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Original = window.WebSocket;
    const sockets: WebSocket[] = [];
    (window as unknown as { __e2eSockets: WebSocket[] }).__e2eSockets = sockets;
    window.WebSocket = class extends Original {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        sockets.push(this);
      }
    };
  });
}

/** How many of the page's sockets are open now. */
export async function openSocketCount(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __e2eSockets: WebSocket[] }).__e2eSockets.filter((s) => s.readyState === WebSocket.OPEN).length,
  );
}

/** Closes the page's open sockets, as a dropped network would. */
export async function dropSockets(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __e2eSockets: WebSocket[] }).__e2eSockets.forEach((s) => s.close()));
}
