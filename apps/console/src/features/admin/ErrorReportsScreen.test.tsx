import { jsonResponse } from '@photostudy/client/testing';
import { clearToasts } from '@photostudy/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../testing/apiRequests';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { renderConsole } from '../../testing/render';
import { ErrorReportsScreen } from './ErrorReportsScreen';

const wireReport = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  source: 'web',
  message: `TypeError: x${id} is undefined`,
  stack: `TypeError: x${id} is undefined\n    at render (AskForm.tsx:10:3)`,
  url: '/ask?subject=3',
  release: '0.1.0',
  uid: 41,
  request_id: null,
  created: 1_760_000_000 - id * 60,
  ...over,
});

const REPORTS = [
  wireReport(3, {
    source: 'server',
    message: 'Internal error: relation missing',
    url: 'POST /api/questions',
    request_id: 'req-9f',
    uid: null,
  }),
  wireReport(2, { source: 'console', url: '/console/admin/purchases', stack: null, release: null }),
  wireReport(1),
];

/** The admin route answering by its `source` query, as the server filters; `failing` makes it answer 500. */
function mockReports(state: { failing?: boolean; reports?: unknown[] } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname !== '/api/admin/error-reports') return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found.' });
    if (state.failing) return jsonResponse(500, { code: 'APPLICATION_ERROR', message: 'Boom' });
    const source = url.searchParams.get('source');
    return jsonResponse(200, { reports: (state.reports ?? REPORTS).filter((r) => !source || (r as { source: string }).source === source) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ErrorReportsScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToasts();
  });

  it('lists reports with time, source, message, page, account and request id', async () => {
    const fetchMock = mockReports();
    renderConsole(<ErrorReportsScreen />);
    const table = await screen.findByTestId('error-reports-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Source', 'Message', 'Page or path', 'Account', 'Request id']);
    const server = screen.getByTestId('error-report-3');
    expect(server).toHaveTextContent('Server');
    expect(server).toHaveTextContent('Internal error: relation missing');
    expect(server).toHaveTextContent('POST /api/questions');
    expect(server).toHaveTextContent('req-9f');
    expect(within(server).getAllByRole('cell')[4]).toHaveTextContent('—');
    const web = screen.getByTestId('error-report-1');
    expect(web).toHaveTextContent('Student app');
    expect(web).toHaveTextContent('uid 41');
    expect(screen.getByTestId('error-report-2')).toHaveTextContent('Console');
    expect(screen.getByText(/the newest 1000 are kept/)).toBeInTheDocument();
    expect(sentRequests(fetchMock, 'GET /api/admin/error-reports')[0]?.query).toEqual({});
    await expectNoSeriousAxeViolations();
  });

  it('opens a row to its stack with the keyboard, and says when none was sent', async () => {
    mockReports();
    renderConsole(<ErrorReportsScreen />);
    await screen.findByTestId('error-reports-table');
    const toggle = screen.getByRole('button', { name: 'Show the stack of report 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const stack = screen.getByTestId('error-report-stack');
    expect(stack.tagName).toBe('PRE');
    expect(stack.textContent).toBe('TypeError: x1 is undefined\n    at render (AskForm.tsx:10:3)');
    expect(screen.getByText('Release 0.1.0')).toBeInTheDocument();
    const hide = screen.getByRole('button', { name: 'Hide the stack of report 1' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(hide).toHaveAttribute('aria-controls', stack.id);
    await expectNoSeriousAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Show the stack of report 2' }));
    expect(screen.getByText('No stack trace was sent.')).toBeInTheDocument();
    await userEvent.click(hide);
    expect(screen.queryByTestId('error-report-stack')).toBeNull();
  });

  it('filters by source on the server and reads the list again on Refresh', async () => {
    const fetchMock = mockReports();
    renderConsole(<ErrorReportsScreen />);
    await screen.findByTestId('error-report-1');
    await userEvent.selectOptions(screen.getByLabelText('Source'), 'Console');
    await waitFor(() => expect(screen.queryByTestId('error-report-1')).toBeNull());
    expect(screen.getByTestId('error-report-2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(sentRequests(fetchMock, 'GET /api/admin/error-reports')).toHaveLength(3));
    await userEvent.selectOptions(screen.getByLabelText('Source'), 'Server');
    await screen.findByTestId('error-report-3');
    expect(sentRequests(fetchMock, 'GET /api/admin/error-reports').map((r) => r.query)).toEqual([
      {},
      { source: 'console' },
      { source: 'console' },
      { source: 'server' },
    ]);
  });

  it('says when nothing was reported, and when a read fails', async () => {
    const state: { failing?: boolean; reports?: unknown[] } = { reports: [wireReport(1)] };
    mockReports(state);
    renderConsole(<ErrorReportsScreen />);
    await screen.findByTestId('error-report-1');
    await userEvent.selectOptions(screen.getByLabelText('Source'), 'Server');
    expect(await screen.findByText('No errors from this source.')).toBeInTheDocument();
    state.failing = true;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByTestId('list-failed')).toHaveTextContent('The list could not be loaded.');
    state.failing = false;
    state.reports = [];
    await userEvent.selectOptions(screen.getByLabelText('Source'), 'All sources');
    expect(await screen.findByText('No errors reported.')).toBeInTheDocument();
  });

  it('lists and filters the browsers\u2019 CSP violations, with their details', async () => {
    const csp = wireReport(4, {
      source: 'csp',
      message: 'CSP: script-src-elem blocked https://x.example/a.js',
      stack: 'directive: script-src-elem\nblocked: https://x.example/a.js\ndocument: https://app.example/ask',
      url: 'https://app.example/ask',
      release: null,
      uid: null,
    });
    const fetchMock = mockReports({ reports: [csp, ...REPORTS] });
    renderConsole(<ErrorReportsScreen />);
    await screen.findByTestId('error-report-4');
    expect(screen.getByRole('option', { name: 'CSP violation' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Source'), 'CSP violation');
    await waitFor(() => expect(screen.queryByTestId('error-report-1')).toBeNull());
    const row = screen.getByTestId('error-report-4');
    expect(row).toHaveTextContent('CSP violation');
    expect(row).toHaveTextContent('CSP: script-src-elem blocked https://x.example/a.js');
    expect(sentRequests(fetchMock, 'GET /api/admin/error-reports').at(-1)?.query).toEqual({ source: 'csp' });
    await userEvent.click(screen.getByRole('button', { name: 'Show the stack of report 4' }));
    expect(screen.getByTestId('error-report-stack')).toHaveTextContent('blocked: https://x.example/a.js');
    await expectNoSeriousAxeViolations();
  });

  it('speaks Spanish', async () => {
    mockReports();
    renderConsole(<ErrorReportsScreen />, 'es');
    const row = await screen.findByTestId('error-report-1');
    expect(row).toHaveTextContent('App de estudiantes');
    expect(screen.getByTestId('error-report-3')).toHaveTextContent('Servidor');
    expect(screen.getByRole('option', { name: 'Infracción de CSP' })).toBeInTheDocument();
    expect(screen.getByLabelText('Origen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar la pila del informe 1' })).toBeInTheDocument();
  });
});
