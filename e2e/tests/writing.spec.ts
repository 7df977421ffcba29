import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { logInPresetAccount } from '../testing/demo-session';
import { SCREENS_DIR } from '../testing/pages';
import { expectAccessible } from '../testing/accessibility';
import { DEMO_ADMIN } from '../testing/demo-accounts';

const WRITER = { email: 'writer@demo.test', password: 'writer-pass-1' };
const ESSAY_LINE = 'The industrial revolution changed how people lived and worked.';

/** A real Word document made in the test, with the given paragraphs. */
async function docxOf(lines: string[]): Promise<Buffer> {
  const document = new Document({ sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }] });
  return Packer.toBuffer(document);
}

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/preset-logins', { data: { type: 'preset', device_id: 'e2e-writing', ...who } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return ((await login.json()) as { access_token: string }).access_token;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** Lets Mantine's transitions finish before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

test('writing: submit a docx, the writer previews and delivers, the mail holds the links, the review is rated logged out, the weekly limit shows', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const adminToken = await tokenOf(request, DEMO_ADMIN);
  const student = { email: `essay-${Date.now()}@e2e.test`, password: 'essay-pass-1' };
  const created = await request.post('/api/admin/preset-accounts', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      accounts: [{ ...student, name: 'Essay Student', grade: 12, writing_credits: 2, features: ['stem-subject', 'english-subject'] }],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const page = await newPage(browser);
  await logInPresetAccount(page, student);

  await test.step('the student submits a real docx on /ask/english and sees the 48-hour promise', async () => {
    await page.goto('/ask/english');
    const description = page.getByRole('textbox', { name: 'What should the expert look at?' });
    await expect(description).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENS_DIR}/writing-form-1280.png` });
    await description.fill('Please check the grammar and the structure of my essay.');
    await page.getByTestId('writing-file-input').setInputFiles({
      name: 'essay.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await docxOf(['My essay', ESSAY_LINE]),
    });
    await expect(page.getByText('essay.docx')).toBeVisible();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Your writing is with our experts')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('An expert will review it and respond within 48 hours.')).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/writing-submitted-1280.png` });
  });

  await test.step('the writer claims it in the console, reads the docx as HTML, uploads a review and delivers', async () => {
    const writer = await newPage(browser);
    await writer.goto('/console/');
    await writer.getByLabel('Email').fill(WRITER.email);
    await writer.getByLabel('Password').fill(WRITER.password);
    await writer.getByRole('button', { name: 'Sign in' }).click();
    await writer.getByRole('link', { name: 'Writing' }).click();
    const claim = writer.getByRole('button', { name: /^Claim problem \d+$/ }).first();
    await expect(claim).toBeVisible();
    await writer.screenshot({ path: `${SCREENS_DIR}/console-writing-queue-1280.png` });
    await claim.click();
    await expect(writer.getByText(ESSAY_LINE)).toBeVisible({ timeout: 15_000 });
    await writer.screenshot({ path: `${SCREENS_DIR}/console-writing-preview-1280.png` });
    await expectAccessible(writer);
    await writer.getByTestId('writing-delivery-file').setInputFiles({
      name: 'essay-reviewed.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await docxOf(['My essay (reviewed)', ESSAY_LINE, 'Comment: a clear thesis; vary your sentence openings.']),
    });
    await writer.getByLabel('Summary comment').fill('Good structure. Watch comma splices in the second paragraph.');
    await writer.getByRole('button', { name: 'Deliver', exact: true }).click();
    const confirm = writer.getByRole('dialog', { name: 'Deliver the review?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Deliver' }).click();
    await expect(writer.getByText('Review delivered')).toBeVisible({ timeout: 15_000 });
    await settle(writer);
    await writer.screenshot({ path: `${SCREENS_DIR}/console-writing-delivered-1280.png` });
    await writer.context().close();
  });

  let ratingUrl = '';
  await test.step('the mail (dev outbox) holds the reviewed file and the rating link; the file downloads', async () => {
    const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(student.email)}`);
    expect(mailbox.ok()).toBeTruthy();
    const text = JSON.stringify(await mailbox.json());
    ratingUrl = /https?:\/\/[^"\s\\]+\/rating\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';
    expect(ratingUrl).not.toBe('');
    const fileUrl = /https?:\/\/[^"\s\\]+\/api\/files\/[^"\s\\]+/.exec(text)?.[0] ?? '';
    expect(fileUrl).not.toBe('');
    const file = await request.get(fileUrl.replace(/\\u0026/g, '&'));
    expect(file.ok()).toBeTruthy();
    // A docx is a zip: it starts with PK.
    expect((await file.body()).subarray(0, 2).toString()).toBe('PK');
  });

  await test.step('My Sessions shows the review with the comment', async () => {
    await page.goto('/my-sessions');
    await expect(page.getByText('Reviewed').first()).toBeVisible();
    await page.getByText('Please check the grammar and the structure of my essay.').first().click();
    await expect(page.getByText('Good structure. Watch comma splices in the second paragraph.')).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/writing-my-sessions-1280.png` });
  });

  await test.step('the rating link works logged out: 2 stars need a reason; then Thanks; again: already rated', async () => {
    const guest = await newPage(browser);
    await guest.goto(ratingUrl);
    await expect(guest.getByRole('heading', { name: 'Rate Your Session' })).toBeVisible();
    await guest.getByRole('radio', { name: '2 stars' }).click();
    const confirm = guest.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await guest.getByRole('radio', { name: 'Took too long' }).click();
    await guest.screenshot({ path: `${SCREENS_DIR}/writing-rating-1280.png` });
    await expectAccessible(guest);
    await confirm.click();
    await expect(guest.getByText('Thanks for rating!')).toBeVisible();
    await guest.screenshot({ path: `${SCREENS_DIR}/writing-rated-1280.png` });
    await guest.reload();
    await expect(guest.getByText('Question is already rated!')).toBeVisible();
    await guest.context().close();
  });

  await test.step('the weekly limit (one a week on this server) shows its text; the form in Spanish', async () => {
    await page.goto('/ask/english');
    await expect(
      page.getByText(
        "Oops! You've reached your weekly limit for Writing problems. You can continue to submit problems for other available subjects.",
      ),
    ).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/writing-weekly-limit-1280.png` });
    await page.getByRole('button', { name: 'Language: English' }).first().click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByRole('textbox', { name: '¿Qué debe revisar el experto?' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/writing-form-es-1280.png` });
    await page.getByRole('button', { name: 'Idioma: Español' }).first().click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });
  await page.context().close();
});
