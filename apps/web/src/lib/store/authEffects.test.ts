import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mockApi';
import { STORAGE_KEYS } from '../storage/storage';
import { createAuthPersistence, logout } from './authEffects';
import { authReducer, loggedIn, loggedOut } from './authSlice';

function authStore() {
  return configureStore({
    reducer: { auth: authReducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(createAuthPersistence().middleware),
  });
}

function storeTokens() {
  localStorage.setItem(STORAGE_KEYS.TOKENS, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
  localStorage.setItem(STORAGE_KEYS.IS_NEW_USER, '1');
}

describe('auth reducer', () => {
  it('changes the state only: storage is left to the listeners', () => {
    const state = authReducer({ isLoggedIn: false, isNewUser: false }, loggedIn({ accessToken: 'a', refreshToken: 'r', isNewUser: true }));
    expect(state).toEqual({ isLoggedIn: true, isNewUser: true });
    expect(localStorage.getItem(STORAGE_KEYS.TOKENS)).toBeNull();
    storeTokens();
    expect(authReducer(state, loggedOut())).toEqual({ isLoggedIn: false, isNewUser: false });
    expect(localStorage.getItem(STORAGE_KEYS.TOKENS)).not.toBeNull();
  });
});

describe('auth persistence', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores the tokens and the new-user mark within the login dispatch', () => {
    const store = authStore();
    store.dispatch(loggedIn({ accessToken: 'b', refreshToken: 's', isNewUser: true }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.TOKENS) ?? 'null')).toEqual({ accessToken: 'b', refreshToken: 's' });
    expect(localStorage.getItem(STORAGE_KEYS.IS_NEW_USER)).toBe('1');
    store.dispatch(loggedIn({ accessToken: 'c', refreshToken: 't', isNewUser: false }));
    expect(localStorage.getItem(STORAGE_KEYS.IS_NEW_USER)).toBeNull();
  });

  it('clears the tokens and the new-user mark on loggedOut, without calling the server', () => {
    const { fetchMock } = mockApi();
    storeTokens();
    const store = authStore();
    store.dispatch(loggedOut());
    expect(localStorage.getItem(STORAGE_KEYS.TOKENS)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.IS_NEW_USER)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('logout thunk', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('revokes the stored refresh token on the server, then logs out locally', async () => {
    const { fetchMock } = mockApi({ 'POST /api/logout': { body: { ok: true } } });
    storeTokens();
    const store = authStore();
    await store.dispatch(logout());
    expect(store.getState().auth).toEqual({ isLoggedIn: false, isNewUser: false });
    expect(localStorage.getItem(STORAGE_KEYS.TOKENS)).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/logout');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'r' });
  });

  it('still logs out when the revoke fails, and sends nothing without stored tokens', async () => {
    const { fetchMock } = mockApi({ 'POST /api/logout': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    storeTokens();
    const store = authStore();
    await store.dispatch(logout());
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await store.dispatch(logout());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
