/** Window errors heard before error reporting starts, replayed to it once it listens. */
export interface EarlyErrors {
  /** Stops buffering and dispatches what was heard again on the window, for the reporter's listeners. */
  flush: () => void;
}

/**
 * Buffers window errors and unhandled rejections from the first line of the light entry, because the reporter (with
 * the API client) is downloaded after the landing draws; without this an error in between would go unreported.
 */
export function bufferEarlyErrors(target: Window = window): EarlyErrors {
  const heard: Event[] = [];
  const onEvent = (event: Event) => heard.push(event);
  target.addEventListener('error', onEvent);
  target.addEventListener('unhandledrejection', onEvent);
  let isFlushed = false;
  return {
    flush: () => {
      if (isFlushed) return;
      isFlushed = true;
      target.removeEventListener('error', onEvent);
      target.removeEventListener('unhandledrejection', onEvent);
      for (const event of heard.splice(0)) {
        if (event instanceof ErrorEvent) {
          target.dispatchEvent(new ErrorEvent('error', { error: event.error as unknown, message: event.message }));
        } else if (typeof PromiseRejectionEvent !== 'undefined' && event instanceof PromiseRejectionEvent) {
          target.dispatchEvent(
            new PromiseRejectionEvent('unhandledrejection', { promise: event.promise, reason: event.reason as unknown }),
          );
        }
      }
    },
  };
}
