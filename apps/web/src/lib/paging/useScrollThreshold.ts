import { useEffect, useRef, type RefObject } from 'react';
import { hasReachedScrollThreshold } from './listPaging';

function scrollBoxOf(target: EventTarget | null): Element | null {
  if (target instanceof Document) return target.scrollingElement;
  return target instanceof Element ? target : null;
}

function scrollParentOf(element: Element | null): Element | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const overflowY = getComputedStyle(node).overflowY;
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return document.scrollingElement;
}

/**
 * Calls `onReach` when the box scrolling `contentRef` passes the scroll threshold (0.9), and after each
 * render while the content is too short to scroll at all (so a tall screen still fills up).
 */
export function useScrollThreshold(
  contentRef: RefObject<Element | null>,
  isEnabled: boolean,
  onReach: () => void,
  renderKey: unknown,
): void {
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  });

  useEffect(() => {
    if (!isEnabled) return;
    const handle = (event: Event) => {
      const box = scrollBoxOf(event.target);
      if (!box || !contentRef.current || !box.contains(contentRef.current)) return;
      if (hasReachedScrollThreshold(box)) onReachRef.current();
    };
    document.addEventListener('scroll', handle, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', handle, { capture: true });
  }, [isEnabled, contentRef]);

  useEffect(() => {
    if (!isEnabled || !contentRef.current) return;
    const box = scrollParentOf(contentRef.current);
    if (box && box.scrollHeight > 0 && hasReachedScrollThreshold(box)) onReachRef.current();
  }, [isEnabled, contentRef, renderKey]);
}
