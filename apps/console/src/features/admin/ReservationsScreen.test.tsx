import { mockFetchRoutes, type MockAnswer, type MockRoutes } from '@photostudy/client/testing';
import { ERRORS } from '@photostudy/contracts';
import { clearToasts } from '@photostudy/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../testing/apiRequests';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { renderConsole } from '../../testing/render';
import { ReservationsScreen } from './ReservationsScreen';

const RESERVATIONS = [
  { order_number: 'ORD-2', product_id: 'sessions_5', claimed_by: 12, claimed_at: 1_760_000_600, created: 1_760_000_000 },
  { order_number: 'ORD-1', product_id: 'writing_3', claimed_by: null, claimed_at: null, created: 1_760_000_000 },
];
const PACKAGES = ['sessions_5', 'writing_3'].map((productId, position) => ({
  product_id: productId,
  description: productId,
  subdescription: '',
  price_cents: 999,
  currency: 'USD',
  sessions: 1,
  writing_credits: 0,
  confirmation_required: false,
  plan: null,
  is_active: true,
  position,
}));

function renderScreen(routes: MockRoutes = {}) {
  const fetchMock = mockFetchRoutes({
    'GET /api/admin/reservations': { body: { reservations: RESERVATIONS } },
    'GET /api/admin/packages': { body: { packages: PACKAGES } },
    ...routes,
  });
  renderConsole(<ReservationsScreen />);
  return fetchMock;
}

async function paste(text: string) {
  await userEvent.clear(screen.getByTestId('csv-text'));
  await userEvent.click(screen.getByTestId('csv-text'));
  await userEvent.paste(text);
}

describe('ReservationsScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // Toasts live in a module store that outlives a render; one test's toast must not reach the next.
    clearToasts();
  });

  it('lists order numbers with who claimed them', async () => {
    renderScreen();
    const rows = within(await screen.findByTestId('reservations-table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('ORD-2');
    expect(rows[1]).toHaveTextContent('sessions_5');
    expect(rows[1]).toHaveTextContent('uid 12');
    expect(rows[2]).toHaveTextContent('ORD-1');
    expect(rows[2]).toHaveTextContent('Not claimed');
    expect(screen.getByRole('heading', { name: /Order numbers/ })).toHaveTextContent('Order numbers2 imported · 1 claimed');
  });

  it('previews the file, holds back rows the browser can see are wrong, then imports it whole', async () => {
    const fetchMock = renderScreen({ 'POST /api/admin/reservations': { status: 201, body: { imported: 2 } } });
    await screen.findByTestId('reservations-table');
    await waitFor(() => expect(sentRequests(fetchMock, 'GET /api/admin/packages')).toHaveLength(1));

    await paste('order_number,product_id\nORD-3,sessions_5\nORD-3,gold');
    const preview = screen.getByTestId('csv-preview');
    expect(within(preview).getAllByRole('row')).toHaveLength(3);
    expect(
      within(preview).getByText('order_number: appears twice in this file · product_id: no package has this product id'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('csv-errors')).toHaveTextContent('Fix the file first1 row has errors: fix it and try again.');
    expect(screen.getByRole('button', { name: 'Import 2 order numbers' })).toBeDisabled();
    await expectNoSeriousAxeViolations();

    await paste('order_number,product_id\nORD-3,sessions_5\nORD-4,writing_3\n');
    expect(screen.queryByTestId('csv-errors')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 order numbers' }));
    expect(await screen.findByTestId('csv-created')).toHaveTextContent('2 order numbers imported.');
    expect(sentRequests(fetchMock, 'POST /api/admin/reservations')[0]?.body).toEqual({
      csv: 'order_number,product_id\nORD-3,sessions_5\nORD-4,writing_3\n',
    });
    expect(sentRequests(fetchMock, 'GET /api/admin/reservations')).toHaveLength(2);
  });

  it('asks for the header row', async () => {
    renderScreen();
    await screen.findByTestId('reservations-table');
    await paste('ORD-3,sessions_5\nORD-4,writing_3');
    expect(screen.getByTestId('csv-errors')).toHaveTextContent('The header row must be order_number,product_id.');
  });

  it('shows the server refusal next to the row it names, or for the whole file', async () => {
    let answer: MockAnswer = {
      status: 409,
      body: {
        code: ERRORS.RESERVATION_EXISTS.code,
        message: ERRORS.RESERVATION_EXISTS.message,
        fields: { 'row.2.order_number': 'This order number is already imported.' },
      },
    };
    renderScreen({ 'POST /api/admin/reservations': () => answer });
    await screen.findByTestId('reservations-table');
    await paste('order_number,product_id\nORD-3,sessions_5\nORD-1,writing_3');
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 order numbers' }));
    const row = await within(screen.getByTestId('csv-preview')).findByText('order_number: This order number is already imported.');
    expect(row.closest('tr')).toHaveTextContent('ORD-1');
    expect(screen.getByTestId('csv-errors')).toHaveTextContent('Nothing was imported1 row has errors: fix it and try again.');

    answer = { status: 400, body: { code: ERRORS.VALIDATION_FAILED.code, message: 'Row 2: unknown product_id writing_3' } };
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 order numbers' }));
    await waitFor(() =>
      expect(screen.getByTestId('csv-errors')).toHaveTextContent('Nothing was importedRow 2: unknown product_id writing_3'),
    );
    expect(screen.queryByTestId('csv-created')).toBeNull();
  });
});
