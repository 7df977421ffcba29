import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_OPS_SECRET } from './e2e-settings';

/** Where screenshots of the journeys are kept for review (e2e/artifacts/screens, whatever the working directory). */
export const SCREENS_DIR = fileURLToPath(new URL('../artifacts/screens', import.meta.url));

/** Switches maintenance through the operator endpoint. */
export async function setMaintenance(request: APIRequestContext, isEnabled: boolean): Promise<void> {
  const response = await request.post('/api/ops/maintenance', {
    headers: { 'x-ops-secret': E2E_OPS_SECRET },
    data: { enabled: isEnabled },
  });
  if (!response.ok()) throw new Error(`maintenance switch failed: ${response.status()} ${await response.text()}`);
}

/** Opens a page with a clean browser storage (English, logged out) and waits for the app to settle. */
export async function openFresh(page: Page, path = '/'): Promise<void> {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-initialised')) {
      localStorage.clear();
      sessionStorage.setItem('e2e-initialised', '1');
    }
  });
  await page.goto(path);
}
