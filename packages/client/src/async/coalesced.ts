/**
 * Wraps an async read so that calls made while it runs do not start reads of their own: they wait for the running one
 * and, when any came, one more read after it (which sees every change they were told of). A burst of N triggers costs
 * at most two reads instead of N, and no trigger is lost (a read that throws ends the round and its callers see the
 * error; the next call starts afresh).
 */
export function coalesced(read: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let isOwed = false;
  return () => {
    if (running) {
      isOwed = true;
      return running;
    }
    const loop = async (): Promise<void> => {
      do {
        isOwed = false;
        await read();
      } while (isOwed);
    };
    running = loop().finally(() => {
      running = null;
    });
    return running;
  };
}
