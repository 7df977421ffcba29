import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_OIDC, E2E_OPS_SECRET, E2E_PORT } from './testing/e2e-settings';

// A fresh data folder per run: new embedded database, demo seed, no state from earlier runs.
const dataDir = mkdtempSync(join(tmpdir(), 'photostudy-e2e-'));
// The server serves apps/web/dist; build it first unless the caller already did (E2E_SKIP_BUILD=1).
const build = process.env.E2E_SKIP_BUILD === '1' ? '' : 'npm run build --prefix .. && ';

/** Playwright journeys in Debian's Chromium against the whole product on one port. */
export default defineConfig({
  testDir: './tests',
  // Fails the run when a page broke the Content-Security-Policy (the server keeps browsers' violation reports).
  globalTeardown: './testing/csp-teardown.ts',
  outputDir: `artifacts/results-${E2E_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `artifacts/report-${E2E_PORT}.json` }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: [
    {
      // The local OpenID Connect provider of the partner sign-on journey (university login).
      command: 'node --import tsx ../apps/api/src/testing/oidc-provider.main.ts',
      url: `${E2E_OIDC.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        OIDC_TEST_PORT: String(E2E_OIDC.port),
        OIDC_TEST_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_TEST_CLIENT_SECRET: E2E_OIDC.clientSecret,
      },
    },
    {
      // The bundle `npm start` runs (built by `npm run build`).
      command: `${build}node --enable-source-maps ../apps/api/dist/server.mjs`,
      url: `http://127.0.0.1:${E2E_PORT}/api/system-status`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        OPS_SECRET: E2E_OPS_SECRET,
        // Every journey signs in from 127.0.0.1, many as the same demo accounts: the sign-in limits are API-tested, not here.
        AUTH_RATE_LIMIT_PER_IP: '100000',
        AUTH_RATE_LIMIT_PER_IDENTITY: '10000',
        PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
        // One Writing problem a week, so the Writing journey reaches the weekly limit after one review.
        WRITING_WEEKLY_LIMIT: '1',
        OIDC_UNIVERSITY_ISSUER: E2E_OIDC.issuer,
        OIDC_UNIVERSITY_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_UNIVERSITY_CLIENT_SECRET: E2E_OIDC.clientSecret,
        // Corporate login uses the same local provider, so both partner buttons show.
        OIDC_CORPORATE_ISSUER: E2E_OIDC.issuer,
        OIDC_CORPORATE_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_CORPORATE_CLIENT_SECRET: E2E_OIDC.clientSecret,
      },
    },
  ],
});
