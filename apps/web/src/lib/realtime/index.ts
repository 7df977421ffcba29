/** The student's realtime connection (spec 001 section 4): typed, camelCase events of the student channels. */
export * from './studentEvents';
export * from './studentRealtime';
export * from './studentRealtimeInstance';
export * from './useStudentRealtime';
export * from './useBalanceUpdates';
export * from './useWritingProblemUpdates';
export * from './useNotificationUpdates';
