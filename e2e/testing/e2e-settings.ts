/** Port of the product under test (not 3000, so a developer's running instance is left alone); E2E_PORT lets two runs share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Operator secret the server is started with; the maintenance journey uses it. */
export const E2E_OPS_SECRET = 'e2e-ops-secret';
/** The local OpenID Connect provider the server's university login uses (port E2E_PORT + 1000). */
export const E2E_OIDC = {
  port: E2E_PORT + 1000,
  issuer: `http://127.0.0.1:${E2E_PORT + 1000}`,
  clientId: 'e2e-university',
  clientSecret: 'e2e-university-secret',
} as const;
