import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openFresh } from '../testing/pages';
import { DEMO_ADMIN, DEMO_STUDENT } from '../testing/demo-accounts';

// Screens go next to the other review screenshots whatever the working directory.
const SCREENS = fileURLToPath(new URL('../artifacts/screens/', import.meta.url));

interface Mail {
  text: string;
  created: number;
}

/** The newest mail to an address in the dev outbox, waiting for one newer than `after`. */
async function newestMail(request: APIRequestContext, to: string, after = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const { items } = (await response.json()) as { items: (Mail & { id: number })[] };
        found = items.find((item) => item.id > after);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as Mail;
}

async function lastMailId(request: APIRequestContext, to: string): Promise<number> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  const { items } = (await response.json()) as { items: { id: number }[] };
  return items.reduce((max, item) => Math.max(max, item.id), 0);
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
}

test.describe('auth journeys', () => {
  test('a new student signs up by email, picks a grade, accepts the terms and lands on /guide', async ({ page, request }) => {
    const email = `new-${Date.now()}@e2e.test`;
    await openFresh(page, '/');
    await page.goto('/email');
    await expect(page.getByRole('heading', { name: 'Sign up with email' })).toBeVisible();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.fill('not-an-email');
    await field.blur();
    await expect(page.getByText('You have entered an invalid email address. Please try again.')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}auth-email-invalid-1280.png` });
    await field.fill(`  ${email}  `);
    await field.blur();
    await expect(field).toHaveValue(email);
    await expect(continueButton).toBeEnabled();
    const before = await lastMailId(request, email);
    await page.screenshot({ path: `${SCREENS}auth-email-1280.png` });
    await continueButton.click();
    const mail = await newestMail(request, email, before);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code, mail.text).toBeTruthy();
    await page.getByLabel('Verification code').fill(code ?? '');
    await page.screenshot({ path: `${SCREENS}auth-email-code-1280.png` });
    await page.getByRole('button', { name: 'Sign up now' }).click();

    const grade = page.getByRole('dialog', { name: 'Select your grade' });
    await expect(grade).toBeVisible();
    await expect(grade.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await grade.getByText('High School 11th').click();
    await expect(grade.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await page.screenshot({ path: `${SCREENS}auth-grade-modal-1280.png` });
    await grade.getByRole('button', { name: 'Continue' }).click();

    const terms = page.getByRole('dialog', { name: 'Terms of Service' });
    await expect(terms).toBeVisible();
    const complete = terms.getByRole('button', { name: 'Complete Sign Up' });
    await expect(complete).toBeDisabled();
    await terms.getByRole('switch', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
    await expect(complete).toBeEnabled();
    await page.screenshot({ path: `${SCREENS}auth-terms-modal-1280.png` });
    await terms.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog', { name: 'Select your grade' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Select your grade' }).getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('dialog', { name: 'Terms of Service' })
      .getByRole('switch', { name: 'I agree to the Terms of Service and Privacy Policy' })
      .check();
    await page.getByRole('dialog', { name: 'Terms of Service' }).getByRole('button', { name: 'Complete Sign Up' }).click();

    await expect(page).toHaveURL(/\/guide$/);
    await logOut(page);
  });

  test('the demo preset student logs in with the password; short passwords are refused', async ({ page }) => {
    await openFresh(page, '/');
    await page.goto('/preset');
    await expect(page.getByRole('heading', { name: 'Preset Account' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}auth-preset-1280.png` });
    // Partner sign-on is configured for the e2e server; its journeys are in partner-sign-on.spec.ts.
    await expect(page.getByRole('button', { name: 'University login' })).toBeVisible();
    await page.getByLabel('Email or User ID').fill(DEMO_STUDENT.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('short');
    await expect(page.getByText('Oops! Password must be at least 8 characters.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with preset account' })).toBeDisabled();
    await page.screenshot({ path: `${SCREENS}auth-preset-password-1280.png` });
    await password.fill(DEMO_STUDENT.password);
    await page.getByRole('button', { name: 'Continue with preset account' }).click();
    await expect(page).toHaveURL(/\/(ask|guide)/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await logOut(page);
  });

  test('an email that belongs to a preset account continues on /preset with the email prefilled', async ({ page }) => {
    await openFresh(page, '/');
    await page.goto('/email');
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_STUDENT.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/preset$/);
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByText(DEMO_STUDENT.email)).toBeVisible();
  });

  test('a password reset from the emailed link, then login with the new password', async ({ page, request }) => {
    // A fresh preset account with a password, created by the seed admin, so the demo accounts stay as seeded.
    const email = `reset-${Date.now()}@e2e.test`;
    const admin = await request.post('/api/preset-logins', {
      data: { type: 'preset', ...DEMO_ADMIN, device_id: 'e2e-auth' },
    });
    expect(admin.ok(), await admin.text()).toBe(true);
    const { access_token: adminToken } = (await admin.json()) as { access_token: string };
    const created = await request.post('/api/admin/preset-accounts', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { accounts: [{ email, password: 'first-pass-1', role: 'student', sessions: 2 }] },
    });
    expect(created.ok(), await created.text()).toBe(true);

    const newPassword = 'new-pass-2024';
    await openFresh(page, '/');
    await page.goto('/preset');
    await page.getByLabel('Email or User ID').fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const before = await lastMailId(request, email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();
    const mail = await newestMail(request, email, before);
    const link = /\/new-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();

    await page.goto(link ?? '/');
    await expect(page.getByRole('heading', { name: 'Enter your new password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New password' }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();
    await page.getByRole('link', { name: 'GO TO HOMEPAGE' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(link ?? '/');
    await expect(page.getByRole('heading', { name: 'Oops! this link is expired or invalid' })).toBeVisible();

    await page.goto('/preset');
    await page.getByLabel('Email or User ID').fill(email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Continue with preset account' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    // The administrator created this account without a grade: profile status 0 forces the grade dialog.
    const gradeDialog = page.getByRole('dialog', { name: 'Select your grade' });
    await expect(gradeDialog).toBeVisible();
    await expect(gradeDialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await gradeDialog.getByRole('radio', { name: 'College and Higher' }).check();
    await gradeDialog.getByRole('button', { name: 'Continue' }).click();
    await expect(gradeDialog).toBeHidden();
    await logOut(page);
  });
});
