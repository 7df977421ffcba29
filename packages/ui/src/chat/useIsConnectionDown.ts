import { useEffect, useState } from 'react';

/** What {@link useIsConnectionDown} reads: the shape of `RealtimeClient`'s connection status. */
export interface ConnectionSource {
  readonly isDown: boolean;
  onConnectionChange: (listener: (isDown: boolean) => void) => () => void;
}

function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** True while the browser is offline or the realtime connection is lost: the chat says 'offline, reconnecting'. */
export function useIsConnectionDown(source: ConnectionSource): boolean {
  const [isRealtimeDown, setIsRealtimeDown] = useState(source.isDown);
  const [isOffline, setIsOffline] = useState(isBrowserOffline);
  useEffect(() => {
    setIsRealtimeDown(source.isDown);
    return source.onConnectionChange(setIsRealtimeDown);
  }, [source]);
  useEffect(() => {
    const update = () => setIsOffline(isBrowserOffline());
    globalThis.addEventListener('online', update);
    globalThis.addEventListener('offline', update);
    return () => {
      globalThis.removeEventListener('online', update);
      globalThis.removeEventListener('offline', update);
    };
  }, []);
  return isRealtimeDown || isOffline;
}
