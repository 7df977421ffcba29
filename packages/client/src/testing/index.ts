/** Test helpers shared by the apps' tests: fetch answers for the API client and a fake realtime transport. */
export * from './fetchMock';
export * from './fakeRealtimeTransport';
export * from './wireFixtures';
