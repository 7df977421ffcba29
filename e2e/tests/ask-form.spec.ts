import { expect, test, type Page } from '@playwright/test';
import { SCREENS_DIR } from '../testing/pages';
import { logInStudent } from '../testing/demo-session';
import { worksheetPng } from '../testing/png';

const DESCRIPTION = 'Solve for x and show each step: ';

/** Logs the preset student in through /preset with no question left open by an earlier journey. */
async function logInAsPreset(page: Page): Promise<void> {
  await logInStudent(page);
}

/** Fills a ready STEM form; an earlier journey's open question shows the (closable) ongoing modal first. */
async function fillStemForm(page: Page): Promise<void> {
  await expect(page.getByRole('radio', { name: 'Algebra' })).toBeVisible();
  const ongoing = page.getByRole('dialog').filter({ hasText: 'You can only post one STEM or one Business problem at a time.' });
  if (await ongoing.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(ongoing).toHaveCount(0);
  }
  await page.getByRole('radio', { name: 'Algebra' }).click();
  await page.getByRole('radio', { name: 'I want to check my answer' }).click();
  await page.getByRole('textbox', { name: 'Describe your problem' }).fill('What is x if 2x + 3 = 7?');
}

test.describe('asking a STEM question', () => {
  test('the preset student asks with a MathLive formula and a cropped image and lands on the session', async ({ page }) => {
    await logInAsPreset(page);
    await page.goto('/ask');
    await expect(page.getByRole('link', { name: /Math and Science/ })).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/ask-picker-1280.png` });
    await page.getByRole('link', { name: /Math and Science/ }).click();
    await expect(page).toHaveURL(/\/ask\/stem$/);

    const submit = page.getByRole('button', { name: 'Ask an Expert' });
    await expect(page.getByRole('radio', { name: 'Algebra' })).toBeVisible();
    await expect(page.getByText('You need to write 10 characters or more')).toBeVisible();
    await expect(submit).toBeDisabled();

    // A wrong file type is refused with the spec's text.
    await page
      .getByTestId('ask-image-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Your file type is not supported...')).toBeVisible();

    await page.getByRole('radio', { name: 'Algebra' }).click();
    await page.getByRole('radio', { name: 'I want to check my answer' }).click();
    const description = page.getByRole('textbox', { name: 'Describe your problem' });
    await description.fill(DESCRIPTION);

    // The formula editor: typed into MathLive's <math-field>, inserted at the caret as $latex$.
    await page.getByRole('button', { name: 'Insert formula' }).click();
    const mathField = page.locator('math-field');
    await expect(mathField).toBeVisible();
    await mathField.click();
    await page.keyboard.type('2x+3=7');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Insert' })).toBeEnabled();
    await page.screenshot({ path: `${SCREENS_DIR}/ask-formula-editor-1280.png` });
    await page.getByRole('dialog').getByRole('button', { name: 'Insert' }).click();
    await expect(description).toHaveValue(`${DESCRIPTION}$2x+3=7$`);

    // The image: chosen, zoomed, rotated and cropped; the preview replaces the button.
    await page.getByTestId('ask-image-input').setInputFiles({ name: 'worksheet.png', mimeType: 'image/png', buffer: worksheetPng() });
    const cropper = page.getByRole('dialog', { name: 'Edit image' });
    await expect(cropper.getByRole('region', { name: 'Image cropping area' }).locator('img')).toBeVisible();
    await cropper.getByRole('slider').focus();
    for (let step = 0; step < 25; step += 1) await page.keyboard.press('ArrowRight');
    await cropper.getByRole('button', { name: 'Rotate' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENS_DIR}/ask-cropper-1280.png` });
    await cropper.getByRole('button', { name: 'Crop' }).click();
    const preview = page.getByRole('img', { name: 'Attached image' });
    await expect(preview).toBeVisible();
    // The cropped picture is framed by the 8 px border on each side.
    const size = await preview.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
    expect(size.width).toBeGreaterThan(16);
    expect(size.height).toBeGreaterThan(size.width);

    await expect(page.getByText('You need to write 10 characters or more')).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await page.screenshot({ path: `${SCREENS_DIR}/ask-form-filled-1280.png`, fullPage: true });

    const asked = page.waitForResponse((response) => response.url().endsWith('/api/questions') && response.request().method() === 'POST');
    await submit.click();
    const answer = await asked;
    expect(answer.status(), await answer.text()).toBe(200);
    const {
      qid,
      attachment_url: attachmentUrl,
      title,
    } = (await answer.json()) as { qid: number; attachment_url: string | null; title: string };
    expect(attachmentUrl).toBeTruthy();
    expect(title).toBe(`${DESCRIPTION}$2x+3=7$`);
    await expect(page).toHaveURL(new RegExp(`/my-sessions/${qid}$`));

    // With the question open, the form leads back to it (from the config, and from the server's 400).
    await page.goto('/ask/stem');
    let dialog = page.getByRole('dialog');
    await expect(dialog.getByText('You can only post one STEM or one Business problem at a time.')).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/ask-ongoing-modal-1280.png` });
    // AppModal's close button has no accessible name; Escape closes a closable modal the same way.
    await expect(dialog.locator('.mantine-Modal-close')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await fillStemForm(page);
    await submit.click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByText('You can only post one STEM or one Business problem at a time.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Go to my session' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-sessions/${qid}$`));
  });

  test('out-of-balance (30400 and 30402) and transaction-failed modals', async ({ page }) => {
    await logInAsPreset(page);
    // The answers the server gives (ask.service.ts outOfBalanceError); a preset account cannot reach them with its seed balance.
    const answers = [
      {
        status: 402,
        body: {
          code: 30400,
          message: 'You have no sessions left. Visit the store to get more.',
          title: 'Out of sessions',
          body: 'You have no sessions left. Visit the store to get more.',
          action: 'OPEN_ASK_FLOW_STORE',
          action_text: 'Go to Store',
        },
      },
      {
        status: 402,
        body: {
          code: 30402,
          message: 'You have no sessions left. Please ask your administrator for more.',
          title: 'Out of sessions',
          body: 'You have no sessions left. Please ask your administrator for more.',
          action_text: 'OK',
        },
      },
      { status: 402, body: { code: 40402, message: 'Transaction Failed', title: 'Transaction Failed' } },
    ];
    let next = 0;
    await page.route('**/api/questions', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const answer = answers[Math.min(next++, answers.length - 1)]!;
      await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
    });
    await page.goto('/ask/stem');
    await fillStemForm(page);
    const submit = page.getByRole('button', { name: 'Ask an Expert' });

    await submit.click();
    let dialog = page.getByRole('dialog');
    await expect(dialog.getByText('You have no sessions left. Visit the store to get more.')).toBeVisible();
    await expect(dialog.locator('.mantine-Modal-close')).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/ask-out-of-balance-1280.png` });
    await dialog.getByRole('button', { name: 'Go to Store' }).click();
    // The Store opens as a modal over the ask screen, so the student can ask again right after buying.
    const store = page.getByRole('dialog', { name: 'Store' });
    await expect(store).toBeVisible();
    await expect(page).toHaveURL(/\/ask\/stem$/);
    await page.keyboard.press('Escape');
    await expect(store).toHaveCount(0);

    await page.goto('/ask/stem');
    await fillStemForm(page);
    await submit.click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByText('You have no sessions left. Please ask your administrator for more.')).toBeVisible();
    await expect(dialog.locator('.mantine-Modal-close')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/ask-out-of-balance-coppa-1280.png` });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);

    await submit.click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'NEED HELP' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/ask-transaction-failed-1280.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
