import { useEffect } from 'react';

/** An open modal: when it opened, and the element the focus goes back to when it closes. */
interface OpenModal {
  order: number;
  returnTo: HTMLElement | null;
}

/** The modals open now (one document, so module state), with the count that orders their openings. */
const openModals = new Set<OpenModal>();
let openings = 0;

/**
 * The element that last had the focus, kept from the first modal on. A button the page disables while its request runs
 * (Mantine's `loading`) drops the focus to the page before the answer's modal opens: the modal then returns to it.
 */
let lastFocused: HTMLElement | null = null;
let isWatchingFocus = false;

function watchFocus(): void {
  if (isWatchingFocus) return;
  isWatchingFocus = true;
  if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) lastFocused = document.activeElement;
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

/** Where the focus goes back to: what has it now, or what had it last when it was dropped to the page. */
function focusedNow(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

/** Mantine's delay before giving the focus back: the closing modal's focus trap lets go first. */
const RETURN_DELAY_MS = 10;

/** The newest modal still open that opened after the one that closed, if any. */
function openedAfter(closed: OpenModal): OpenModal | undefined {
  let newest: OpenModal | undefined;
  for (const modal of openModals) if (modal.order > closed.order && (!newest || modal.order > newest.order)) newest = modal;
  return newest;
}

/**
 * A short while after a modal closed: the return passes to the modal that followed it, or the focus goes back unless a
 * Tab was pressed meanwhile (as Mantine: the user already moved on; a chain's handover happens all the same).
 */
function returnFocusLater(closed: OpenModal): void {
  let isTabbed = false;
  const noteTab = (event: KeyboardEvent) => {
    if (event.key === 'Tab') isTabbed = true;
  };
  document.addEventListener('keydown', noteTab);
  window.setTimeout(() => {
    document.removeEventListener('keydown', noteTab);
    const next = openedAfter(closed);
    if (next) next.returnTo = closed.returnTo;
    else if (!isTabbed && closed.returnTo?.isConnected) closed.returnTo.focus({ preventScroll: true });
  }, RETURN_DELAY_MS);
}

/**
 * Gives the focus back when a modal closes, as Mantine's `returnFocus` does, except in a chain: a modal that closes
 * while one opened after it is open (a confirmation into its processing modal, then 'Thank you') hands its return to
 * that one instead of taking the focus from it, so the focus goes back once, when the chain's last modal closes, to
 * where it was before the first. Mantine's own return, 10 ms after closing, took the focus from the next modal, or put
 * it on a button of the modal fading out, which then left it on the page. A modal that closes over an older one still
 * open gives the focus back into that one, as before; a Tab pressed before the return keeps the focus where it is. A
 * modal that opens while the focus is on the page (the button that sent the request was disabled meanwhile) gives it back
 * to the element that had it last.
 */
export function useFocusReturn(isOpen: boolean): void {
  useEffect(() => {
    watchFocus();
    if (!isOpen) return undefined;
    const opened: OpenModal = { order: ++openings, returnTo: focusedNow() };
    openModals.add(opened);
    return () => {
      openModals.delete(opened);
      returnFocusLater(opened);
    };
  }, [isOpen]);
}
