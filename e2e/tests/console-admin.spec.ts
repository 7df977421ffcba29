import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { SCREENS_DIR, openFresh, setMaintenance } from '../testing/pages';
import { DEMO_ADMIN, DEMO_EXPERT, DEMO_STUDENT } from '../testing/demo-accounts';

const CHEMIST = { email: 'chemist-e2e@demo.test', name: 'Chloe Chemist', password: 'chem-pass-1' };

/** An access token through the preset login API. */
async function tokenOf(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/preset-logins', { data: { type: 'preset', device_id: 'e2e-console-admin', ...who } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A fresh student (made through the admin API) asks one question in a subject; returns the qid. */
async function askIn(request: APIRequestContext, adminToken: string, subjectId: number, title: string): Promise<number> {
  const email = `asker-${subjectId}-${Date.now()}@e2e.test`;
  const created = await request.post('/api/admin/preset-accounts', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { accounts: [{ email, password: 'asker-pass-1', sessions: 2 }] },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const token = await tokenOf(request, { email, password: 'asker-pass-1' });
  const asked = await request.post('/api/questions', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title, mindset_id: 1, subject_id: subjectId, lang: 'en' },
  });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  return ((await asked.json()) as { qid: number }).qid;
}

async function consoleSignIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/console/');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Closes the toasts and moves the pointer away, so that a screenshot shows the screen itself. */
async function settle(page: Page): Promise<void> {
  for (const close of await page.locator('.mantine-Notification-root button').all()) await close.click().catch(() => undefined);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await page.mouse.move(1200, 780);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

const sessionsOn = async (student: Page) => {
  const button = student.getByRole('link', { name: /^\d+ sessions?$/ }).or(student.getByRole('button', { name: /^\d+ sessions?$/ }));
  await expect(button.first()).toBeVisible();
  return Number(/\d+/.exec((await button.first().textContent()) ?? '')?.[0]);
};

test.afterAll(async ({ request }) => {
  await setMaintenance(request, false);
});

test('admin area: experts, accounts, student balances, maintenance and moderation', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const admin = await newPage(browser);
  const adminToken = await tokenOf(request, DEMO_ADMIN);

  await test.step('admin signs in and lands in the admin area; creates a Chemistry-only expert', async () => {
    await consoleSignIn(admin, DEMO_ADMIN);
    await expect(admin).toHaveURL(/\/console\/admin\/experts$/);
    await expect(admin.getByRole('heading', { name: 'Experts' })).toBeVisible();
    await expect(admin.getByTestId('online-switch')).toHaveCount(0);
    await admin.getByRole('button', { name: 'Create expert' }).click();
    await expect(admin.getByText('Choose at least one subject.')).toBeVisible();
    await admin.getByLabel('Email').fill(CHEMIST.email);
    await admin.getByLabel('Name').fill(CHEMIST.name);
    await admin.getByLabel('Password').fill(CHEMIST.password);
    await admin.getByRole('textbox', { name: 'Subjects' }).click();
    await admin.getByRole('option', { name: 'Chemistry' }).click();
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: 'Create expert' }).click();
    const row = admin.getByTestId('experts-table').getByRole('row').filter({ hasText: CHEMIST.email });
    await expect(row).toContainText('Chemistry');
    await expect(row).not.toContainText('Algebra');
    await settle(admin);
    await admin.screenshot({ path: `${SCREENS_DIR}/console-admin-experts-1280.png` });
  });

  const chemQid = await askIn(request, adminToken, 5, 'Balance the equation $Fe + O_2 \\to Fe_2O_3$ and explain each step');
  await askIn(request, adminToken, 1, 'Solve $3x + 7 = 22$ and show how to isolate x please');

  await test.step('the new expert sees only Chemistry: subjects and queue; the admin area is refused', async () => {
    const chemist = await newPage(browser);
    await consoleSignIn(chemist, CHEMIST);
    await expect(chemist.getByRole('heading', { name: 'Waiting questions' })).toBeVisible();
    const subjects = chemist.getByTestId('my-subjects');
    await expect(subjects).toContainText('Chemistry');
    await expect(subjects.locator('.mantine-Badge-root')).toHaveCount(1);
    const items = chemist.getByTestId('queue-item');
    await expect(items.filter({ hasText: 'Balance the equation' })).toBeVisible({ timeout: 15_000 });
    await expect(items.filter({ hasText: 'isolate x' })).toHaveCount(0);
    for (const item of await items.all()) await expect(item).toContainText('Chemistry');
    await settle(chemist);
    await chemist.screenshot({ path: `${SCREENS_DIR}/console-admin-chemist-queue-1280.png` });

    await chemist.goto('/console/admin/experts');
    await expect(chemist).toHaveURL(/\/console\/?$/);
    await expect(chemist.getByTestId('admin-nav')).toHaveCount(0);

    // Another expert claims first, just before this claim reaches the server: the console says it was taken.
    const otherToken = await tokenOf(request, DEMO_EXPERT);
    await chemist.route('**/api/expert/questions/*/claims', async (route) => {
      const won = await request.post(`/api/expert/questions/${chemQid}/claims`, { headers: { Authorization: `Bearer ${otherToken}` } });
      expect(won.ok(), await won.text()).toBeTruthy();
      await route.continue();
    });
    await items.filter({ hasText: 'Balance the equation' }).getByRole('button', { name: 'Claim' }).click();
    await expect(chemist.getByText('Another expert was faster')).toBeVisible();
    await chemist.screenshot({ path: `${SCREENS_DIR}/console-admin-taken-1280.png` });
    await expect(chemist).not.toHaveURL(/sessions/);
    // The winner sends a contact detail (masked, recorded) and flags the session for the moderation screen.
    const asOther = { Authorization: `Bearer ${otherToken}` };
    await request.post(`/api/expert/questions/${chemQid}/starts`, { headers: asOther });
    await request.post(`/api/expert/questions/${chemQid}/messages`, {
      headers: asOther,
      data: { body: 'Write to me at tutor.private@example.com' },
    });
    const flagged = await request.post(`/api/expert/questions/${chemQid}/flags`, {
      headers: asOther,
      data: { reason: 'Student asked for my email' },
    });
    expect(flagged.ok(), await flagged.text()).toBeTruthy();
    await chemist.context().close();
  });

  const student = await newPage(browser);
  await test.step('the demo preset student signs in on the web app', async () => {
    await openFresh(student, '/');
    await student.goto('/preset');
    await student.getByLabel('Email or User ID').fill(DEMO_STUDENT.email);
    await student.getByRole('button', { name: 'Continue', exact: true }).click();
    await student.getByLabel('Password', { exact: true }).fill(DEMO_STUDENT.password);
    await student.getByRole('button', { name: 'Continue with preset account' }).click();
    await expect(student).toHaveURL(/\/(ask|guide)/);
  });

  await test.step("admin grants 3 sessions; the student's balance button changes", async () => {
    const before = await sessionsOn(student);
    await admin
      .getByRole('link', { name: 'Students' })
      .or(admin.getByText('Students', { exact: true }))
      .first()
      .click();
    await admin.getByLabel('Email or User ID').fill(DEMO_STUDENT.email);
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect(admin.getByTestId('balance-sessions')).toHaveText(String(before));
    await admin.getByLabel('Reason').fill('E2E goodwill');
    await admin.getByLabel('Amount').fill('3');
    await admin.getByRole('button', { name: 'Grant', exact: true }).last().click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText(`Grant 3 sessions to ${DEMO_STUDENT.email}. Reason: E2E goodwill`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByTestId('balance-sessions')).toHaveText(String(before + 3));
    await expect(admin.getByTestId('ledger-table').getByRole('row').nth(1)).toContainText('E2E goodwill');
    await settle(admin);
    await admin.screenshot({ path: `${SCREENS_DIR}/console-admin-students-1280.png` });
    await student.reload();
    expect(await sessionsOn(student)).toBe(before + 3);
  });

  await test.step('admin switches maintenance on; the student sees Maintenance Time; the console keeps working; off again', async () => {
    await admin.getByText('Maintenance', { exact: true }).first().click();
    await expect(admin.getByTestId('maintenance-state')).toHaveText('Off');
    await admin.getByTestId('maintenance-switch').click({ force: true });
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(admin.getByTestId('maintenance-state')).toHaveText('On');
    await expect(admin.getByRole('dialog')).toBeHidden();
    await settle(admin);
    await admin.screenshot({ path: `${SCREENS_DIR}/console-admin-maintenance-1280.png` });
    await student.reload();
    await expect(student.getByRole('heading', { name: 'Maintenance Time' })).toBeVisible();
    // The console still answers during maintenance.
    await admin.getByText('Experts', { exact: true }).first().click();
    await expect(admin.getByTestId('experts-table')).toContainText(CHEMIST.email);
    await admin.getByText('Maintenance', { exact: true }).first().click();
    await expect(admin.getByTestId('maintenance-state')).toHaveText('On');
    await admin.getByTestId('maintenance-switch').click({ force: true });
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(admin.getByTestId('maintenance-state')).toHaveText('Off');
    await student.reload();
    await expect(student.getByRole('heading', { name: 'Maintenance Time' })).toHaveCount(0);
    await sessionsOn(student);
  });

  await test.step('accounts: one preset account, then a CSV batch with a bad row shown next to it', async () => {
    await admin.getByText('Accounts', { exact: true }).first().click();
    await admin.getByRole('textbox', { name: 'Email', exact: true }).fill('one-e2e@demo.test');
    await admin.getByRole('button', { name: 'Create account' }).click();
    await expect(admin.getByText('Account created')).toBeVisible();
    await admin
      .getByTestId('csv-text')
      .fill('email,name,password,sessions\nbatch-1@e2e.test,Ann,batch-pass-1,2\none-e2e@demo.test,Dup,batch-pass-1,1\n');
    await expect(admin.getByTestId('csv-preview').getByRole('row')).toHaveCount(3);
    await admin.getByRole('button', { name: 'Create 2 accounts' }).click();
    await expect(admin.getByTestId('csv-preview')).toContainText('an account with this email already exists');
    await settle(admin);
    await admin.getByRole('heading', { name: 'From a CSV file' }).scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `${SCREENS_DIR}/console-admin-accounts-1280.png` });
    await admin
      .getByTestId('csv-text')
      .fill('email,name,password,sessions\nbatch-1@e2e.test,Ann,batch-pass-1,2\nbatch-2@e2e.test,Ben,batch-pass-1,1\n');
    await admin.getByRole('button', { name: 'Create 2 accounts' }).click();
    await expect(admin.getByTestId('csv-created')).toHaveText('2 accounts created.');
  });

  await test.step('moderation: the flag and the masked email are listed; a row opens the read-only thread', async () => {
    await admin.getByText('Moderation', { exact: true }).first().click();
    const flag = admin.getByTestId('flags-table').getByRole('row').filter({ hasText: 'Student asked for my email' });
    await expect(flag).toContainText('Maya Chen');
    await expect(admin.getByTestId('events-table')).toContainText('tutor.private@example.com');
    await settle(admin);
    await admin.screenshot({ path: `${SCREENS_DIR}/console-admin-moderation-1280.png` });
    await flag.click();
    await expect(admin).toHaveURL(new RegExp(`/console/admin/threads/${chemQid}$`));
    await expect(admin.getByTestId('chat-message').first()).toBeVisible();
    await settle(admin);
    await admin.screenshot({ path: `${SCREENS_DIR}/console-admin-thread-1280.png` });
  });
});
