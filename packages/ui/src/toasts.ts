import { notifications } from '@mantine/notifications';

/** Kinds of toast, mapped to theme colours. */
type ToastKind = 'info' | 'success' | 'error';

/** What a toast shows. */
export interface ToastOptions {
  kind?: ToastKind;
  title?: string;
  message: string;
  autoCloseMs?: number;
  /** The accessible name of the close button (the apps pass their translation). */
  closeLabel?: string;
}

const COLOR_BY_KIND: Record<ToastKind, string> = { info: 'brand', success: 'teal', error: 'red' };

/** Shows a short-lived toast (the spec's toast errors on profile, rating, chat history...). */
export function showToast({ kind = 'info', title, message, autoCloseMs = 5000, closeLabel = 'Close' }: ToastOptions): string {
  return notifications.show({
    color: COLOR_BY_KIND[kind],
    title,
    message,
    autoClose: autoCloseMs,
    withBorder: true,
    closeButtonProps: { 'aria-label': closeLabel },
  });
}

/** Shows an error toast with the server's or the general message. */
export function showErrorToast(message: string, title?: string): string {
  return showToast({ kind: 'error', message, title });
}

/** Closes every toast, for example on logout. */
export function clearToasts(): void {
  notifications.clean();
}
