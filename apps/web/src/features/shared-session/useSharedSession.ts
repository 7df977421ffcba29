import type { SharedSession } from '@photostudy/contracts';
import { useLoaderVisibility } from '@photostudy/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getSharedSession } from '../../lib/api';
import { clockOffsetMs, failureScreen, secondsLeft, type SharedSessionFailure, type SharedSessionScreen } from './sharedSessionRules';

/** The shared session page's state and actions. */
export interface SharedSessionState {
  screen: SharedSessionScreen;
  /** The last answer (also on EXPIRED: the title stays). */
  session: SharedSession | null;
  /** The server's clock minus this browser's, for the countdown. */
  offsetMs: number;
  /** Loads again (ERROR's retry). */
  reload: () => void;
  /** The countdown reached 0: EXPIRED at once, and the server is asked again to confirm. */
  expire: () => void;
}

type LoadedSession = { kind: 'session'; session: SharedSession; offsetMs: number };
type Loaded = LoadedSession | { kind: 'failure'; screen: SharedSessionFailure };

function loadedSession(session: SharedSession): LoadedSession {
  return { kind: 'session', session, offsetMs: clockOffsetMs(session.serverTime, Date.now()) };
}

/**
 * Loads `/api/misc/shared-sessions/{code}` for a guest or a logged-in viewer (again when that changes) and tells the
 * page's screen. The window is the server's: at 0 the page turns EXPIRED and the answer of a fresh load has the last
 * word (a viewer whose clock ran fast gets the page back).
 */
export function useSharedSession(code: string, isLoggedIn: boolean): SharedSessionState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [isExpiredHere, setIsExpiredHere] = useState(false);
  const confirm = useRef<AbortController | null>(null);
  const isLoaderVisible = useLoaderVisibility(loaded === null);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded(null);
    setIsExpiredHere(false);
    getSharedSession(code, controller.signal).then(
      (session) => setLoaded(loadedSession(session)),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ kind: 'failure', screen: failureScreen(error) });
      },
    );
    return () => {
      controller.abort();
      confirm.current?.abort();
    };
  }, [code, isLoggedIn, attempt]);

  const expire = useCallback(() => {
    setIsExpiredHere(true);
    confirm.current?.abort();
    const controller = new AbortController();
    confirm.current = controller;
    getSharedSession(code, controller.signal).then(
      (session) => {
        const next = loadedSession(session);
        setLoaded(next);
        const isStillOpen =
          session.status === 'NORMAL' && (session.expiredTime === null || secondsLeft(session.expiredTime, Date.now(), next.offsetMs) > 0);
        setIsExpiredHere(!isStillOpen);
      },
      () => undefined, // Stays EXPIRED: the window is over on this browser's reading of the server clock.
    );
  }, [code]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  let screen: SharedSessionScreen;
  if (loaded === null || isLoaderVisible) screen = 'LOADING';
  else if (loaded.kind === 'failure') screen = loaded.screen;
  else screen = loaded.session.status === 'EXPIRED' || isExpiredHere ? 'EXPIRED' : 'NORMAL';

  return {
    screen,
    session: loaded?.kind === 'session' ? loaded.session : null,
    offsetMs: loaded?.kind === 'session' ? loaded.offsetMs : 0,
    reload,
    expire,
  };
}
