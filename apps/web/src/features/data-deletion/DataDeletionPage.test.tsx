import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/i18n';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { mockApi, type MockAnswer } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';

const REQUEST_ID = 'dd_0123456789abcdefghij';
const STATUS = `GET /api/data-deletion-requests/${REQUEST_ID}`;
const LOAD = { timeout: 3000 };
const CREATED = 1_700_000_000;
const COMPLETED = 1_700_000_600;

function renderDeletion(answer: MockAnswer | (() => MockAnswer), language: 'en' | 'es' = 'en') {
  const api = mockApi({ [STATUS]: answer });
  return { ...api, ...renderApp({ path: `/data-deletion/${REQUEST_ID}`, language }) };
}

describe('data deletion page (/data-deletion/:requestId)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title, the notice and a pending request', async () => {
    renderDeletion({ body: { request_id: REQUEST_ID, state: 'pending', created: CREATED, completed: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Data deletion request' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('We received your request. It will be processed soon.')).toBeInTheDocument();
    expect(await screen.findByText('We will erase your account and data soon.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText(`Requested on ${formatDateTime(CREATED, 'en')}`)).toBeInTheDocument();
    expect(screen.getByText(REQUEST_ID)).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('shows a completed request with the date it was erased', async () => {
    renderDeletion({ body: { request_id: REQUEST_ID, state: 'completed', created: CREATED, completed: COMPLETED } });
    expect(await screen.findByText('Your account and data have been erased.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText(`Erased on ${formatDateTime(COMPLETED, 'en')}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Data deletion request' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('says so when the request does not exist', async () => {
    renderDeletion({ status: 404, body: { code: 'DATA_DELETION_NOT_FOUND', message: 'This data deletion request does not exist.' } });
    expect(await screen.findByText('This data deletion request does not exist.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText(REQUEST_ID)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the server cannot be reached', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderDeletion(() => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { code: 'APPLICATION_ERROR', message: 'Down.' } }
        : { body: { request_id: REQUEST_ID, state: 'pending', created: CREATED, completed: null } };
    });
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('Something went wrong.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('We will erase your account and data soon.', {}, LOAD)).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderDeletion({ body: { request_id: REQUEST_ID, state: 'completed', created: CREATED, completed: COMPLETED } }, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud de eliminación de datos' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Tu cuenta y tus datos se han borrado.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText(`Borrados el ${formatDateTime(COMPLETED, 'es')}`)).toBeInTheDocument();
  });
});
