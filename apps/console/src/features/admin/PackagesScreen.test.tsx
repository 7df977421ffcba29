import { mockFetchRoutes, type MockRoutes } from '@photostudy/client/testing';
import { ERRORS } from '@photostudy/contracts';
import { clearToasts } from '@photostudy/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../testing/apiRequests';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { renderConsole } from '../../testing/render';
import { PackagesScreen } from './PackagesScreen';

const wirePackage = (over: Record<string, unknown> = {}) => ({
  product_id: 'sessions_5',
  description: '5 sessions',
  subdescription: 'Best value',
  price_cents: 2999,
  currency: 'USD',
  sessions: 5,
  writing_credits: 0,
  confirmation_required: false,
  plan: null,
  is_active: true,
  position: 1,
  ...over,
});

const STORE = [
  wirePackage({ product_id: 'sessions_1', description: '1 session', subdescription: '', price_cents: 799, sessions: 1, position: 0 }),
  wirePackage(),
  wirePackage({
    product_id: 'writing_3',
    description: '3 Writing credits',
    price_cents: 1999,
    sessions: 0,
    writing_credits: 3,
    is_active: false,
    position: 2,
  }),
];

function renderScreen(routes: MockRoutes = {}) {
  const fetchMock = mockFetchRoutes({ 'GET /api/admin/packages': { body: { packages: STORE } }, ...routes });
  renderConsole(<PackagesScreen />);
  return fetchMock;
}

const createForm = () => screen.getByRole('button', { name: 'Create package' }).closest('form') as HTMLFormElement;

describe('PackagesScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // Toasts live in a module store that outlives a render; one test's toast must not reach the next.
    clearToasts();
  });

  it('lists the packages in store order with their price, grants, plan and state', async () => {
    renderScreen();
    const table = await screen.findByTestId('packages-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['sessions_1', 'sessions_5', 'writing_3']);
    expect(rows[1]).toHaveTextContent('5 sessionsBest value$29.9950NoOne-off');
    expect(rows[2]).toHaveTextContent('$19.9903');
    expect(within(rows[1] as HTMLElement).getByRole('switch', { name: 'Sold in the store: sessions_5' })).toBeChecked();
    expect(within(rows[2] as HTMLElement).getByRole('switch', { name: 'Sold in the store: writing_3' })).not.toBeChecked();
    await expectNoSeriousAxeViolations();
  });

  it('shows every client error and sends nothing while the form is invalid', async () => {
    const fetchMock = renderScreen();
    await screen.findByTestId('packages-table');
    const form = within(createForm());
    await userEvent.type(form.getByLabelText('Product id'), 'Gold Pack');
    await userEvent.type(form.getByLabelText('Price'), '0.4');
    await userEvent.click(form.getByRole('button', { name: 'Create package' }));
    expect(form.getByText('Use 2 to 64 lower-case letters, digits or underscores.')).toBeInTheDocument();
    expect(form.getByText('Enter a description (1 to 120 characters).')).toBeInTheDocument();
    expect(form.getByText('Enter a price from $0.50 to $1,000.00 with at most 2 decimals.')).toBeInTheDocument();
    expect(form.getByText('A package gives at least one session or Writing credit.')).toBeInTheDocument();
    expect(form.getByLabelText('Product id')).toHaveFocus();
    expect(sentRequests(fetchMock, 'POST /api/admin/packages')).toHaveLength(0);
    await expectNoSeriousAxeViolations();
  });

  it('creates a package with the price in cents, then reloads the list', async () => {
    const fetchMock = renderScreen({ 'POST /api/admin/packages': { status: 201, body: wirePackage({ product_id: 'plan_20' }) } });
    await screen.findByTestId('packages-table');
    const form = within(createForm());
    expect(form.getByLabelText('Order')).toHaveValue('3');
    await userEvent.type(form.getByLabelText('Product id'), 'plan_20');
    await userEvent.type(form.getByLabelText('Description'), ' 20 sessions a month ');
    await userEvent.type(form.getByLabelText('Price'), '49.5');
    await userEvent.clear(form.getByLabelText('Sessions'));
    await userEvent.type(form.getByLabelText('Sessions'), '20');
    await userEvent.click(form.getByRole('radio', { name: 'Monthly' }));
    await userEvent.click(form.getByRole('checkbox', { name: /Ask the student to confirm/ }));
    await userEvent.click(form.getByRole('button', { name: 'Create package' }));
    await waitFor(() => expect(sentRequests(fetchMock, 'POST /api/admin/packages')).toHaveLength(1));
    expect(sentRequests(fetchMock, 'POST /api/admin/packages')[0]?.body).toEqual({
      product_id: 'plan_20',
      description: '20 sessions a month',
      subdescription: '',
      price_cents: 4950,
      sessions: 20,
      writing_credits: 0,
      confirmation_required: true,
      plan: 'monthly',
      is_active: true,
      position: 3,
    });
    await waitFor(() => expect(sentRequests(fetchMock, 'GET /api/admin/packages')).toHaveLength(2));
  });

  it('shows a taken product id and the server field errors on their fields', async () => {
    let answer = { status: 409, body: { code: ERRORS.PACKAGE_EXISTS.code, message: ERRORS.PACKAGE_EXISTS.message } as object };
    renderScreen({ 'POST /api/admin/packages': () => answer });
    await screen.findByTestId('packages-table');
    const form = within(createForm());
    await userEvent.type(form.getByLabelText('Product id'), 'sessions_5');
    await userEvent.type(form.getByLabelText('Description'), 'Again');
    await userEvent.type(form.getByLabelText('Price'), '5');
    await userEvent.type(form.getByLabelText('Writing credits'), '2');
    await userEvent.click(form.getByRole('button', { name: 'Create package' }));
    expect(await form.findByText('A package with this product id already exists.')).toBeInTheDocument();

    answer = {
      status: 400,
      body: {
        code: ERRORS.VALIDATION_FAILED.code,
        message: 'Some fields are invalid.',
        fields: { price_cents: 'below the gateway minimum' },
      },
    };
    await userEvent.clear(form.getByLabelText('Product id'));
    await userEvent.type(form.getByLabelText('Product id'), 'writing_2');
    await userEvent.click(form.getByRole('button', { name: 'Create package' }));
    expect(await form.findByText('below the gateway minimum')).toBeInTheDocument();
    expect(form.getByLabelText('Price')).toHaveFocus();
    expect(form.queryByText('A package with this product id already exists.')).toBeNull();
  });

  it('edits a package by sending only the changed fields', async () => {
    const fetchMock = renderScreen({ 'PATCH /api/admin/packages/sessions_5': { body: wirePackage({ price_cents: 2499 }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit sessions_5' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit sessions_5' }));
    expect(dialog.queryByLabelText('Product id')).toBeNull();
    expect(dialog.getByLabelText('Price')).toHaveValue('$29.99');
    await expectNoSeriousAxeViolations();
    await userEvent.clear(dialog.getByLabelText('Price'));
    await userEvent.type(dialog.getByLabelText('Price'), '24.99');
    await userEvent.type(dialog.getByLabelText('Sub-description'), '!');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentRequests(fetchMock, 'PATCH /api/admin/packages/sessions_5')).toHaveLength(1));
    expect(sentRequests(fetchMock, 'PATCH /api/admin/packages/sessions_5')[0]?.body).toEqual({
      subdescription: 'Best value!',
      price_cents: 2499,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('switches a package out of the store after a confirmation, and back in at once', async () => {
    const fetchMock = renderScreen({
      'PATCH /api/admin/packages/sessions_5': { body: wirePackage({ is_active: false }) },
      'PATCH /api/admin/packages/writing_3': { body: STORE[2] },
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Sold in the store: sessions_5' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate sessions_5?' }));
    expect(dialog.getByText(/Students no longer see it in the store/)).toBeInTheDocument();
    expect(sentRequests(fetchMock, 'PATCH /api/admin/packages/sessions_5')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(sentRequests(fetchMock, 'PATCH /api/admin/packages/sessions_5')).toHaveLength(1));
    expect(sentRequests(fetchMock, 'PATCH /api/admin/packages/sessions_5')[0]?.body).toEqual({ is_active: false });

    await userEvent.click(screen.getByRole('switch', { name: 'Sold in the store: writing_3' }));
    await waitFor(() => expect(sentRequests(fetchMock, 'PATCH /api/admin/packages/writing_3')).toHaveLength(1));
    expect(sentRequests(fetchMock, 'PATCH /api/admin/packages/writing_3')[0]?.body).toEqual({ is_active: true });
  });
});
