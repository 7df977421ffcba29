/** The one typed API client, realtime client, coalesced reads, browser error reporter, chat outbox and live-sheet sync of the student app and the expert console. */
export * from './api/ApiError';
export * from './api/apiClient';
export * from './api/documentLanguage';
export * from './api/jwtClaims';
export * from './api/tokenRefresh';
export * from './api/tokenStore';
export * from './async/coalesced';
export * from './errors/errorReporter';
export * from './realtime/channelAuthorizer';
export * from './realtime/pusherTransport';
export * from './realtime/realtimeClient';
export * from './realtime/realtimePayloads';
export * from './realtime/realtimeTransport';
export * from './outbox/chatOutbox';
export { SheetSync } from './sheet/sheetSync';
