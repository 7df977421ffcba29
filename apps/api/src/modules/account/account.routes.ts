import {
  okAnswerSchema,
  profileSchema,
  profileUpdateRequestSchema,
  statusBundleSchema,
  tosAgreementRequestSchema,
} from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { preferredLanguage } from '../../core/language';
import { accountOf, requireRole } from '../../plugins/authenticate';
import type { AccountService } from './account.service';

/** The logged-in account's own routes: status bundle, terms agreement, profile. */
export async function accountRoutes(app: FastifyInstance, opts: { accounts: AccountService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accounts } = opts;
  const security = [{ bearer: [] }];

  r.get(
    '/api/status-updates',
    {
      schema: {
        tags: ['account'],
        summary: 'Profile, balance, features, modals, storefront, subscription, notifications',
        security,
        response: { 200: statusBundleSchema },
      },
      // The web app's and the console's (the console names the signed-in expert or admin from it).
      onRequest: requireRole('student', 'expert', 'admin'),
    },
    async (request) => accounts.statusBundle(accountOf(request).id, preferredLanguage(request.headers['accept-language'])),
  );

  r.post(
    '/api/tos-agreements',
    {
      schema: {
        tags: ['account'],
        summary: 'Accepts the current terms of service',
        security,
        body: tosAgreementRequestSchema,
        response: { 200: okAnswerSchema },
      },
      onRequest: requireRole('student'),
    },
    async (request) => {
      await accounts.acceptTos(accountOf(request).id, { allowsAccountMessages: request.body.allows_account_messages });
      return { ok: true as const };
    },
  );

  r.post(
    '/api/profile-updates',
    {
      schema: {
        tags: ['account'],
        summary: 'Sets name and grade (a grade completes the profile)',
        security,
        body: profileUpdateRequestSchema,
        response: { 200: profileSchema },
      },
      onRequest: requireRole('student'),
    },
    async (request) => accounts.updateProfile(accountOf(request).id, request.body),
  );
}
