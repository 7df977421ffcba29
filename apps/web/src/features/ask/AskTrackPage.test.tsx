import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireQuestion } from '../../testing/questionFixtures';
import { mockApi, type MockAnswer } from '../../testing/mockApi';
import { renderWithProviders } from '../../testing/renderApp';
import { AskTrackPage } from './AskTrackPage';

const MB = 1024 * 1024;
const LOAD = { timeout: 3000 };

function askConfig(overrides: Record<string, unknown> = {}) {
  return {
    can_ask: true,
    can_ask_vta: false,
    open_question: null,
    vta_open_qid: null,
    subjects: [
      { tid: 1, title: 'Algebra', subject_group: 'stem', allow_spreadsheet: false, image_url: null },
      { tid: 8, title: 'Business', subject_group: 'business', allow_spreadsheet: false, image_url: null },
      { tid: 9, title: 'Accounting', subject_group: 'business', allow_spreadsheet: true, image_url: null },
    ],
    mindsets: [
      { id: 1, title: 'I want to understand the concept', type: 'concept', image_url: null },
      { id: 2, title: 'I want to check my answer', type: 'check', image_url: null },
    ],
    languages: [
      { code: 'en', title: 'English' },
      { code: 'es', title: 'Español' },
    ],
    selected_language: 'en',
    attachment_limit: { width: 40, height: 40, size: 10 * MB },
    ...overrides,
  };
}

function questionWire(qid: number) {
  return wireQuestion({
    qid,
    title: 'What is 2x + 3 = 7?',
    state: 'connecting',
    answered: false,
    answer_point: 0,
    expert: null,
    expert_info: null,
    discussion: null,
    meta_data: { mindset: { title: 'I want to check my answer' } },
  });
}

function renderForm(
  track: 'stem' | 'business',
  answers: Record<string, MockAnswer | (() => MockAnswer)> = {},
  config = askConfig(),
  language: 'en' | 'es' = 'en',
) {
  const api = mockApi({ 'GET /api/ask-config': { body: config }, ...answers });
  const utils = renderWithProviders(<AskTrackPage track={track} />, { path: `/ask/${track}`, language });
  return { ...api, ...utils };
}

async function fillReadyForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Algebra' }, LOAD));
  await user.click(screen.getByRole('radio', { name: 'I want to check my answer' }));
  await user.type(screen.getByRole('textbox', { name: 'Describe your problem' }), 'What is 2x + 3 = 7?');
}

describe('ask form (STEM and Business)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('enables Ask only with a subject, a mindset and 10+ trimmed characters; shows length/max and the minimum text', async () => {
    const user = userEvent.setup();
    renderForm('stem');
    const submit = await screen.findByRole('button', { name: 'Ask an Expert' }, LOAD);
    expect(screen.getByRole('radio', { name: 'Algebra' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Accounting' })).not.toBeInTheDocument();
    expect(screen.getByText('0/1500')).toBeInTheDocument();
    expect(screen.getByText('You need to write 10 characters or more')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    const description = screen.getByRole('textbox', { name: 'Describe your problem' });
    await user.type(description, '   abc    ');
    expect(screen.getByText('10/1500')).toBeInTheDocument();
    expect(screen.getByText('You need to write 10 characters or more')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Algebra' }));
    await user.click(screen.getByRole('radio', { name: 'I want to check my answer' }));
    expect(submit).toBeDisabled();

    await user.clear(description);
    await user.type(description, 'Solve 2x = 8');
    expect(screen.queryByText('You need to write 10 characters or more')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('truncates the description at 1500 characters', async () => {
    renderForm('stem');
    const description = await screen.findByRole('textbox', { name: 'Describe your problem' }, LOAD);
    fireEvent.change(description, { target: { value: 'x'.repeat(1600) } });
    expect(description).toHaveValue('x'.repeat(1500));
    expect(screen.getByText('1500/1500')).toBeInTheDocument();
  });

  it('refuses other image types and offers to go on without a too-large image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm('stem');
    const input = await screen.findByTestId('ask-image-input', {}, LOAD);
    await user.upload(input, new File(['gif'], 'graph.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your file type is not supported...');

    const big = new File(['png'], 'photo.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * MB });
    await user.upload(input, big);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('The attached file size is too large and cannot be uploaded. Maximum file size 10MB.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue without image' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Attach an image' })).toBeInTheDocument();
  });

  it('checks the Google Sheets link and asks to proceed without it; refuses sheets for Business', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const asked = vi.fn((): MockAnswer => ({ body: questionWire(77) }));
    const { fetchMock } = renderForm('business', { 'POST /api/questions': asked });
    expect(await screen.findByRole('radio', { name: 'Accounting' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Spreadsheet (optional)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Accounting' }));
    await user.click(screen.getByRole('radio', { name: 'I want to understand the concept' }));
    await user.type(screen.getByRole('textbox', { name: 'Describe your problem' }), 'Balance sheet for Q3 please');

    await user.upload(screen.getByTestId('ask-sheet-input'), new File(['x'], 'book.csv'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please use one of following file types: xls, xlsx.');

    await user.click(screen.getByText('Google Sheets link'));
    const link = screen.getByRole('textbox', { name: 'Google Sheets link' });
    await user.type(link, 'https://example.com/sheet');
    await user.tab();
    expect(screen.getByText('Invalid Google Sheets link.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Business' }));
    expect(screen.getByText('Sheet cannot be used with Business subject')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask an Expert' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Accounting' }));
    await user.click(screen.getByRole('button', { name: 'Ask an Expert' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText('The Google Sheets link is invalid. Do you want to proceed without Google Sheets?'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const form = call?.[1]?.body as FormData;
    expect(form.get('subject_id')).toBe('9');
    expect(form.get('sheet_url')).toBeNull();
  });

  it.each([
    {
      language: 'en',
      names: {
        subject: 'Accounting',
        mindset: 'I want to understand the concept',
        describe: 'Describe your problem',
        ask: 'Ask an Expert',
      },
      text: 'This Excel file could not be opened. Please check the file and try again.',
    },
    {
      language: 'es',
      names: {
        subject: 'Contabilidad',
        mindset: 'Quiero entender el concepto',
        describe: 'Describe tu problema',
        ask: 'Pregunta a un experto',
      },
      text: 'No se pudo abrir este archivo de Excel. Revisa el archivo e inténtalo de nuevo.',
    },
  ] as const)(
    "shows the server's SHEET_UNREADABLE under the Excel file input ($language), after sending the file",
    async ({ language, names, text }) => {
      const user = userEvent.setup();
      const asked = vi.fn((): MockAnswer => ({
        status: 400,
        body: { code: 'SHEET_UNREADABLE', message: 'This Excel file could not be opened.', fields: { sheet: 'x' } },
      }));
      const { fetchMock } = renderForm('business', { 'POST /api/questions': asked }, askConfig(), language);
      await user.click(await screen.findByRole('radio', { name: names.subject }, LOAD));
      await user.click(screen.getByRole('radio', { name: names.mindset }));
      await user.type(screen.getByRole('textbox', { name: names.describe }), 'Balance sheet for Q3 please');
      const book = new File(['PK'], 'book.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      await user.upload(screen.getByTestId('ask-sheet-input'), book);
      expect(screen.getByText('book.xlsx')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: names.ask }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      const form = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body as FormData;
      expect((form.get('sheet_file') as File).name).toBe('book.xlsx');
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('sends the multipart ask and goes to the new session with the waiting dialog flag', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderForm('stem', { 'POST /api/questions': { body: questionWire(123) } });
    await fillReadyForm(user);
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    await user.click(screen.getByRole('button', { name: 'Ask an Expert' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-sessions/123'));
    expect(router.state.location.state).toEqual({ showWaiting: true });
    const form = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      title: 'What is 2x + 3 = 7?',
      mindset_id: '2',
      mindset_desc: 'I want to check my answer',
      subject_id: '1',
      lang: 'es',
    });
  });

  it("names the catalogue's subjects and mindsets in Spanish, keeps an unknown subject's title, and sends the ids", async () => {
    const user = userEvent.setup();
    const base = askConfig();
    const config = askConfig({
      subjects: [...base.subjects, { tid: 42, title: 'Astronomy', subject_group: 'stem', allow_spreadsheet: false, image_url: null }],
    });
    const { fetchMock } = renderForm('stem', { 'POST /api/questions': { body: questionWire(124) } }, config, 'es');
    await user.click(await screen.findByRole('radio', { name: 'Álgebra' }, LOAD));
    expect(screen.getByRole('radio', { name: 'Astronomy' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Algebra' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Quiero entender el concepto' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Quiero comprobar mi respuesta' }));
    await user.type(screen.getByRole('textbox', { name: 'Describe tu problema' }), 'What is 2x + 3 = 7?');
    await user.click(screen.getByRole('button', { name: 'Pregunta a un experto' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const form = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body as FormData;
    // The server records the catalogue's own title; only the screen speaks Spanish.
    expect(form.get('mindset_desc')).toBe('I want to check my answer');
    expect(form.get('subject_id')).toBe('1');
  });

  it('shows the closable 30400 modal with the server texts; its store action opens the Store over the ask screen', async () => {
    const user = userEvent.setup();
    const { router, store } = renderForm('stem', {
      'POST /api/questions': {
        status: 402,
        body: {
          code: 30400,
          message: 'You have no sessions left.',
          title: 'Out of sessions',
          body: 'You have no sessions left. Visit the store to get more.',
          action: 'OPEN_ASK_FLOW_STORE',
          action_text: 'Go to Store',
        },
      },
    });
    await fillReadyForm(user);
    await user.click(screen.getByRole('button', { name: 'Ask an Expert' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Out of sessions')).toBeInTheDocument();
    expect(within(dialog).getByText('You have no sessions left. Visit the store to get more.')).toBeInTheDocument();
    expect(dialog.parentElement?.parentElement?.querySelector('.mantine-Modal-close')).not.toBeNull();
    expect(store.getState().storeModal.isOpen).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Go to Store' }));
    await vi.waitFor(() => expect(store.getState().storeModal.isOpen).toBe(true));
    expect(router.state.location.pathname).toBe('/ask/stem');
  });

  it('shows the 30402 (User-ID) modal without a way to close it except its action, and never the Store', async () => {
    const user = userEvent.setup();
    const { router, store } = renderForm('stem', {
      'POST /api/questions': {
        status: 402,
        body: {
          code: 30402,
          message: 'm',
          title: 'Out of sessions',
          body: 'You have no sessions left. Please ask your administrator for more.',
          // Even a store action never opens the Store for a User-ID account.
          action: 'OPEN_ASK_FLOW_STORE',
          action_text: 'OK',
        },
      },
    });
    await fillReadyForm(user);
    await user.click(screen.getByRole('button', { name: 'Ask an Expert' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You have no sessions left. Please ask your administrator for more.')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Modal-close')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/ask/stem');
    expect(store.getState().storeModal.isOpen).toBe(false);
  });

  it('leads to the ongoing session when the config has an open question or the server says so', async () => {
    const user = userEvent.setup();
    const { router } = renderForm('stem', {}, askConfig({ can_ask: false, open_question: { qid: 55, allow_spreadsheet: false } }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(within(dialog).getByText('You can only post one STEM or one Business problem at a time.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go to my session' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-sessions/55'));
  });

  it('shows transaction failed, description refusals inline and the server message otherwise', async () => {
    const user = userEvent.setup();
    let answer: MockAnswer = { status: 402, body: { code: 40402, message: 'Transaction Failed', title: 'Transaction Failed' } };
    renderForm('stem', { 'POST /api/questions': () => answer });
    await fillReadyForm(user);
    const submit = screen.getByRole('button', { name: 'Ask an Expert' });
    await user.click(submit);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Transaction Failed')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'NEED HELP' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    answer = { status: 400, body: { code: 'INVALID_DESCRIPTION_CONTENT', message: 'The description cannot be accepted.' } };
    await user.click(submit);
    expect(await screen.findByText('The description cannot be accepted.')).toBeInTheDocument();

    answer = { status: 500, body: {} };
    await user.click(submit);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Something went wrong.')).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    const user = userEvent.setup();
    let isUp = false;
    renderForm('stem', {
      'GET /api/ask-config': () => (isUp ? { body: askConfig() } : { status: 500, body: { code: 'APPLICATION_ERROR', message: 'x' } }),
    });
    expect(await screen.findByText('We could not load the ask form.', {}, LOAD)).toBeInTheDocument();
    isUp = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Algebra' }, LOAD)).toBeInTheDocument();
  });
});
