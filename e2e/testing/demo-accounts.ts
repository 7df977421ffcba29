/**
 * The seeded demo accounts the journeys sign in as (`packages/db` seeds them and the server prints them at start).
 * No Playwright import: the global teardown uses them too.
 */
export const DEMO_STUDENT = { email: 'preset@demo.test', password: 'demo-pass-1' } as const;
export const DEMO_EXPERT = { email: 'expert@demo.test', password: 'expert-pass-1' } as const;
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'admin-pass-1' } as const;
