import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openFresh, SCREENS_DIR } from '../testing/pages';

/** Clicks a partner button on /preset and answers the popup, loaded on the local provider's consent page. */
async function openPartnerPopup(page: Page, button: string): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Test University Login' })).toBeVisible();
  return popup;
}

test.describe('partner sign-on (OpenID Connect against a local provider)', () => {
  test('a student signs in with university login in the popup and lands logged in', async ({ page }) => {
    await openFresh(page, '/preset');
    await expect(page.getByRole('button', { name: 'University login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Corporate login' })).toBeVisible();
    await page.screenshot({ path: join(SCREENS_DIR, 'partner-preset-buttons-1280.png') });

    const popup = await openPartnerPopup(page, 'University login');
    await expect(popup.getByText('uni.student@university.test')).toBeVisible();
    await popup.screenshot({ path: join(SCREENS_DIR, 'partner-popup-consent.png') });
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Approve' }).click();
    await closed;

    // A new account: the main window is logged in and the grade onboarding starts.
    const grade = page.getByRole('dialog', { name: 'Select your grade' });
    await expect(grade).toBeVisible();
    await expect(page).not.toHaveURL(/accessToken|refreshToken/);
    const tokens = await page.evaluate(() => Object.keys(localStorage).filter((key) => /token/i.test(key)));
    expect(tokens.length).toBeGreaterThan(0);
    await page.screenshot({ path: join(SCREENS_DIR, 'partner-signed-in-grade-1280.png') });
  });

  test('an error from the provider shows the Error modal and returns to /preset', async ({ page }) => {
    await openFresh(page, '/preset');
    const popup = await openPartnerPopup(page, 'University login');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Deny' }).click();
    await closed;

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Sign-in was cancelled at your organization. Please try again.')).toBeVisible();
    await page.screenshot({ path: join(SCREENS_DIR, 'partner-error-modal-1280.png') });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(/\/preset$/);
    await expect(page.getByRole('heading', { name: 'Preset Account' })).toBeVisible();
  });

  test('closing the popup leaves the preset screen as it was', async ({ page }) => {
    await openFresh(page, '/preset');
    const popup = await openPartnerPopup(page, 'Corporate login');
    await popup.close();
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/preset$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'University login' })).toBeEnabled();
  });
});
