/** The claims of a JWT without verifying it (the server does that on every call); null when unreadable. */
export function readJwtClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims = JSON.parse(atob(padded)) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `exp` claim (epoch seconds) of a JWT, or null when the token is not a readable JWT. */
export function readJwtExpiry(token: string): number | null {
  const exp = readJwtClaims(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}
