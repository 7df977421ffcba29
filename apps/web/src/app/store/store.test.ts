import { FEATURES } from '@photostudy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { mockApi, statusBundle } from '../../testing/mockApi';
import { fetchSystemStatus, fetchUserStatus, loggedIn, loggedOut, maintenanceDetected, selectFeatureFlags } from '../../lib/store';
import { connectApiClient, makeStore } from './store';

describe('store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads isLoggedIn from the stored tokens and keeps them in step with login and logout', () => {
    expect(makeStore().getState().auth.isLoggedIn).toBe(false);
    localStorage.setItem(STORAGE_KEYS.TOKENS, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
    const store = makeStore();
    expect(store.getState().auth.isLoggedIn).toBe(true);
    store.dispatch(loggedOut());
    expect(localStorage.getItem(STORAGE_KEYS.TOKENS)).toBeNull();
    store.dispatch(loggedIn({ accessToken: 'b', refreshToken: 's', isNewUser: true }));
    expect(store.getState().auth).toEqual({ isLoggedIn: true, isNewUser: true });
    expect(makeStore().getState().auth.isNewUser).toBe(true);
  });

  it('loads the system status and turns maintenance on from any flagged answer', async () => {
    mockApi({ 'GET /api/status-updates': { status: 503, body: { code: 'MAINTENANCE', message: 'x', maintenance: true } } });
    const store = makeStore();
    connectApiClient(store);
    await store.dispatch(fetchSystemStatus());
    expect(store.getState().system).toMatchObject({ maintenance: false, version: '1.0.0', hasLoadedStatus: true });
    store.dispatch(maintenanceDetected());
    expect(store.getState().system.maintenance).toBe(true);
  });

  it('moves the app state idle -> loading -> succeeded and derives the feature flags', async () => {
    mockApi({ 'GET /api/status-updates': { body: statusBundle([FEATURES.STEM_SUBJECT, FEATURES.TRIO_PROGRAM]) } });
    const store = makeStore();
    expect(store.getState().app.status).toBe('idle');
    const request = store.dispatch(fetchUserStatus());
    expect(store.getState().app.status).toBe('loading');
    await request;
    expect(store.getState().app.status).toBe('succeeded');
    expect(store.getState().app.bundle?.balance.sessionCount).toBe(5);
    expect(selectFeatureFlags(store.getState())).toEqual({
      hasStemBusiness: true,
      hasWriting: false,
      hasTrio: true,
      hasSharedSessionPool: false,
    });
  });

  it('fails the app state on an error and logs out on a 401 that is not a forced logout', async () => {
    localStorage.setItem(STORAGE_KEYS.TOKENS, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
    mockApi({ 'GET /api/status-updates': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Please log in.' } } });
    const store = makeStore();
    connectApiClient(store);
    await store.dispatch(fetchUserStatus());
    expect(store.getState().app).toMatchObject({ status: 'failed', bundle: null, hasLoadedOnce: false });
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.TOKENS)).toBeNull();
  });

  it('keeps a 30401 forced logout for the server modal instead of logging out at once', async () => {
    localStorage.setItem(STORAGE_KEYS.TOKENS, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
    mockApi({ 'GET /api/status-updates': { status: 401, body: { code: 30401, message: 'Logged out' } } });
    const store = makeStore();
    connectApiClient(store);
    await store.dispatch(fetchUserStatus());
    expect(store.getState().app.status).toBe('failed');
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });
});
