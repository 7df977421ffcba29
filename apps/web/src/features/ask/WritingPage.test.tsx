import { ERROR_TEXTS, STUDENT_PRIVATE_EVENTS } from '@photostudy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studentRealtime } from '../../lib/realtime';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { mockApi, type MockAnswer } from '../../testing/mockApi';
import { renderWithProviders } from '../../testing/renderApp';
import { wireWritingInfo, wireWritingProblem } from '../../testing/writingFixtures';
import { AskTrackPage } from './AskTrackPage';

const MB = 1024 * 1024;
const LOAD = { timeout: 3000 };
const DOC_LINK = 'https://docs.google.com/document/d/1AbCdEf/edit';
const INFO = 'GET /api/es/askers/me';
const SUBMIT = 'POST /api/es/askers/me/problems';

function renderWriting(answers: Record<string, MockAnswer | (() => MockAnswer)> = {}, language: 'en' | 'es' = 'en') {
  const api = mockApi({ [INFO]: { body: wireWritingInfo() }, ...answers });
  const utils = renderWithProviders(<AskTrackPage track="english" />, { path: '/ask/english', language });
  return { ...api, ...utils };
}

function docx(name = 'essay.docx', size = 1000) {
  const file = new File(['docx'], name, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function fillReadyForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /What should the expert look at/ }, LOAD), 'Check my grammar');
  await user.upload(screen.getByTestId('writing-file-input'), docx());
}

function postedForm(fetchMock: ReturnType<typeof mockApi>['fetchMock']): FormData {
  return fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body as FormData;
}

describe('Writing form (ask/english)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the writing info, then shows the form with credits, limits, the counter and a disabled submit', async () => {
    renderWriting({ [INFO]: { body: wireWritingInfo({ credit_count: 1, weekly_used: 1, monthly_used: 4 }) } });
    expect(screen.getByRole('status', { name: 'Loading the Writing form...' })).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: 'Submit for review' }, LOAD);
    expect(submit).toBeDisabled();
    expect(screen.getByText('1 Writing credit left')).toBeInTheDocument();
    expect(screen.getByText('This week: 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('This month: 4 of 10')).toBeInTheDocument();
    expect(screen.getByText('0/225')).toBeInTheDocument();
    expect(screen.getByText('An expert responds within 48 hours.')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('cuts the description at 225 characters and asks for one when left blank', async () => {
    const user = userEvent.setup();
    renderWriting();
    const description = await screen.findByRole('textbox', { name: /What should the expert look at/ }, LOAD);
    fireEvent.change(description, { target: { value: 'y'.repeat(300) } });
    expect(description).toHaveValue('y'.repeat(225));
    expect(screen.getByText('225/225')).toBeInTheDocument();
    fireEvent.change(description, { target: { value: '   ' } });
    await user.click(description);
    await user.tab();
    expect(screen.getByText('Please tell the expert what to look at.')).toBeInTheDocument();
  });

  it('refuses other file types and files over 10 MB with the spec texts, and takes a docx', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWriting();
    const input = await screen.findByTestId('writing-file-input', {}, LOAD);
    await user.upload(input, new File(['%PDF'], 'essay.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please use one of following file types: doc, docx.');
    await user.upload(input, docx('essay.docx', 10 * MB + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The attached file is too large and cannot be uploaded. Maximum file size is 10MB.',
    );
    await user.upload(input, docx('essay.doc'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('essay.doc')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /What should the expert look at/ }), 'Check it');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  });

  it('checks the Google Docs link and the alternative email', async () => {
    const user = userEvent.setup();
    renderWriting();
    await user.type(await screen.findByRole('textbox', { name: /What should the expert look at/ }, LOAD), 'Check it');
    await user.click(screen.getByText('Google Docs link'));
    const link = screen.getByRole('textbox', { name: 'Google Docs link' });
    await user.type(link, 'https://docs.google.com/spreadsheets/d/1AbC');
    await user.tab();
    expect(screen.getByText('Invalid Google Docs link.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    expect(submit).toBeDisabled();
    await user.clear(link);
    await user.type(link, DOC_LINK);
    expect(screen.queryByText('Invalid Google Docs link.')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();

    const email = screen.getByRole('textbox', { name: 'Alternative email (optional)' });
    await user.type(email, 'mum@example');
    await user.tab();
    expect(screen.getByText('Invalid email. Please try again.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(email, '.com');
    expect(screen.queryByText('Invalid email. Please try again.')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('sends the multipart problem and shows SUBMITTED with the 48-hour promise, kept up to date by realtime', async () => {
    const user = userEvent.setup();
    const problem = wireWritingProblem({ id: 40, source: 'url', url: DOC_LINK, file_name: null, email: 'mum@example.com' });
    const { fetchMock } = renderWriting({ [SUBMIT]: { body: problem } });
    await user.type(await screen.findByRole('textbox', { name: /What should the expert look at/ }, LOAD), '  Check my grammar ');
    await user.click(screen.getByText('Google Docs link'));
    await user.type(screen.getByRole('textbox', { name: 'Google Docs link' }), DOC_LINK);
    await user.type(screen.getByRole('textbox', { name: 'Alternative email (optional)' }), 'mum@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByRole('heading', { name: 'Your writing is with our experts' })).toBeInTheDocument();
    expect(screen.getByText('An expert will review it and respond within 48 hours.')).toBeInTheDocument();
    expect(screen.getByText('We will email the reviewed file to mum@example.com.')).toBeInTheDocument();
    expect(screen.getByText(/^Review due by /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Google Docs link' })).toHaveAttribute('href', DOC_LINK);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(Object.fromEntries(postedForm(fetchMock).entries())).toEqual({
      description: 'Check my grammar',
      email: 'mum@example.com',
      url: DOC_LINK,
    });

    act(() => {
      studentRealtime.deliver({
        channel: 'private',
        name: STUDENT_PRIVATE_EVENTS.writingProblemUpdated,
        data: { id: 40, state: 'claimed' },
      });
    });
    expect(await screen.findByText('In review')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('sends the file part of an upload', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderWriting({ [SUBMIT]: { body: wireWritingProblem() } });
    await fillReadyForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByRole('heading', { name: 'Your writing is with our experts' });
    const form = postedForm(fetchMock);
    expect([...form.keys()]).toEqual(['description', 'file']);
    expect((form.get('file') as File).name).toBe('essay.docx');
  });

  it('shows the open problem and the ongoing-writing dialog instead of the form', async () => {
    const user = userEvent.setup();
    renderWriting({
      [INFO]: { body: wireWritingInfo({ blocked_by: 'WRITING_IN_PROGRESS', question: wireWritingProblem({ state: 'claimed' }) }) },
    });
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(within(dialog).getByText('Ongoing session')).toBeInTheDocument();
    expect(within(dialog).getByText(ERROR_TEXTS.ONGOING_WRITING)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Your Writing problem in progress' })).toBeInTheDocument();
    expect(screen.getByText('In review')).toBeInTheDocument();
    expect(screen.getByText('File: climate-essay.docx')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('brings the form back when the open problem is delivered', async () => {
    let info = wireWritingInfo({ question: wireWritingProblem({ id: 9 }) });
    renderWriting({ [INFO]: () => ({ body: info }) });
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    info = wireWritingInfo();
    act(() => {
      studentRealtime.deliver({
        channel: 'private',
        name: STUDENT_PRIVATE_EVENTS.writingProblemUpdated,
        data: { id: 9, state: 'delivered' },
      });
    });
    expect(await screen.findByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the ongoing-writing dialog when the server refuses a second problem', async () => {
    const user = userEvent.setup();
    renderWriting({
      [SUBMIT]: { status: 409, body: { code: 'SESSION_IN_PROGRESS', message: ERROR_TEXTS.ONGOING_WRITING, title: 'Ongoing session' } },
    });
    await fillReadyForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ERROR_TEXTS.ONGOING_WRITING)).toBeInTheDocument();
  });

  it('shows the weekly, monthly and privacy refusals with the server message', async () => {
    const user = userEvent.setup();
    const weekly =
      "Oops! You've reached your weekly limit for Writing problems. You can continue to submit problems for other available subjects.";
    let answer: MockAnswer = { status: 429, body: { code: 'WEEKLY_LIMITATION', message: weekly, title: 'Weekly limit reached' } };
    renderWriting({ [SUBMIT]: () => answer });
    await fillReadyForm(user);
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    await user.click(submit);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Weekly limit reached')).toBeInTheDocument();
    expect(within(dialog).getByText(weekly)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    answer = { status: 429, body: { code: 'MONTHLY_LIMITATION', message: 'Monthly limit reached', title: 'Monthly limit reached' } };
    await user.click(submit);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Monthly limit reached')).toBeInTheDocument();
    expect(
      within(dialog).getByText("You've reached your monthly limit for Writing problems. You can submit a new one next month."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    answer = { status: 400, body: { code: 'PRIVACY_SETTINGS_INCORRECT', message: 'Turn on messages in your privacy settings first.' } };
    await user.click(submit);
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Turn on messages in your privacy settings first.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
  });

  it('shows a reached weekly limit from the writing info and does not submit', async () => {
    renderWriting({ [INFO]: { body: wireWritingInfo({ weekly_used: 3, blocked_by: 'WEEKLY_LIMITATION' }) } });
    expect(await screen.findByText('Weekly limit reached', {}, LOAD)).toBeInTheDocument();
    expect(
      screen.getByText(
        "Oops! You've reached your weekly limit for Writing problems. You can continue to submit problems for other available subjects.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  });

  it('shows the server refusal of the file under the field', async () => {
    const user = userEvent.setup();
    renderWriting({
      [SUBMIT]: { status: 415, body: { code: 'WRITING_FILE_TYPE', message: 'Please use one of following file types: doc, docx.' } },
    });
    await fillReadyForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please use one of following file types: doc, docx.');
  });

  it('reuses the out-of-balance modal: the 30400 action opens the Store over the form', async () => {
    const user = userEvent.setup();
    const { store, router } = renderWriting({
      [SUBMIT]: {
        status: 402,
        body: {
          code: 30400,
          message: 'You have no Writing credits left.',
          title: 'Out of Writing credits',
          body: 'You have no Writing credits left. Visit the store to get more.',
          action: 'OPEN_ASK_FLOW_STORE',
          action_text: 'Go to Store',
        },
      },
    });
    await fillReadyForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Out of Writing credits')).toBeInTheDocument();
    expect(within(dialog).getByText('You have no Writing credits left. Visit the store to get more.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go to Store' }));
    await vi.waitFor(() => expect(store.getState().storeModal.isOpen).toBe(true));
    expect(router.state.location.pathname).toBe('/ask/english');
  });

  it('shows the load error with a retry', async () => {
    const user = userEvent.setup();
    let isUp = false;
    renderWriting({
      [INFO]: () => (isUp ? { body: wireWritingInfo() } : { status: 500, body: { code: 'APPLICATION_ERROR', message: 'x' } }),
    });
    expect(await screen.findByText('We could not load the Writing form.', {}, LOAD)).toBeInTheDocument();
    isUp = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Submit for review' }, LOAD)).toBeInTheDocument();
  });

  it('speaks Spanish: labels, the spec texts and the dialogs', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWriting(
      {
        [SUBMIT]: {
          status: 429,
          body: {
            code: 'WEEKLY_LIMITATION',
            message:
              "Oops! You've reached your weekly limit for Writing problems. You can continue to submit problems for other available subjects.",
          },
        },
      },
      'es',
    );
    const submit = await screen.findByRole('button', { name: 'Enviar para revisión' }, LOAD);
    expect(screen.getByText('Te quedan 2 créditos de Redacción')).toBeInTheDocument();
    const input = screen.getByTestId('writing-file-input');
    await user.upload(input, new File(['x'], 'essay.txt'));
    expect(screen.getByRole('alert')).toHaveTextContent('Usa uno de estos tipos de archivo: doc, docx.');
    await user.upload(input, docx('essay.docx', 11 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El archivo adjunto es demasiado grande y no se puede subir. El tamaño máximo es 10MB.',
    );
    await user.click(screen.getByText('Enlace de Google Docs'));
    await user.type(screen.getByRole('textbox', { name: 'Enlace de Google Docs' }), 'https://example.com/doc');
    await user.tab();
    expect(screen.getByText('Enlace de Google Docs no válido.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico alternativo (opcional)' }), 'x@');
    await user.tab();
    expect(screen.getByText('Correo electrónico no válido. Inténtalo de nuevo.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Correo electrónico alternativo (opcional)' }));
    await user.clear(screen.getByRole('textbox', { name: 'Enlace de Google Docs' }));
    await user.type(screen.getByRole('textbox', { name: 'Enlace de Google Docs' }), DOC_LINK);
    await user.type(screen.getByRole('textbox', { name: /¿Qué debe revisar el experto\?/ }), 'Revisa mi ensayo');
    await user.click(submit);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Límite semanal alcanzado')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        '¡Vaya! Has alcanzado tu límite semanal de problemas de Redacción. Puedes seguir enviando problemas de las demás materias disponibles.',
      ),
    ).toBeInTheDocument();
  });
});
