import type { Question } from '@photostudy/contracts';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appQuestion } from './dialogTestData';
import { releaseLeaveGuard, resetLeaveGuardStore, takeBlockedPath } from './leaveGuardStore';
import { useLeaveGuard } from './useLeaveGuard';

function renderGuard(question: Question) {
  const onNeedExit = vi.fn();
  const onNeedRating = vi.fn();
  function Chat() {
    useLeaveGuard(question, onNeedExit, onNeedRating);
    return <p>chat</p>;
  }
  const router = createMemoryRouter(
    [
      { path: '/my-sessions/:qid', element: <Chat /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/my-sessions/41'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onNeedExit, onNeedRating };
}

describe('useLeaveGuard', () => {
  beforeEach(() => resetLeaveGuardStore());

  it('holds back leaving a STARTED answered session and asks to exit', async () => {
    const started = appQuestion({ state: 'in_progress', discussion: { status: 'STARTED', duration: 1200, started: 1, flagged: false } });
    const { router, onNeedExit, onNeedRating } = renderGuard(started);
    await act(() => router.navigate('/storefront?tab=1'));
    await waitFor(() => expect(onNeedExit).toHaveBeenCalledTimes(1));
    expect(onNeedRating).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/my-sessions/41');
    expect(takeBlockedPath()).toBe('/storefront?tab=1');
  });

  it('opens the rating for an EXPIRED one', async () => {
    const { router, onNeedExit, onNeedRating } = renderGuard(appQuestion());
    await act(() => router.navigate('/ask'));
    await waitFor(() => expect(onNeedRating).toHaveBeenCalledTimes(1));
    expect(onNeedExit).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/my-sessions/41');
  });

  it('lets a rated, flagged, unanswered or released question go', async () => {
    for (const question of [appQuestion({ answerPoint: 4 }), appQuestion({ flagged: true }), appQuestion({ answered: false })]) {
      const { router, onNeedRating } = renderGuard(question);
      await act(() => router.navigate('/ask'));
      expect(router.state.location.pathname).toBe('/ask');
      expect(onNeedRating).not.toHaveBeenCalled();
    }
    releaseLeaveGuard(41);
    const { router } = renderGuard(appQuestion());
    await act(() => router.navigate('/ask'));
    expect(router.state.location.pathname).toBe('/ask');
  });
});
