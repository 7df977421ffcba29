import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Pending partner sign-on attempts (OpenID Connect authorization-code flow): the `state` sent to the
 * provider (stored as a sha256 hash), with the nonce and PKCE verifier the callback needs. A row is
 * deleted when its callback arrives (single use) and is worthless after `expiresAt`.
 */
export const partnerSsoStates = pgTable(
  'partner_sso_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('partner_sso_states_expires_idx').on(t.expiresAt)],
);
