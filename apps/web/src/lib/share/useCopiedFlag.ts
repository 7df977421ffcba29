import { COPIED_TOOLTIP_MS } from '@photostudy/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether 'Copied to clipboard' shows, and the call that shows it (again) for `durationMs`. */
export interface CopiedFlag {
  isCopied: boolean;
  markCopied: () => void;
}

/** The 'Copied to clipboard' flag: on for `durationMs` (the spec's 2 s) after each copy, then off. */
export function useCopiedFlag(durationMs: number = COPIED_TOOLTIP_MS): CopiedFlag {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const markCopied = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setIsCopied(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setIsCopied(false);
    }, durationMs);
  }, [durationMs]);

  return { isCopied, markCopied };
}
