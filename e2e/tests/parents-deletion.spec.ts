import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInPresetAccount } from '../testing/demo-session';
import { openFresh, SCREENS_DIR } from '../testing/pages';
import { expectAccessible } from '../testing/accessibility';
import { DEMO_ADMIN, DEMO_STUDENT } from '../testing/demo-accounts';

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/preset-logins', { data: { type: 'preset', device_id: 'e2e-care', ...who } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A new preset student made by the admin, with a known balance. */
async function newStudent(
  request: APIRequestContext,
  adminToken: string,
  prefix: string,
): Promise<{ email: string; password: string; uid: number }> {
  const student = { email: `${prefix}-${Date.now()}@e2e.test`, password: `${prefix}-pass-1` };
  const created = await request.post('/api/admin/preset-accounts', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { accounts: [{ ...student, name: 'Robin Care', grade: 12, sessions: 1, features: ['stem-subject'] }] },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const token = await tokenOf(request, student);
  const status = await request.get('/api/status-updates', { headers: { Authorization: `Bearer ${token}` } });
  const { profile } = (await status.json()) as { profile: { uid: number } };
  return { ...student, uid: profile.uid };
}

async function sessionCount(request: APIRequestContext, who: { email: string; password: string }): Promise<number> {
  const token = await tokenOf(request, who);
  const status = await request.get('/api/status-updates', { headers: { Authorization: `Bearer ${token}` } });
  return ((await status.json()) as { balance: { session_count: number } }).balance.session_count;
}

test("parents' offer: the admin texts the link, the parent accepts with a phone logged out, the sessions arrive once", async ({
  page,
  request,
}) => {
  const adminToken = await tokenOf(request, DEMO_ADMIN);
  const student = await newStudent(request, adminToken, 'parents');
  const before = await sessionCount(request, student);
  const offered = await request.post('/api/admin/parents-offers', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { uid: student.uid, sessions: 3, phone: '4155550134' },
  });
  expect(offered.ok(), await offered.text()).toBeTruthy();
  const { code } = (await offered.json()) as { code: string };

  await test.step('the link was texted to the parent (development SMS outbox)', async () => {
    const outbox = await request.get(`/api/dev/sms-outbox?to=${encodeURIComponent('+14155550134')}`);
    const { messages } = (await outbox.json()) as { messages: { body: string }[] };
    expect(messages.some((m) => m.body.includes(`/parents-opting/${code}`))).toBeTruthy();
  });

  await test.step('the parent opens the offer in Spanish and sees it, then in English', async () => {
    await openFresh(page, `/parents-opting/${code}`);
    await page.evaluate(() => localStorage.setItem('photostudy.language', 'es'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Aceptar' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENS_DIR}/parents-optin-es-1280.png` });
    await page.evaluate(() => localStorage.setItem('photostudy.language', 'en'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/parents-optin-1280.png` });
  });

  await test.step('a wrong phone shows the spec message and grants nothing', async () => {
    await page.getByLabel("Parent's phone number").fill('12345');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('You have entered an invalid phone number. Please try again.').first()).toBeVisible();
    expect(await sessionCount(request, student)).toBe(before);
  });

  await test.step('a good phone accepts: the accepted view, +3 sessions once, a confirmation text', async () => {
    await page.getByLabel("Parent's phone number").fill('(415) 555-0199');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeHidden();
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENS_DIR}/parents-accepted-1280.png` });
    // Parents open the texted link on a phone: the public page works there too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENS_DIR}/parents-accepted-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await sessionCount(request, student)).toBe(before + 3);
    const again = await request.put(`/api/parents-opting/${code}`, { data: { phone: '4155550199', accepted: true } });
    expect(again.status()).toBe(409);
    expect(await sessionCount(request, student)).toBe(before + 3);
    const outbox = await request.get(`/api/dev/sms-outbox?to=${encodeURIComponent('+14155550199')}`);
    expect(((await outbox.json()) as { messages: unknown[] }).messages.length).toBeGreaterThan(0);
  });

  await test.step('an unknown code goes back home', async () => {
    await page.goto('/parents-opting/this-code-does-not-exist-at-all');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('data deletion: the student asks in Settings, the status page shows the request, the account is erased and cannot sign in', async ({
  page,
  request,
}) => {
  const adminToken = await tokenOf(request, DEMO_ADMIN);
  const student = await newStudent(request, adminToken, 'erase');
  await logInPresetAccount(page, student);
  await page.goto('/settings');
  const remove = page.getByRole('button', { name: 'Delete my data' });
  await remove.scrollIntoViewIfNeeded();
  await remove.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SCREENS_DIR}/settings-delete-confirm-1280.png` });
  await dialog
    .getByRole('button', { name: /delete/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/data-deletion\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Data deletion request' })).toBeVisible();
  const requestId = page.url().split('/').pop()!;
  await expect
    .poll(async () => ((await (await request.get(`/api/data-deletion-requests/${requestId}`)).json()) as { state: string }).state, {
      timeout: 20_000,
    })
    .toBe('completed');
  await page.reload();
  await expect(page.getByText('Your account and data have been erased.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS_DIR}/data-deletion-completed-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Your account and data have been erased.')).toBeVisible();
  await page.screenshot({ path: `${SCREENS_DIR}/data-deletion-completed-390.png` });
  const refused = await request.post('/api/preset-logins', { data: { type: 'preset', device_id: 'e2e-care', ...student } });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('INVALID_CREDENTIALS');
});

test('developer tools: ?dev-tools=true shows the gear, the panel signs the preset account in, dev-tools=false hides it', async ({
  page,
}) => {
  await openFresh(page, '/?dev-tools=true');
  const gear = page.getByRole('button', { name: 'Developer tools' });
  await expect(gear).toBeVisible();
  await gear.click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Email').fill('not-an-email');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Please enter a valid email.')).toBeVisible();
  await panel.getByLabel('Email').fill('preset@demo.test');
  await panel.getByLabel('Password').fill(DEMO_STUDENT.password);
  await panel.getByLabel('QA name').fill('QA Robin');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expectAccessible(page, '[role="dialog"]');
  await page.screenshot({ path: `${SCREENS_DIR}/dev-tools-panel-1280.png` });
  await panel.getByRole('button', { name: 'Sign in with preset account' }).click();
  await expect(page).toHaveURL(/\/(ask|guide|my-sessions)/, { timeout: 15_000 });
  await page.goto('/ask');
  await expect(page.getByRole('button', { name: 'Developer tools' })).toBeVisible();
  await page.goto('/ask?dev-tools=false');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Developer tools' })).toBeHidden();
});

test('in Spanish: the accepted parents view, the data-deletion page, the developer tools panel, the error screen and the admin screens', async ({
  browser,
  page,
  request,
}) => {
  const adminToken = await tokenOf(request, DEMO_ADMIN);
  const spanish = async (target: Page) => {
    await target.evaluate(() => {
      localStorage.setItem('photostudy.language', 'es');
      localStorage.setItem('ps-console-language', 'es');
    });
    await target.reload();
  };

  const parent = await newStudent(request, adminToken, 'padres');
  const offered = await request.post('/api/admin/parents-offers', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { uid: parent.uid, sessions: 2, phone: '4155550177' },
  });
  expect(offered.ok(), await offered.text()).toBeTruthy();
  await openFresh(page, `/parents-opting/${((await offered.json()) as { code: string }).code}`);
  await spanish(page);
  await page.getByLabel('Teléfono de la madre, el padre o el tutor').fill('4155550177');
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('button', { name: 'Aceptar' })).toBeHidden();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS_DIR}/parents-accepted-es-1280.png` });

  const leaving = await newStudent(request, adminToken, 'borrar');
  const asked = await request.post('/api/data-deletion-requests', {
    headers: { Authorization: `Bearer ${await tokenOf(request, leaving)}` },
  });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  await page.goto(`/data-deletion/${((await asked.json()) as { request_id: string }).request_id}`);
  await expect(page.getByRole('heading', { name: 'Solicitud de eliminación de datos' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS_DIR}/data-deletion-es-1280.png` });

  await page.goto('/?dev-tools=true');
  await page.getByRole('button', { name: 'Herramientas de desarrollo' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await page.screenshot({ path: `${SCREENS_DIR}/dev-tools-panel-es-1280.png` });
  await page.keyboard.press('Escape');

  await page.evaluate(() => localStorage.setItem('photostudy.language', 'en'));
  await logInPresetAccount(page, parent);
  await spanish(page);
  await page.goto('/sentry');
  await page.getByRole('button', { name: 'Provocar un error de prueba' }).click();
  await expect(page.getByText('Algo salió mal.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS_DIR}/sentry-fallback-es-1280.png` });

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await admin.goto('/console/');
  await spanish(admin);
  await admin.locator('input[type="email"]').fill(DEMO_ADMIN.email);
  await admin.locator('input[type="password"]').fill(DEMO_ADMIN.password);
  await admin.locator('input[type="password"]').press('Enter');
  for (const [link, file] of [
    ['Informes de errores', 'console-error-reports-es'],
    ['Ofertas para padres', 'console-parents-offers-es'],
    ['Eliminación de datos', 'console-data-deletion-es'],
  ] as const) {
    await admin.getByRole('link', { name: link }).click();
    await expect(admin.getByRole('heading', { name: link }).first()).toBeVisible();
    await expectAccessible(admin);
    await admin.screenshot({ path: `${SCREENS_DIR}/${file}-1280.png` });
  }
  await admin.context().close();
});
