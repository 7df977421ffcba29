import { createContext, useContext, useEffect, useId } from 'react';

/** Tells the Store's frame that one of its dialogs opened or closed. */
type DialogReporter = (id: string, isOpen: boolean) => void;

/**
 * The Store as a modal must not close under its own dialogs: Mantine closes every open modal on Escape, and closing
 * the Store while a purchase is processing would hide its outcome. Dialogs inside the Store report themselves here.
 */
export const StoreDialogsContext = createContext<DialogReporter>(() => undefined);

/** Reports whether this dialog is open, for as long as the component is mounted. */
export function useReportDialog(isOpen: boolean): void {
  const report = useContext(StoreDialogsContext);
  const id = useId();
  useEffect(() => {
    report(id, isOpen);
    return () => report(id, false);
  }, [report, id, isOpen]);
}
