/** Port of the product under test (not 3000, so a developer's running instance is left alone); E2E_PORT lets two runs share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Operator secret the server is started with; the maintenance journey uses it. */
export const E2E_OPS_SECRET = 'e2e-ops-secret';
