import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, shareOrCopyLink } from './shareLink';
import { sampleShareCode, sharedSessionPath, sharedSessionUrl } from './sharePaths';

const CONTENT = { url: 'https://app.test/sessions/abc', message: 'Look at this solution:' };

/** A navigator with the given share and clipboard (jsdom has neither). */
function stubNavigator(parts: { share?: unknown; canShare?: unknown; writeText?: unknown }) {
  const clipboard = parts.writeText ? { writeText: parts.writeText } : undefined;
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, { share: parts.share, canShare: parts.canShare, clipboard }),
  );
}

describe('shareOrCopyLink', () => {
  const execCommand = document.execCommand;
  afterEach(() => {
    vi.unstubAllGlobals();
    document.execCommand = execCommand;
  });

  it('opens the native share sheet with the message when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share, writeText });
    await expect(shareOrCopyLink(CONTENT)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ text: 'Look at this solution:', url: CONTENT.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a closed sheet as cancelled, and a refused one as a reason to copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share: vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')), writeText });
    await expect(shareOrCopyLink(CONTENT)).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();

    stubNavigator({ share: vi.fn().mockRejectedValue(new DOMException('no activation', 'NotAllowedError')), writeText });
    await expect(shareOrCopyLink(CONTENT)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(CONTENT.url);
  });

  it('copies the link when the browser has no share sheet or cannot share this', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ writeText });
    await expect(shareOrCopyLink(CONTENT)).resolves.toBe('copied');
    stubNavigator({ share: vi.fn(), canShare: () => false, writeText });
    await expect(shareOrCopyLink(CONTENT)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('raises when nothing can copy', async () => {
    stubNavigator({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    document.execCommand = vi.fn().mockReturnValue(false);
    await expect(copyText('x')).rejects.toThrow('denied');
    stubNavigator({});
    await expect(copyText('x')).rejects.toThrow('The clipboard is not available.');
    document.execCommand = vi.fn().mockReturnValue(true);
    await expect(copyText('x')).resolves.toBeUndefined();
  });
});

describe('shared session addresses', () => {
  it('builds the page path, the demo code of a sample and the absolute URL', () => {
    expect(sharedSessionPath('abc')).toBe('/sessions/abc');
    expect(sampleShareCode(12)).toBe('demo-12');
    expect(sharedSessionUrl('demo-12', 'https://app.test')).toBe('https://app.test/sessions/demo-12');
    expect(sharedSessionUrl('abc')).toBe(`${window.location.origin}/sessions/abc`);
  });
});
