import { mockFetchRoutes, type MockAnswer, type MockRoutes } from '@photostudy/client/testing';
import { ERRORS } from '@photostudy/contracts';
import { clearToasts } from '@photostudy/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../testing/apiRequests';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { renderConsole } from '../../testing/render';
import { DataDeletionScreen } from './DataDeletionScreen';

const PENDING_ID = 'a1b2c3d4e5f6a7b8c9d0e1f2';
const DONE_ID = 'ffeeddccbbaa998877665544';
const REQUESTS = [
  { request_id: PENDING_ID, state: 'pending', origin: 'settings', account: 'leaving@demo.test', created: 1_760_000_600, completed: null },
  { request_id: DONE_ID, state: 'completed', origin: 'provider_callback', account: null, created: 1_760_000_000, completed: 1_760_000_060 },
];

const STUDENT = {
  uid: 77,
  email: 'ana@demo.test',
  id: null,
  name: 'Ana',
  auth_type: 'preset',
  balance: { session_count: 0, credit_count: 0 },
  created: 1_760_000_000,
};

function renderScreen(routes: MockRoutes = {}) {
  const fetchMock = mockFetchRoutes({ 'GET /api/admin/data-deletion-requests': { body: { requests: REQUESTS } }, ...routes });
  renderConsole(<DataDeletionScreen />);
  return fetchMock;
}

describe('DataDeletionScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToasts();
  });

  it('lists requests, naming the account only until it is erased', async () => {
    renderScreen();
    const table = await screen.findByTestId('deletion-requests-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Request id', 'State', 'Origin', 'Account', 'Created', 'Completed']);
    const pending = screen.getByTestId(`deletion-${PENDING_ID}`);
    expect(pending).toHaveTextContent(PENDING_ID);
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('Settings');
    expect(pending).toHaveTextContent('leaving@demo.test');
    expect(within(pending).getAllByRole('cell')[5]).toHaveTextContent('—');
    const done = screen.getByTestId(`deletion-${DONE_ID}`);
    expect(done).toHaveTextContent('Completed');
    expect(done).toHaveTextContent('Sign-in provider');
    expect(within(done).getAllByRole('cell')[3]).toHaveTextContent('Erased');
    expect(within(done).getAllByRole('cell')[5]).not.toHaveTextContent('—');
    await expectNoSeriousAxeViolations();
  });

  it('filters by state in the browser and says when none is left', async () => {
    const fetchMock = renderScreen();
    await screen.findByTestId(`deletion-${PENDING_ID}`);
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Completed');
    expect(screen.queryByTestId(`deletion-${PENDING_ID}`)).toBeNull();
    expect(screen.getByTestId(`deletion-${DONE_ID}`)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Pending');
    expect(screen.queryByTestId(`deletion-${DONE_ID}`)).toBeNull();
    expect(sentRequests(fetchMock, 'GET /api/admin/data-deletion-requests')).toHaveLength(1);

    mockFetchRoutes({ 'GET /api/admin/data-deletion-requests': { body: { requests: [] } } });
    renderConsole(<DataDeletionScreen />);
    expect(await screen.findByText('No data deletion requests yet.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let answer: MockAnswer = { status: 503, body: { code: ERRORS.APPLICATION_ERROR.code, message: 'Away' } };
    mockFetchRoutes({ 'GET /api/admin/data-deletion-requests': () => answer });
    renderConsole(<DataDeletionScreen />);
    expect(await screen.findByTestId('list-failed')).toBeInTheDocument();
    answer = { body: { requests: REQUESTS } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId(`deletion-${PENDING_ID}`)).toBeInTheDocument();
  });

  it('asks for a uid before asking anything else', async () => {
    const fetchMock = renderScreen();
    await screen.findByTestId('deletion-requests-table');
    await userEvent.type(screen.getByLabelText('Student uid'), 'ana');
    await userEvent.click(screen.getByRole('button', { name: 'Erase the account…' }));
    expect(screen.getByText('Enter a student’s uid (a whole number).')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentRequests(fetchMock, 'POST /api/admin/data-deletion-requests')).toHaveLength(0);
  });

  it('erases only after a confirmation that says it is for good, then shows the status page and reads the list again', async () => {
    const url = 'https://app.test/data-deletion/0123456789abcdef0123';
    const fetchMock = renderScreen({
      'GET /api/admin/students': { body: { students: [STUDENT] } },
      'POST /api/admin/data-deletion-requests': { status: 201, body: { request_id: '0123456789abcdef0123', url } },
    });
    await screen.findByTestId('deletion-requests-table');
    await userEvent.type(screen.getByLabelText('Find a student'), 'ana@demo.test{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Use ana@demo.test (uid 77)' }));
    expect(screen.getByLabelText('Student uid')).toHaveValue('77');

    // Cancel sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Erase the account…' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Erase this account for good?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentRequests(fetchMock, 'POST /api/admin/data-deletion-requests')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Erase the account…' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Erase this account for good?' }));
    expect(dialog.getByText('ana@demo.test (uid 77) is erased for good. This cannot be undone.')).toBeInTheDocument();
    expect(dialog.getByText(/ledger and audit rows keep only an anonymous id/)).toBeInTheDocument();
    expect(dialog.getByText('The student is signed out at once and can never sign in again.')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await userEvent.click(dialog.getByRole('button', { name: 'Erase for good' }));

    const result = await screen.findByTestId('deletion-requested');
    expect(result).toHaveTextContent('Deletion request 0123456789abcdef0123 created');
    expect(within(result).getByRole('link')).toHaveAttribute('href', url);
    expect(sentRequests(fetchMock, 'POST /api/admin/data-deletion-requests').map((r) => r.body)).toEqual([{ uid: 77 }]);
    await waitFor(() => expect(sentRequests(fetchMock, 'GET /api/admin/data-deletion-requests')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Student uid')).toHaveValue('');
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    let answer: MockAnswer = { status: 404, body: { code: ERRORS.NOT_FOUND.code, message: ERRORS.NOT_FOUND.message } };
    renderScreen({ 'POST /api/admin/data-deletion-requests': () => answer });
    await screen.findByTestId('deletion-requests-table');
    await userEvent.type(screen.getByLabelText('Student uid'), '404');
    await userEvent.click(screen.getByRole('button', { name: 'Erase the account…' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('uid 404 is erased for good. This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Erase for good' }));
    expect(await dialog.findByTestId('deletion-error')).toHaveTextContent('Nothing was erasedNo student has this uid.');

    answer = { status: 403, body: { code: ERRORS.FORBIDDEN.code, message: 'Staff accounts cannot be erased here.' } };
    await userEvent.click(dialog.getByRole('button', { name: 'Erase for good' }));
    await waitFor(() => expect(dialog.getByTestId('deletion-error')).toHaveTextContent('Staff accounts cannot be erased here.'));
    expect(screen.queryByTestId('deletion-requested')).toBeNull();
  });

  it('speaks Spanish', async () => {
    mockFetchRoutes({ 'GET /api/admin/data-deletion-requests': { body: { requests: REQUESTS } } });
    renderConsole(<DataDeletionScreen />, 'es');
    const done = await screen.findByTestId(`deletion-${DONE_ID}`);
    expect(done).toHaveTextContent('Borrada');
    expect(done).toHaveTextContent('Completada');
    expect(done).toHaveTextContent('Proveedor de inicio de sesión');
    await userEvent.type(screen.getByLabelText('uid del estudiante'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Borrar la cuenta…' }));
    expect(await screen.findByRole('dialog', { name: '¿Borrar esta cuenta para siempre?' })).toBeInTheDocument();
  });
});
