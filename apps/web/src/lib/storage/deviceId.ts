import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

/** This browser's device id: created once and kept in localStorage (sent at login and in support mail). */
export function getDeviceId(): string {
  const existing = readStorage(STORAGE_KEYS.DEVICE_ID);
  if (existing) return existing;
  const created = globalThis.crypto?.randomUUID?.() ?? `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  writeStorage(STORAGE_KEYS.DEVICE_ID, created);
  return created;
}
