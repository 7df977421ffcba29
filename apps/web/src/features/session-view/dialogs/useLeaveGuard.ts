import type { Question } from '@photostudy/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { isLeaveGuardReleased, rememberBlockedPath } from './leaveGuardStore';
import { leaveActionFor } from './leaveRules';

/**
 * Blocks leaving the live chat (back or any navigation) while the question is answered with no rating and
 * not flagged (spec 001 section 4, Leaving the chat): a STARTED discussion asks to exit (`onNeedExit`), an
 * EXPIRED one opens the rating (`onNeedRating`). The held-back path is kept so that the rating flow can
 * retry it. Needs a data router (the app's router is one).
 */
export function useLeaveGuard(question: Question | null, onNeedExit: () => void, onNeedRating: () => void): void {
  const questionRef = useRef(question);
  const handlersRef = useRef({ onNeedExit, onNeedRating });
  useEffect(() => {
    questionRef.current = question;
    handlersRef.current = { onNeedExit, onNeedRating };
  });

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    const current = questionRef.current;
    if (!current || isLeaveGuardReleased(current.qid)) return false;
    if (currentLocation.pathname === nextLocation.pathname) return false;
    return leaveActionFor(current) !== 'none';
  }, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search, hash } = blocker.location;
    rememberBlockedPath(`${pathname}${search}${hash}`);
    blocker.reset();
    const current = questionRef.current;
    const action = current ? leaveActionFor(current) : 'none';
    if (action === 'exit') handlersRef.current.onNeedExit();
    else if (action === 'rate') handlersRef.current.onNeedRating();
  }, [blocker]);
}
