import { createHash, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Generated secrets live in the data folder so that a restarted node keeps signing with the same key.
function secretInDataDir(dataDir: string, fileName: string, bytes: number): string {
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The access-token secret: JWT_SECRET, or one generated once per data folder (mode 0600, never logged). */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  return configured || secretInDataDir(dataDir, 'jwt-secret', 48);
}

/** The operator secret: OPS_SECRET, or one generated once per data folder (mode 0600, never logged). */
export function resolveOpsSecret(configured: string | undefined, dataDir: string): string {
  return configured || secretInDataDir(dataDir, 'ops-secret', 24);
}

/** A sub-key for one purpose, so the access-token secret itself signs nothing else. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`photostudy:${purpose}`).digest();
}

/** sha256 of an opaque token, hex: what the database keeps instead of the token. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A new opaque token: random bytes, base64url. */
export function opaqueToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}
