import { jsonResponse } from '@photostudy/client/testing';
import { clearToasts } from '@photostudy/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../testing/apiRequests';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { renderConsole } from '../../testing/render';
import { WritingProblemsScreen } from './WritingProblemsScreen';

const NOW = Math.floor(Date.now() / 1000);

const wireProblem = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  description: `Essay ${id} about the industrial revolution`,
  source: 'file',
  state: 'waiting',
  created: NOW - 3600,
  deadline: NOW + 47 * 3600,
  writer_uid: null,
  student_uid: 40 + id,
  student_email: `student${id}@demo.test`,
  writer_email: null,
  delivered: null,
  rating_point: 0,
  rating_reason: null,
  requeued: false,
  ...over,
});

const PROBLEMS = [
  wireProblem(4, {
    state: 'delivered',
    writer_uid: 9,
    writer_email: 'writer@demo.test',
    delivered: NOW - 600,
    rating_point: 2,
    rating_reason: 5,
  }),
  wireProblem(3, { state: 'claimed', writer_uid: 9, writer_email: 'writer@demo.test', deadline: NOW - 120, requeued: true }),
  wireProblem(2),
];

/** The admin route answering by its `state` query, as the server filters. */
function mockWritingAdmin() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname !== '/api/admin/writing-problems') return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found.' });
    const state = url.searchParams.get('state');
    return jsonResponse(200, { problems: PROBLEMS.filter((p) => !state || p.state === state) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('WritingProblemsScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToasts();
  });

  it('lists problems with student, writer, dates, overdue deadline, requeue and rating with its reason', async () => {
    const fetchMock = mockWritingAdmin();
    renderConsole(<WritingProblemsScreen />);
    const table = await screen.findByTestId('writing-problems-table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Problem', 'Student', 'Writer', 'Created', 'Deadline', 'Delivered', 'Requeued', 'Rating']);
    const delivered = screen.getByTestId('writing-problem-4');
    expect(delivered).toHaveTextContent('#4');
    expect(delivered).toHaveTextContent('Delivered');
    expect(delivered).toHaveTextContent('student4@demo.test');
    expect(delivered).toHaveTextContent('writer@demo.test');
    expect(delivered).toHaveTextContent('2 of 5');
    expect(delivered).toHaveTextContent('Took too long');
    expect(within(delivered).getByTestId('writing-deadline-cell')).toHaveAttribute('data-overdue', 'false');

    const late = screen.getByTestId('writing-problem-3');
    expect(within(late).getByTestId('writing-deadline-cell')).toHaveAttribute('data-overdue', 'true');
    expect(within(late).getByTestId('writing-deadline-cell')).toHaveTextContent('Overdue');
    expect(within(late).getAllByRole('cell')[6]).toHaveTextContent('Yes');

    const waiting = screen.getByTestId('writing-problem-2');
    expect(waiting).toHaveTextContent('Not rated');
    expect(within(waiting).getAllByRole('cell')[2]).toHaveTextContent('—');
    expect(within(waiting).getAllByRole('cell')[5]).toHaveTextContent('—');
    expect(within(waiting).getAllByRole('cell')[6]).toHaveTextContent('No');
    expect(sentRequests(fetchMock, 'GET /api/admin/writing-problems')[0]?.query).toEqual({});
    await expectNoSeriousAxeViolations();
  });

  it('filters by state through the server', async () => {
    const fetchMock = mockWritingAdmin();
    renderConsole(<WritingProblemsScreen />);
    await screen.findByTestId('writing-problem-2');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Claimed');
    await waitFor(() => expect(screen.queryByTestId('writing-problem-2')).toBeNull());
    expect(screen.getByTestId('writing-problem-3')).toBeInTheDocument();
    expect(within(screen.getByTestId('writing-problems-table')).getAllByRole('row')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Refunded');
    expect(await screen.findByText('No Writing problem is in this state.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'All states');
    await screen.findByTestId('writing-problem-2');
    expect(sentRequests(fetchMock, 'GET /api/admin/writing-problems').map((r) => r.query)).toEqual([
      {},
      { state: 'claimed' },
      { state: 'refunded' },
      {},
    ]);
  });

  it('speaks Spanish', async () => {
    mockWritingAdmin();
    renderConsole(<WritingProblemsScreen />, 'es');
    const row = await screen.findByTestId('writing-problem-4');
    expect(row).toHaveTextContent('Entregado');
    expect(row).toHaveTextContent('2 de 5');
    expect(row).toHaveTextContent('Tardó demasiado');
    expect(screen.getByLabelText('Estado')).toBeInTheDocument();
    expect(within(screen.getByTestId('writing-problem-3')).getByTestId('writing-deadline-cell')).toHaveTextContent('Vencido');
  });
});
