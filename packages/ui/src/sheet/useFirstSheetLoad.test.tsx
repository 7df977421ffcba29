import { ERRORS } from '@photostudy/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sheetLoadFailure, useFirstSheetLoad } from './useFirstSheetLoad';

/** An API refusal as the client throws it: a catalogue code and the HTTP status. */
function refusal(code: number | string, status: number) {
  return Object.assign(new Error('refused'), { code, status });
}

describe('sheetLoadFailure', () => {
  it('sorts refusals by catalogue code and status, anything else as other', () => {
    expect(sheetLoadFailure(refusal(ERRORS.SHEET_UNREADABLE.code, 400))).toBe('unreadable');
    expect(sheetLoadFailure(refusal(ERRORS.SHEET_TOO_LARGE.code, 413))).toBe('tooLarge');
    expect(sheetLoadFailure(refusal(ERRORS.SHEET_NOT_FOUND.code, 404))).toBe('notFound');
    expect(sheetLoadFailure(refusal('SOMETHING_ELSE', 403))).toBe('notFound');
    expect(sheetLoadFailure(refusal('SOMETHING_ELSE', 500))).toBe('other');
    expect(sheetLoadFailure(new TypeError('Failed to fetch'))).toBe('other');
  });
});

describe('useFirstSheetLoad', () => {
  it('reads nothing before ready, reads once when ready, and keeps the state when readiness goes', async () => {
    const read = vi.fn(async (qid: number) => ({ qid }));
    const { result, rerender } = renderHook(({ isReady }) => useFirstSheetLoad(7, isReady, read), { initialProps: { isReady: false } });
    expect(result.current.load).toEqual({ status: 'waiting' });
    expect(read).not.toHaveBeenCalled();
    rerender({ isReady: true });
    await waitFor(() => expect(result.current.load).toEqual({ status: 'loaded', state: { qid: 7 } }));
    rerender({ isReady: false });
    expect(result.current.load).toEqual({ status: 'loaded', state: { qid: 7 } });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('says why a read failed, and reads again on retry', async () => {
    const read = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ ok: true });
    const { result } = renderHook(() => useFirstSheetLoad(7, true, read));
    await waitFor(() => expect(result.current.load).toEqual({ status: 'failed', failure: 'other' }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.load).toEqual({ status: 'loaded', state: { ok: true } }));
    expect(read).toHaveBeenCalledTimes(2);
  });
});
