import { mockFetchRoutes, type MockAnswer, type MockRoutes } from '@photostudy/client/testing';
import { ERRORS } from '@photostudy/contracts';
import { clearToasts } from '@photostudy/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../testing/apiRequests';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { renderConsole } from '../../testing/render';
import { ParentsOffersScreen } from './ParentsOffersScreen';

const wireOffer = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  code: `code-${id}-abcdefghijklmnop`,
  url: `https://app.test/parents-opting/code-${id}-abcdefghijklmnop`,
  uid: 40 + id,
  student: `kid-${id}`,
  sessions: 2,
  type: 'optin',
  origin: 'admin',
  phone: null,
  created: 1_760_000_000 - id * 60,
  answered: null,
  ...over,
});

const OFFERS = [
  wireOffer(3, { type: 'accepted', phone: '+15551234567', answered: 1_760_000_500, sessions: 5 }),
  wireOffer(2, { origin: 'out_of_sessions' }),
  wireOffer(1, { type: 'refused', answered: 1_760_000_400, student: null }),
];

const STUDENT = {
  uid: 77,
  email: null,
  id: 'kid-77',
  name: 'Ana',
  auth_type: 'user_id',
  balance: { session_count: 0, credit_count: 0 },
  created: 1_760_000_000,
};

function renderScreen(routes: MockRoutes = {}) {
  const fetchMock = mockFetchRoutes({ 'GET /api/admin/parents-offers': { body: { offers: OFFERS } }, ...routes });
  renderConsole(<ParentsOffersScreen />);
  return fetchMock;
}

describe('ParentsOffersScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToasts();
  });

  it('lists offers with student, sessions, answer, origin, phone, dates and a link to copy', async () => {
    // A set-up user brings a clipboard that the test can read.
    const user = userEvent.setup();
    renderScreen();
    const table = await screen.findByTestId('parents-offers-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Student', 'Sessions', 'State', 'Origin', 'Phone', 'Created', 'Answered', 'Link']);
    const accepted = screen.getByTestId('parents-offer-3');
    expect(accepted).toHaveTextContent('kid-3');
    expect(accepted).toHaveTextContent('uid 43');
    expect(accepted).toHaveTextContent('Accepted');
    expect(accepted).toHaveTextContent('Admin');
    expect(accepted).toHaveTextContent('+15551234567');
    expect(within(accepted).getAllByRole('cell')[1]).toHaveTextContent('5');
    expect(within(accepted).getAllByRole('cell')[6]).not.toHaveTextContent('—');
    const link = within(accepted).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://app.test/parents-opting/code-3-abcdefghijklmnop');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const waiting = screen.getByTestId('parents-offer-2');
    expect(waiting).toHaveTextContent('Waiting');
    expect(waiting).toHaveTextContent('Out of sessions');
    expect(within(waiting).getAllByRole('cell')[6]).toHaveTextContent('—');
    expect(screen.getByTestId('parents-offer-1')).toHaveTextContent('Refused');

    await user.click(within(accepted).getByRole('button', { name: 'Copy the link of offer 3' }));
    expect(await navigator.clipboard.readText()).toBe('https://app.test/parents-opting/code-3-abcdefghijklmnop');
    expect(within(accepted).getByRole('button', { name: 'Copy the link of offer 3' })).toHaveTextContent('Copied');
    await expectNoSeriousAxeViolations();
  });

  it('filters by the answer in the browser', async () => {
    const fetchMock = renderScreen();
    await screen.findByTestId('parents-offer-2');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Accepted');
    expect(screen.queryByTestId('parents-offer-2')).toBeNull();
    expect(within(screen.getByTestId('parents-offers-table')).getAllByRole('row')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Waiting');
    expect(screen.getByTestId('parents-offer-2')).toBeInTheDocument();
    expect(screen.queryByTestId('parents-offer-3')).toBeNull();
    expect(sentRequests(fetchMock, 'GET /api/admin/parents-offers')).toHaveLength(1);
  });

  it('says when there is no offer, in general and in a state', async () => {
    mockFetchRoutes({ 'GET /api/admin/parents-offers': { body: { offers: [wireOffer(2)] } } });
    renderConsole(<ParentsOffersScreen />);
    await screen.findByTestId('parents-offer-2');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Refused');
    expect(screen.getByText('No offer is in this state.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let answer: MockAnswer = { status: 500, body: { code: ERRORS.APPLICATION_ERROR.code, message: 'Boom' } };
    mockFetchRoutes({ 'GET /api/admin/parents-offers': () => answer });
    renderConsole(<ParentsOffersScreen />);
    expect(await screen.findByTestId('list-failed')).toHaveTextContent('The list could not be loaded.');
    answer = { body: { offers: [] } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No offers yet.')).toBeInTheDocument();
  });

  it('checks the form before sending anything', async () => {
    const fetchMock = renderScreen();
    await screen.findByTestId('parents-offers-table');
    await userEvent.clear(screen.getByLabelText('Free sessions'));
    await userEvent.type(screen.getByLabelText('Free sessions'), '51');
    await userEvent.type(screen.getByLabelText('Parent’s phone (optional)'), '555 123');
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(screen.getByText('Enter a student’s uid (a whole number).')).toBeInTheDocument();
    expect(screen.getByText('Use a whole number from 1 to 50.')).toBeInTheDocument();
    expect(screen.getByText('You have entered an invalid phone number. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Student uid')).toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests(fetchMock, 'POST /api/admin/parents-offers')).toHaveLength(0);
    await expectNoSeriousAxeViolations();
  });

  it('creates an offer for a student found by the lookup and shows its link to copy', async () => {
    const user = userEvent.setup();
    const created = wireOffer(9, { uid: 77, student: 'kid-77', sessions: 3, phone: '+15551234567' });
    const fetchMock = renderScreen({
      'GET /api/admin/students': { body: { students: [STUDENT] } },
      'POST /api/admin/parents-offers': { status: 201, body: created },
    });
    await screen.findByTestId('parents-offers-table');
    expect(screen.getByText('+1')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Find a student'), 'kid-77{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Use kid-77 (uid 77)' }));
    expect(screen.getByLabelText('Student uid')).toHaveValue('77');
    expect(screen.getByText('Student: kid-77 (uid 77)')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Free sessions'));
    await userEvent.type(screen.getByLabelText('Free sessions'), '3');
    await userEvent.type(screen.getByLabelText('Parent’s phone (optional)'), '(555) 123-4567');
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }));

    const result = await screen.findByTestId('parents-offer-created');
    expect(result).toHaveTextContent('Offer created for kid-77');
    expect(within(result).getByRole('link')).toHaveAttribute('href', created.url);
    expect(sentRequests(fetchMock, 'POST /api/admin/parents-offers')[0]?.body).toEqual({ uid: 77, sessions: 3, phone: '5551234567' });
    expect(sentRequests(fetchMock, 'GET /api/admin/students')[0]?.query).toEqual({ query: 'kid-77' });
    await waitFor(() => expect(sentRequests(fetchMock, 'GET /api/admin/parents-offers')).toHaveLength(2));
    // The form is empty again for the next offer.
    expect(screen.getByLabelText('Student uid')).toHaveValue('');
    expect(screen.getByLabelText('Free sessions')).toHaveValue('2');
    await user.click(within(result).getByRole('button', { name: 'Copy the link of offer 9' }));
    expect(await navigator.clipboard.readText()).toBe(created.url);
  });

  it('sends no phone when none is given', async () => {
    const fetchMock = renderScreen({ 'POST /api/admin/parents-offers': { status: 201, body: wireOffer(9) } });
    await screen.findByTestId('parents-offers-table');
    await userEvent.type(screen.getByLabelText('Student uid'), '49');
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    await screen.findByTestId('parents-offer-created');
    expect(sentRequests(fetchMock, 'POST /api/admin/parents-offers')[0]?.body).toEqual({ uid: 49, sessions: 2 });
  });

  it('shows the server refusals on their field or above the button', async () => {
    let answer: MockAnswer = {
      status: 400,
      body: { code: ERRORS.INVALID_PHONE.code, message: ERRORS.INVALID_PHONE.message },
    };
    renderScreen({ 'POST /api/admin/parents-offers': () => answer });
    await screen.findByTestId('parents-offers-table');
    await userEvent.type(screen.getByLabelText('Student uid'), '49');
    await userEvent.type(screen.getByLabelText('Parent’s phone (optional)'), '5551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(await screen.findByText('You have entered an invalid phone number. Please try again.')).toBeInTheDocument();

    answer = { status: 404, body: { code: ERRORS.NOT_FOUND.code, message: ERRORS.NOT_FOUND.message } };
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(await screen.findByText('No student has this uid.')).toBeInTheDocument();

    answer = { status: 500, body: { code: ERRORS.APPLICATION_ERROR.code, message: 'The database is away.' } };
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(await screen.findByTestId('parents-offer-error')).toHaveTextContent('The offer was not createdThe database is away.');
    expect(screen.queryByTestId('parents-offer-created')).toBeNull();
  });

  it('speaks Spanish', async () => {
    mockFetchRoutes({ 'GET /api/admin/parents-offers': { body: { offers: OFFERS } } });
    renderConsole(<ParentsOffersScreen />, 'es');
    const row = await screen.findByTestId('parents-offer-3');
    expect(row).toHaveTextContent('Aceptada');
    expect(screen.getByTestId('parents-offer-2')).toHaveTextContent('Sin sesiones');
    expect(screen.getByRole('button', { name: 'Copiar el enlace de la oferta 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear oferta' }));
    expect(screen.getByText('Escribe el uid de un estudiante (un número entero).')).toBeInTheDocument();
  });
});
