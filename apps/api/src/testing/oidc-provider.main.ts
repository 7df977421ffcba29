import { startTestOidcProvider } from './oidc-provider';

/**
 * Runs the local OpenID Connect provider for browser tests (never in production): a consent page with
 * 'Approve' and 'Deny' for one test student. `OIDC_TEST_PORT`, `OIDC_TEST_CLIENT_ID` and
 * `OIDC_TEST_CLIENT_SECRET` configure it.
 */
async function main(): Promise<void> {
  const env = process.env;
  const provider = await startTestOidcProvider({
    port: Number(env.OIDC_TEST_PORT ?? 4100),
    clientId: env.OIDC_TEST_CLIENT_ID ?? 'photostudy-university',
    clientSecret: env.OIDC_TEST_CLIENT_SECRET ?? 'university-secret',
    hasConsentPage: true,
    user: { sub: 'uni-student-1', email: 'uni.student@university.test', email_verified: true, name: 'Uni Student' },
  });
  process.stdout.write(`test OpenID Connect provider at ${provider.issuer}\n`);
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
