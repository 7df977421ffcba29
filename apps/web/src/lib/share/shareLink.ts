/** How a share ended: the native share sheet took it, the link was copied, or the person closed the sheet. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/** What a share sends: the link, and the message the native share sheet puts with it. */
export interface ShareContent {
  url: string;
  message: string;
}

/** True when the browser offers a native share sheet for this content (phones, some desktops). */
function canShareNatively(content: ShareData): boolean {
  const nav = globalThis.navigator;
  if (typeof nav?.share !== 'function') return false;
  return typeof nav.canShare === 'function' ? nav.canShare(content) : true;
}

/** Copies through a hidden text area where the asynchronous clipboard is missing (plain http, old browsers). */
function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/** Puts text on the clipboard; raises when the browser refuses. */
export async function copyText(text: string): Promise<void> {
  const clipboard = globalThis.navigator?.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return;
    } catch (error) {
      if (!copyWithSelection(text)) throw error;
      return;
    }
  }
  if (!copyWithSelection(text)) throw new Error('The clipboard is not available.');
}

/**
 * Shares a link (spec 000 section 2, 'Share with a friend'): the native share sheet with the message when the browser
 * has one, else the link goes to the clipboard (the caller shows 'Copied to clipboard'). Closing the sheet is not an
 * error; a sheet the browser refuses falls back to the clipboard.
 */
export async function shareOrCopyLink({ url, message }: ShareContent): Promise<ShareOutcome> {
  const data: ShareData = { text: message, url };
  if (canShareNatively(data)) {
    try {
      await globalThis.navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError (no user activation left after an await) and the like: copying still works.
    }
  }
  await copyText(url);
  return 'copied';
}
