import { E2E_PORT } from './e2e-settings';
import { DEMO_ADMIN } from './demo-accounts';

interface StoredReport {
  message: string;
  url: string | null;
}

/**
 * After every journey (issue 20): the apps must pass their Content-Security-Policy. Browsers post each violation to the
 * policy's `report-uri`, which the server keeps as an error report of source 'csp'; any such report fails the run, with
 * what was blocked and where. Runs while the product server is still up (Playwright stops web servers after this).
 */
export default async function checkCspReports(): Promise<void> {
  const base = `http://127.0.0.1:${E2E_PORT}`;
  const login = await fetch(`${base}/api/preset-logins`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'preset', device_id: 'e2e-csp-check', ...DEMO_ADMIN }),
  });
  if (!login.ok) throw new Error(`CSP check: admin sign-in failed (${login.status} ${await login.text()})`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const listed = await fetch(`${base}/api/admin/error-reports?source=csp`, { headers: { authorization: `Bearer ${token}` } });
  if (!listed.ok) throw new Error(`CSP check: listing failed (${listed.status} ${await listed.text()})`);
  const { reports } = (await listed.json()) as { reports: StoredReport[] };
  if (reports.length === 0) {
    process.stdout.write('CSP check: no Content-Security-Policy violation reported during the journeys.\n');
    return;
  }
  const lines = reports.map((r) => `  ${r.message} (on ${r.url ?? 'unknown page'})`);
  throw new Error(`CSP check: ${reports.length} Content-Security-Policy violation(s) during the journeys:\n${lines.join('\n')}`);
}
