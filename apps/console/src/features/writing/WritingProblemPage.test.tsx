import { TEST_CLIENT_CONFIG, type fakeRealtimeTransport, mockFetchRoutes, type MockRoutes } from '@photostudy/client/testing';
import { CHANNELS, ERRORS, EXPERT_PRIVATE_EVENTS, FILE_SIZE_LIMIT_BYTES } from '@photostudy/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtime } from '../../lib/realtime';
import type * as RealtimeModule from '../../lib/realtime';
import { sentRequests } from '../../testing/apiRequests';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { renderConsole } from '../../testing/render';
import { WRITER, wireProblem } from './writingFixtures';
import { WritingProblemPage } from './WritingProblemPage';

// The console's real realtime layer over a fake socket, as in the queue's test.
const socket = vi.hoisted(() => ({ fake: null as ReturnType<typeof fakeRealtimeTransport> | null }));
vi.mock('../../lib/realtime', async (importOriginal) => {
  const actual = await importOriginal<typeof RealtimeModule>();
  const { fakeRealtimeTransport } = await import('@photostudy/client/testing');
  socket.fake = fakeRealtimeTransport();
  const transport = socket.fake.transport;
  return { ...actual, realtime: new actual.ConsoleRealtime({ createTransport: () => transport, log: () => undefined }) };
});

const PROBLEM = 'GET /api/expert/writing/problems/5';
const DELIVERIES = 'POST /api/expert/writing/problems/5/deliveries';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function renderProblem(routes: MockRoutes, language: 'en' | 'es' = 'en') {
  const fetchMock = mockFetchRoutes(routes);
  const onBack = vi.fn();
  renderConsole(<WritingProblemPage id={5} onBack={onBack} />, language, { session: { auth: WRITER, role: 'expert', isLive: true } });
  return { fetchMock, onBack };
}

/** A file of the given name whose size is reported as `size` (no need to hold 10 MB in memory). */
function fileOf(name: string, size = 2048, type = DOCX_TYPE): File {
  const file = new File(['PK'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The user picks a file, whatever the picker's filter says (drag and drop, "All files"). */
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = () => screen.getByTestId('writing-delivery-file');

/** The multipart body of the n-th delivery call. */
function deliveryBody(fetchMock: ReturnType<typeof mockFetchRoutes>): FormData {
  const call = fetchMock.mock.calls.find(([input, init]) => init?.method === 'POST' && String(input).endsWith('/deliveries'));
  return call?.[1]?.body as FormData;
}

describe('WritingProblemPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the description, the alternative email, the countdown, the docx as HTML and the original for download', async () => {
    renderProblem({ [PROBLEM]: { body: wireProblem({ deadline: Math.floor(Date.now() / 1000) + 5 * 3600 + 65 }) } });
    expect(await screen.findByRole('heading', { name: 'Writing problem 5' })).toBeInTheDocument();
    expect(screen.getByTestId('writing-description').textContent).toBe('My essay on climate policy.\nPlease check the structure.');
    expect(screen.getByTestId('writing-email')).toHaveTextContent('parent@example.com');
    const countdown = screen.getByTestId('writing-countdown');
    expect(countdown.textContent).toMatch(/^5:0[01]:\d\d$/);
    expect(countdown).toHaveAttribute('data-tone', 'soon');
    const article = screen.getByTestId('writing-preview-html');
    expect(within(article).getByRole('heading', { name: 'Climate policy' })).toBeInTheDocument();
    expect(article.querySelector('strong')).toHaveTextContent('work');
    // The document scrolls in its own region, which the keyboard can reach.
    expect(screen.getByRole('region', { name: 'The student’s document' })).toHaveAttribute('tabindex', '0');
    const download = screen.getByRole('link', { name: 'Download essay.docx' });
    expect(download).toHaveAttribute('href', '/api/files/signed/essay.docx');
    expect(download).toHaveAttribute('download', 'essay.docx');
    expect(screen.getByRole('button', { name: 'Deliver' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('shows a .doc’s text pre-wrapped', async () => {
    const text = 'First paragraph.\n\n  Indented second one.';
    renderProblem({ [PROBLEM]: { body: wireProblem({ file_name: 'old.doc', preview: { kind: 'text', text } }) } });
    const pre = await screen.findByTestId('writing-preview-text');
    expect(pre.tagName).toBe('PRE');
    expect(pre.textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Download old.doc' })).toBeInTheDocument();
  });

  it('opens a Google Docs link in a new tab without giving it this page', async () => {
    const url = 'https://docs.google.com/document/d/abc123/edit';
    renderProblem({
      [PROBLEM]: { body: wireProblem({ source: 'url', file_name: null, url, original_file_url: null, preview: { kind: 'link', url } }) },
    });
    const link = await screen.findByRole('link', { name: 'Open in Google Docs' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(screen.queryByRole('link', { name: /^Download/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'The student’s document' })).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('refuses a missing file and comment, a file that is not a docx, one over 10 MB and a comment over 5000 characters', async () => {
    const { fetchMock } = renderProblem({ [PROBLEM]: { body: wireProblem() } });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Deliver' }));
    expect(screen.getByText('Choose the reviewed .docx file.')).toBeInTheDocument();
    expect(screen.getByText('Write a summary comment.')).toBeInTheDocument();

    await u.upload(fileInput(), fileOf('essay.pdf', 2048, 'application/pdf'));
    expect(screen.getByText('Deliver the review as a .docx file.')).toBeInTheDocument();
    await u.upload(fileInput(), fileOf('essay.docx', FILE_SIZE_LIMIT_BYTES + 1));
    expect(screen.getByText('The file is too large. Maximum file size is 10MB.')).toBeInTheDocument();
    await u.upload(fileInput(), fileOf('essay.docx', FILE_SIZE_LIMIT_BYTES));
    expect(screen.queryByText('The file is too large. Maximum file size is 10MB.')).toBeNull();

    const comment = screen.getByRole('textbox', { name: /Summary comment/ });
    fireEvent.change(comment, { target: { value: 'x'.repeat(5001) } });
    expect(screen.getByTestId('writing-comment-counter')).toHaveTextContent('5001 / 5000');
    await u.click(screen.getByRole('button', { name: 'Deliver' }));
    expect(screen.getByText('Use at most 5000 characters.')).toBeInTheDocument();
    fireEvent.change(comment, { target: { value: '   ' } });
    await u.click(screen.getByRole('button', { name: 'Deliver' }));
    expect(screen.getByText('Write a summary comment.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentRequests(fetchMock, DELIVERIES)).toHaveLength(0);
    await expectNoSeriousAxeViolations();
  });

  it('delivers the docx and the trimmed comment as multipart after a confirmation, then shows the review read-only', async () => {
    const delivered = wireProblem({
      state: 'delivered',
      review: {
        file_url: '/api/files/signed/review.docx',
        file_name: 'essay-reviewed.docx',
        comment: 'Strong thesis.\nWork on transitions.',
        delivered: 1_760_000_000,
      },
    });
    const { fetchMock } = renderProblem({ [PROBLEM]: { body: wireProblem() }, [DELIVERIES]: { body: delivered } });
    const u = user();
    const file = fileOf('essay-reviewed.docx');
    await u.upload(await screen.findByTestId('writing-delivery-file'), file);
    await u.type(screen.getByRole('textbox', { name: /Summary comment/ }), '  Strong thesis.{Enter}Work on transitions.  ');
    await u.click(screen.getByRole('button', { name: 'Deliver' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deliver the review?' }));
    expect(dialog.getByText(/The student receives essay-reviewed.docx and your comment by email/)).toBeInTheDocument();
    expect(sentRequests(fetchMock, DELIVERIES)).toHaveLength(0);
    await expectNoSeriousAxeViolations();
    await u.click(dialog.getByRole('button', { name: 'Deliver' }));

    expect(await screen.findByTestId('writing-delivered')).toHaveTextContent('Review delivered');
    const body = deliveryBody(fetchMock);
    expect([...body.keys()]).toEqual(['comment', 'file']);
    expect(body.get('comment')).toBe('Strong thesis.\nWork on transitions.');
    expect((body.get('file') as File).name).toBe('essay-reviewed.docx');
    expect(sentRequests(fetchMock, DELIVERIES)).toHaveLength(1);

    const review = screen.getByTestId('writing-review');
    expect(within(review).getByTestId('writing-review-file')).toHaveTextContent('essay-reviewed.docx');
    expect(within(review).getByTestId('writing-review-file')).toHaveAttribute('href', '/api/files/signed/review.docx');
    expect(within(review).getByTestId('writing-review-comment').textContent).toBe('Strong thesis.\nWork on transitions.');
    expect(review).toHaveTextContent('Not rated yet');
    expect(screen.queryByTestId('writing-delivery-form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deliver' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectNoSeriousAxeViolations();
  });

  it('shows the server’s refusal of the file on the file field', async () => {
    renderProblem({
      [PROBLEM]: { body: wireProblem() },
      [DELIVERIES]: { status: 415, body: { code: ERRORS.WRITING_FILE_TYPE.code, message: ERRORS.WRITING_FILE_TYPE.message } },
    });
    const u = user();
    await u.upload(await screen.findByTestId('writing-delivery-file'), fileOf('renamed-png.docx'));
    await u.type(screen.getByRole('textbox', { name: /Summary comment/ }), 'Good work.');
    await u.click(screen.getByRole('button', { name: 'Deliver' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deliver' }));
    expect(await screen.findByText('Deliver the review as a .docx file.')).toBeInTheDocument();
    expect(screen.getByTestId('writing-delivery-form')).toBeInTheDocument();
  });

  it.each([
    ['403 FORBIDDEN', 403, ERRORS.FORBIDDEN],
    ['409 CONFLICT', 409, ERRORS.CONFLICT],
  ])('reads the problem again when the delivery answers %s (no longer mine to deliver)', async (_name, status, error) => {
    let problem = wireProblem();
    const { fetchMock } = renderProblem({
      [PROBLEM]: () => ({ body: problem }),
      [DELIVERIES]: () => {
        problem = wireProblem({ state: 'claimed', writer_uid: 77 });
        return { status, body: { code: error.code, message: error.message } };
      },
    });
    const u = user();
    await u.upload(await screen.findByTestId('writing-delivery-file'), fileOf('r.docx'));
    await u.type(screen.getByRole('textbox', { name: /Summary comment/ }), 'Done.');
    await u.click(screen.getByRole('button', { name: 'Deliver' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deliver' }));
    expect(await screen.findByTestId('writing-notice')).toHaveTextContent('Another writer holds this problem.');
    expect(screen.queryByTestId('writing-delivery-form')).toBeNull();
    expect(screen.queryByTestId('writing-delivery-failure')).toBeNull();
    expect(sentRequests(fetchMock, PROBLEM)).toHaveLength(2);
  });

  it('shows a delivered problem read-only with its rating', async () => {
    renderProblem({
      [PROBLEM]: {
        body: wireProblem({
          state: 'delivered',
          rating_point: 4,
          review: { file_url: '/f/r.docx', file_name: 'r.docx', comment: 'Nice.', delivered: 1_760_000_000 },
        }),
      },
    });
    const review = await screen.findByTestId('writing-review');
    expect(within(review).getByTestId('writing-review-rating')).toHaveTextContent('4 of 5');
    expect(screen.getByTestId('writing-state')).toHaveTextContent('Delivered');
    expect(screen.queryByTestId('writing-countdown')).toBeNull();
    expect(screen.queryByTestId('writing-delivery-form')).toBeNull();
  });

  it('reads the problem again on its writingQueueChanged: back in the queue, the form goes', async () => {
    let problem = wireProblem();
    const { fetchMock } = renderProblem({
      'GET /api/client-config': { body: TEST_CLIENT_CONFIG },
      [PROBLEM]: () => ({ body: problem }),
    });
    await realtime.connect(WRITER.uid);
    await screen.findByTestId('writing-delivery-form');
    act(() =>
      socket.fake?.emit(CHANNELS.privateExpert(WRITER.uid), EXPERT_PRIVATE_EVENTS.writingQueueChanged, { id: 6, state: 'waiting' }),
    );
    expect(sentRequests(fetchMock, PROBLEM)).toHaveLength(1);
    problem = wireProblem({ state: 'waiting', writer_uid: null });
    act(() =>
      socket.fake?.emit(CHANNELS.privateExpert(WRITER.uid), EXPERT_PRIVATE_EVENTS.writingQueueChanged, { id: 5, state: 'waiting' }),
    );
    expect(await screen.findByTestId('writing-notice')).toHaveTextContent('This problem is back in the queue.');
    expect(screen.queryByTestId('writing-delivery-form')).toBeNull();
  });

  it('says so when the problem cannot be seen, and goes back', async () => {
    const { onBack } = renderProblem({ [PROBLEM]: { status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } } });
    expect(await screen.findByText('This Writing problem is not available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Writing' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    renderProblem({ [PROBLEM]: { body: wireProblem() } }, 'es');
    expect(await screen.findByRole('heading', { name: 'Problema de redacción 5' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Entregar' }));
    expect(screen.getByText('Elige el archivo .docx revisado.')).toBeInTheDocument();
    expect(screen.getByText('Escribe un comentario de resumen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar essay.docx' })).toBeInTheDocument();
  });
});
