import type { ClientConfig } from '@photostudy/contracts';
import { useEffect, useRef } from 'react';
import type { StudentRealtimeListener } from './studentEvents';
import { studentRealtime } from './studentRealtimeInstance';

/** Keeps the realtime connection open while a student is logged in (uid known); closes it on logout. */
export function useRealtimeConnection(uid: number | null, settings: ClientConfig['realtime'] | null): void {
  useEffect(() => {
    if (uid === null || !settings) return;
    studentRealtime.connect(uid, settings);
    return () => studentRealtime.disconnect();
  }, [uid, settings]);
}

/** Hears every student realtime event while mounted; the latest listener is always used. */
export function useStudentRealtimeEvents(listener: StudentRealtimeListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => studentRealtime.listen((event) => latest.current(event)), []);
}

/** Joins `presence-student-{uid}` while `isNeeded` (the STEM ask path and the live chat with a question). */
export function usePresenceChannel(isNeeded: boolean): void {
  useEffect(() => (isNeeded ? studentRealtime.holdPresence() : undefined), [isNeeded]);
}
