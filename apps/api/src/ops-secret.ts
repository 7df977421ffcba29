import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the generated operator secret is kept when OPS_SECRET is not set. */
export function opsSecretFile(dataDir: string): string {
  return join(dataDir, 'ops-secret');
}

/** The operator secret: OPS_SECRET, or one generated once per data folder (mode 0600, never logged). */
export function resolveOpsSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = opsSecretFile(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(24).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
