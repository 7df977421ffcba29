import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { logInPresetAccount, withdrawOpenQuestion } from '../testing/demo-session';
import { SCREENS_DIR } from '../testing/pages';
import { expectAccessible } from '../testing/accessibility';
import { DEMO_ADMIN } from '../testing/demo-accounts';

/** An access token through the preset login API. */
async function tokenOf(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/preset-logins', { data: { type: 'preset', device_id: 'e2e-store', ...who } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A new student made by the admin API: a balance of 0 sessions, a grade, and the given features. */
async function newStudent(request: APIRequestContext, adminToken: string, label: string, features?: string[]) {
  const who = { email: `${label}-${Date.now()}@e2e.test`, password: `${label}-pass-1` };
  const created = await request.post('/api/admin/preset-accounts', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { accounts: [{ ...who, name: 'Store Student', grade: 12, sessions: 0, ...(features ? { features } : {}) }] },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return who;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** The header's balance button ('N sessions'). */
function balanceButton(page: Page) {
  return page.getByRole('link', { name: /^\d+ sessions?$/ }).or(page.getByRole('button', { name: /^\d+ sessions?$/ }));
}

/** Lets Mantine's modal transitions finish (about 200 ms), so a screenshot shows the screen and not a fade. */
async function afterTransitions(page: Page): Promise<void> {
  await page.waitForTimeout(400);
}

/** Fills the STEM ask form with a ready question. */
async function fillStemForm(page: Page): Promise<void> {
  await page.goto('/ask/stem');
  await expect(page.getByRole('radio', { name: 'Algebra' })).toBeVisible();
  await page.getByRole('radio', { name: 'Algebra' }).click();
  await page.getByRole('radio', { name: 'I want to check my answer' }).click();
  await page.getByRole('textbox', { name: 'Describe your problem' }).fill('What is x if 2x + 3 = 7? Store journey.');
}

/** Enters a test card in the sandbox card form and saves it. */
async function saveCard(scope: Page, number: string): Promise<void> {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiration date (MM/YY)').fill('12/34');
  await scope.getByLabel('CVV').fill('123');
  await scope.getByRole('button', { name: 'Save card' }).click();
}

test('store: out of sessions, buy with a test card, ask; declined card; plan and switches; order number; trio; admin refund', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const adminToken = await tokenOf(request, DEMO_ADMIN);
  const buyer = await newStudent(request, adminToken, 'buyer');
  const student = await newPage(browser);
  const studentToken = await logInPresetAccount(student, buyer);

  await test.step('at 0 sessions the ask answers the 30400 modal, whose action opens the Store over the ask screen', async () => {
    await expect(balanceButton(student)).toHaveText('0 sessions');
    await fillStemForm(student);
    await student.getByRole('button', { name: 'Ask an Expert' }).click();
    const outOfBalance = student.getByRole('dialog').filter({ hasText: 'You have no sessions left. Visit the store to get more.' });
    await expect(outOfBalance).toBeVisible();
    await outOfBalance.getByRole('button', { name: 'Go to Store' }).click();
    const store = student.getByRole('dialog', { name: 'Store' });
    await expect(store).toBeVisible();
    await expect(store.getByText('Get more sessions')).toBeVisible();
    await expect(student).toHaveURL(/\/ask\/stem$/);
    await afterTransitions(student);
    await student.screenshot({ path: `${SCREENS_DIR}/store-modal-packages-1280.png` });
    await expectAccessible(student);
  });

  await test.step('no method yet: the package leads to the card form; the Visa test card buys it; Thank you; balance 1', async () => {
    const store = student.getByRole('dialog', { name: 'Store' });
    await store.getByRole('button', { name: 'Buy 1 Session for $9.99' }).click();
    await expect(store.getByRole('heading', { name: 'Add a payment method' })).toBeVisible();
    // A wrong number is refused under its field before anything is sent.
    await store.getByLabel('Card number').fill('1234 1234 1234 1234');
    await store.getByRole('button', { name: 'Save card' }).click();
    await expect(store.getByText('Enter a valid card number.')).toBeVisible();
    await student.screenshot({ path: `${SCREENS_DIR}/store-card-entry-1280.png` });
    await saveCard(student, '4111 1111 1111 1111');
    const thanks = student.getByRole('dialog').filter({ hasText: 'Thank you for your purchase!' });
    await expect(thanks).toBeVisible({ timeout: 15_000 });
    await expect(balanceButton(student)).toHaveText('1 session');
    await afterTransitions(student);
    await student.screenshot({ path: `${SCREENS_DIR}/store-thank-you-1280.png` });
    await thanks.getByRole('button', { name: 'OK' }).click();
    await expect(student.getByRole('dialog', { name: 'Store' })).toHaveCount(0);
    // The out-of-sessions modal, the Store and its dialogs give the focus back once, to the button the student asked
    // with (disabled while the ask ran, it had dropped the focus to the page before the first modal opened).
    await expect(student.getByRole('button', { name: 'Ask an Expert' })).toBeFocused();
  });

  await test.step('the student asks successfully with the session just bought', async () => {
    await expect(student).toHaveURL(/\/ask\/stem$/);
    await student.getByRole('button', { name: 'Ask an Expert' }).click();
    await expect(student).toHaveURL(/\/my-sessions\/\d+/, { timeout: 15_000 });
    await expect(balanceButton(student)).toHaveText('0 sessions');
    // Withdrawn before any expert took it, the question gives its session back.
    await withdrawOpenQuestion(request, studentToken);
  });

  await test.step('a declined card shows the transaction-failed modal with NEED HELP and Cancel; nothing is charged', async () => {
    await student.goto('/storefront');
    await expect(student.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
    await expect(balanceButton(student)).toHaveText('1 session');
    await expect(student.getByText('Visa ending in 1111')).toBeVisible();
    await student.screenshot({ path: `${SCREENS_DIR}/store-packages-1280.png` });
    await expectAccessible(student);
    await student.getByRole('button', { name: 'Click to change' }).click();
    await saveCard(student, '4000 1111 1111 1115');
    await expect(student.getByText('Visa ending in 1115')).toBeVisible();
    await student.getByRole('button', { name: 'Buy 5 Sessions for $39.99' }).click();
    const failed = student.getByRole('dialog').filter({ hasText: 'Transaction Failed' });
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await expect(failed.getByRole('link', { name: 'NEED HELP' }).or(failed.getByRole('button', { name: 'NEED HELP' }))).toBeVisible();
    await afterTransitions(student);
    await student.screenshot({ path: `${SCREENS_DIR}/store-transaction-failed-1280.png` });
    await failed.getByRole('button', { name: 'Cancel' }).click();
    await expect(failed).toHaveCount(0);
    // The processing modal closed into this one, which gives the focus back once, to the package's price button.
    await expect(student.getByRole('button', { name: 'Buy 5 Sessions for $39.99' })).toBeFocused();
    await expect(balanceButton(student)).toHaveText('1 session');
  });

  await test.step('PayPal, then the monthly plan with its confirmation; the view becomes the subscription; auto-renew off asks first', async () => {
    await student.getByRole('button', { name: 'Click to change' }).click();
    await student.getByRole('button', { name: 'Use PayPal' }).click();
    // The sandbox vaults Braintree's fake PayPal billing agreement: its account email is the method's text.
    await expect(student.getByText('jane.doe@example.com')).toBeVisible();
    await student.getByRole('button', { name: /^Buy Monthly plan for \$29\.99$/ }).click();
    const confirm = student.getByRole('dialog', { name: 'Confirm your purchase' });
    await expect(confirm).toBeVisible();
    await afterTransitions(student);
    await student.screenshot({ path: `${SCREENS_DIR}/store-confirm-1280.png` });
    await confirm.getByRole('button', { name: 'Buy now' }).click();
    const thanks = student.getByRole('dialog').filter({ hasText: 'Thank you for your purchase!' });
    await expect(thanks).toBeVisible({ timeout: 15_000 });
    await thanks.getByRole('button', { name: 'OK' }).click();
    await expect(balanceButton(student)).toHaveText('9 sessions');
    await expect(student.getByText('Your plan: Monthly plan')).toBeVisible();
    await expect(student.getByRole('dialog')).toHaveCount(0);
    const autoRenew = student.getByRole('switch', { name: /Auto-renew/ });
    await expect(autoRenew).toBeChecked();
    await student.screenshot({ path: `${SCREENS_DIR}/store-subscription-1280.png` });
    await autoRenew.click();
    const offDialog = student.getByRole('dialog', { name: 'Turn off auto-renew?' });
    await expect(offDialog).toBeVisible();
    await afterTransitions(student);
    await student.screenshot({ path: `${SCREENS_DIR}/store-auto-renew-off-1280.png` });
    await offDialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(autoRenew).not.toBeChecked();
    await autoRenew.click();
    await expect(autoRenew).toBeChecked();
    await expectAccessible(student);
  });

  await test.step('an order number an admin imported is redeemed once', async () => {
    const orderNumber = `E2E-${Date.now()}`;
    const imported = await request.post('/api/admin/reservations', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { csv: `order_number,product_id\n${orderNumber},sessions_5\n` },
    });
    expect(imported.ok(), await imported.text()).toBeTruthy();
    await student.getByRole('button', { name: 'Buy more sessions' }).click();
    await student.getByRole('textbox', { name: 'Order number' }).fill(orderNumber);
    await student.getByRole('button', { name: 'Redeem' }).click();
    await expect(student.getByText('Order number redeemed. Added to your balance: 5 sessions.')).toBeVisible();
    await expect(balanceButton(student)).toHaveText('14 sessions');
    await student.getByRole('textbox', { name: 'Order number' }).fill(orderNumber);
    await student.getByRole('button', { name: 'Redeem' }).click();
    await expect(student.getByText('This order number has already been redeemed.')).toBeVisible();
  });

  await test.step('the Store in Spanish', async () => {
    await student.getByRole('button', { name: 'Language: English' }).first().click();
    await student.getByRole('menuitem', { name: 'Español' }).click();
    await expect(student.locator('html')).toHaveAttribute('lang', 'es');
    await expect(student.getByRole('heading', { name: 'Tienda', level: 1 })).toBeVisible();
    // The banner is the server's text: the app asks for it again in the new language.
    await expect(student.getByText('Consigue más sesiones')).toBeVisible();
    await student.screenshot({ path: `${SCREENS_DIR}/store-packages-es-1280.png` });
    await student
      .getByRole('button', { name: /Cambiar|cambiar/ })
      .first()
      .click();
    await student.screenshot({ path: `${SCREENS_DIR}/store-card-entry-es-1280.png` });
    await student.getByRole('button', { name: 'Atrás' }).click();
    await student.getByRole('button', { name: 'Volver a mi plan' }).click();
    await expect(student.getByRole('switch', { name: /Renovación|renovación/ })).toBeVisible();
    await student.screenshot({ path: `${SCREENS_DIR}/store-subscription-es-1280.png` });
    await expectAccessible(student);
    await student.getByRole('button', { name: 'Idioma: Español' }).first().click();
    await student.getByRole('menuitem', { name: 'English' }).click();
    await expect(student.locator('html')).toHaveAttribute('lang', 'en');
  });

  await test.step('the admin refunds the plan in the console; the unused sessions leave the balance at once', async () => {
    const admin = await newPage(browser);
    await admin.goto('/console/');
    await admin.getByLabel('Email').fill(DEMO_ADMIN.email);
    await admin.getByLabel('Password').fill(DEMO_ADMIN.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await expect(admin).toHaveURL(/\/console\/admin\//);
    await admin.getByText('Purchases', { exact: true }).first().click();
    await admin.getByLabel('Email, uid, transaction id or product id').fill(buyer.email);
    await admin.keyboard.press('Enter');
    const table = admin.getByTestId('purchases-table');
    const planRow = table.getByRole('row').filter({ hasText: 'monthly_plan' });
    await expect(planRow).toBeVisible();
    await admin.screenshot({ path: `${SCREENS_DIR}/console-admin-purchases-1280.png` });
    await planRow.getByRole('button', { name: /Refund/ }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /Refund/ }).click();
    await expect(admin.getByTestId('refund-result')).toContainText('took back 8 sessions');
    await expect(admin.getByRole('dialog')).toHaveCount(0);
    await admin.screenshot({ path: `${SCREENS_DIR}/console-admin-refunded-1280.png` });
    await expect(balanceButton(student)).toHaveText('6 sessions');
    await admin.context().close();
  });

  await student.context().close();
});

test('a trio-program student sees the banner instead of the store, and no order-number field', async ({ browser, request }) => {
  const adminToken = await tokenOf(request, DEMO_ADMIN);
  const trio = await newStudent(request, adminToken, 'trio', ['stem-subject', 'trio_program']);
  const page = await newPage(browser);
  await logInPresetAccount(page, trio);
  await page.goto('/storefront');
  await expect(page.getByText('Your sessions are covered by the TRIO program')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy / })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Order number' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS_DIR}/store-trio-1280.png` });
  await expectAccessible(page);
  await page.context().close();
});
