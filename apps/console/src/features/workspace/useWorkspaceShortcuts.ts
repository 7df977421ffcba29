import { useEffect, useRef } from 'react';

/** Options of {@link useWorkspaceShortcuts}. */
export interface WorkspaceShortcuts {
  /** The session is live and mine, so it can be ended from the keyboard. */
  canEnd: boolean;
  /** Opens the end dialog. */
  onEnd: () => void;
}

/** The workspace's keys: Ctrl+E (Cmd+E) asks to end the live session (listed in the shortcuts dialog). */
export function useWorkspaceShortcuts({ canEnd, onEnd }: WorkspaceShortcuts): void {
  // The latest callback without re-binding the listener on every render.
  const endRef = useRef(onEnd);
  useEffect(() => {
    endRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    if (!canEnd) return undefined;
    function onKey(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'e') {
        event.preventDefault();
        endRef.current();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canEnd]);
}
