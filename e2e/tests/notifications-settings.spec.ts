import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expertHeaders, expertPost, logInPresetAccount } from '../testing/demo-session';
import { SCREENS_DIR } from '../testing/pages';
import { worksheetPng } from '../testing/png';
import { expectAccessible } from '../testing/accessibility';
import { DEMO_ADMIN } from '../testing/demo-accounts';

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/preset-logins', { data: { type: 'preset', device_id: 'e2e-settings', ...who } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return ((await login.json()) as { access_token: string }).access_token;
}

async function setLanguage(page: Page, language: 'en' | 'es'): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('photostudy.language', code), language);
  await page.reload();
}

/** Lets Mantine's transitions finish before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

test('notifications: an ended session lights the red dot live, the list opens the session; settings: avatar, order number, privacy mail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const adminToken = await tokenOf(request, DEMO_ADMIN);
  const student = { email: `notice-${Date.now()}@e2e.test`, password: 'notice-pass-1' };
  const created = await request.post('/api/admin/preset-accounts', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { accounts: [{ ...student, name: 'Nora Notice', grade: 12, sessions: 2, features: ['stem-subject'] }] },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const token = await logInPresetAccount(page, student);
  const asStudent = { Authorization: `Bearer ${token}` };
  const bell = page.getByRole('link', { name: 'Notifications' });

  await test.step('the empty notifications page, and no dot', async () => {
    await page.goto('/notification');
    await expect(page.getByText('No notifications yet')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Unread notifications' })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENS_DIR}/notifications-empty-1280.png` });
  });

  let qid = 0;
  await test.step('the expert ends a session while the student is on Settings: the red dot lights without a reload', async () => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const asked = await request.post('/api/questions', {
      headers: asStudent,
      data: { title: 'How do I solve 3x + 4 = 19 step by step?', mindset_id: 1, subject_id: 1, lang: 'en' },
    });
    expect(asked.ok(), await asked.text()).toBeTruthy();
    qid = ((await asked.json()) as { qid: number }).qid;
    const expert = await expertHeaders(request, '', 'e2e-notice-expert');
    await expertPost(request, expert, `/api/expert/questions/${qid}/claims`);
    await expertPost(request, expert, `/api/expert/questions/${qid}/starts`);
    await expertPost(request, expert, `/api/expert/questions/${qid}/messages`, { body: 'Subtract 4 from both sides first.' });
    await expertPost(request, expert, `/api/expert/questions/${qid}/ends`);
    await expect(page.getByRole('img', { name: 'Unread notifications' })).toBeVisible({ timeout: 10_000 });
  });

  await test.step('the list shows it unread; opening it leads to the session and clears the dot', async () => {
    await bell.click();
    const item = page.getByRole('listitem').filter({ hasText: /ended/i }).first();
    await expect(item).toBeVisible();
    await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible();
    await expectAccessible(page);
    await settle(page);
    await page.screenshot({ path: `${SCREENS_DIR}/notifications-list-1280.png` });
    await item.getByRole('link').or(item.getByRole('button')).first().click();
    await expect(page).toHaveURL(new RegExp(`/my-sessions/${qid}`));
    await expect(page.getByRole('img', { name: 'Unread notifications' })).toHaveCount(0);
    const list = await request.get('/api/notifications?page=1', { headers: asStudent });
    expect(((await list.json()) as { unread_count: number }).unread_count).toBe(0);
  });

  await test.step('the list in Spanish', async () => {
    await page.goto('/notification');
    await setLanguage(page, 'es');
    await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SCREENS_DIR}/notifications-list-es-1280.png` });
    await setLanguage(page, 'en');
  });

  await test.step('a new photo through the cropper shows in the header', async () => {
    await page.goto('/settings');
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENS_DIR}/settings-1280.png`, fullPage: true });
    const photo = worksheetPng(600, 420);
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    const cropper = page.getByRole('dialog');
    await expect(cropper).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SCREENS_DIR}/settings-cropper-1280.png` });
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/avatar-updates'));
    await cropper.getByRole('button', { name: 'Crop' }).click();
    const answer = await uploaded;
    expect(answer.status(), await answer.text()).toBe(200);
    const { url } = (await answer.json()) as { url: string };
    await expect(page.locator(`header img[src="${url}"]`).first()).toBeVisible();
    const served = await request.get(url);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, url);
    expect(size).toEqual([400, 400]);
  });

  await test.step('the order number is saved', async () => {
    const orderNumber = page.getByRole('textbox', { name: 'Order number' });
    await orderNumber.fill('PO-2026-118');
    await orderNumber.press('Enter');
    await expect(page.getByText('Your order number is saved.')).toBeVisible();
    const status = await request.get('/api/status-updates', { headers: asStudent });
    expect(((await status.json()) as { profile: { order_number: string } }).profile.order_number).toBe('PO-2026-118');
  });

  await test.step('a privacy change mails a summary of the three settings', async () => {
    const messages = page.getByRole('switch', { name: 'Send me messages' });
    const wasOn = await messages.isChecked();
    await messages.click();
    await expect(messages).toBeChecked({ checked: !wasOn });
    await expect
      .poll(async () => {
        const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(student.email)}`);
        const { items } = (await mailbox.json()) as { items: { subject: string; text: string }[] };
        return items.filter((m) => /privacy/i.test(m.subject)).length;
      })
      .toBe(1);
    const privacy = await request.get('/api/privacy-settings', { headers: asStudent });
    expect(((await privacy.json()) as { send_messages: boolean }).send_messages).toBe(!wasOn);
  });

  await test.step('Settings in Spanish', async () => {
    await setLanguage(page, 'es');
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SCREENS_DIR}/settings-es-1280.png`, fullPage: true });
    await setLanguage(page, 'en');
  });

  await test.step('on a phone, Settings gives way to the small-screen notice', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeHidden();
    await page.screenshot({ path: `${SCREENS_DIR}/settings-small-screen-390.png` });
  });
});
