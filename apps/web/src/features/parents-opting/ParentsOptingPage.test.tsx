import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { mockApi, type MockAnswer } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';

const CODE = 'po_0123456789abcdefghij';
const OFFER = `/api/parents-opting/${CODE}`;
const LOAD = { timeout: 3000 };

function offer(type: 'optin' | 'refused' | 'accepted', overrides: Record<string, unknown> = {}) {
  const texts = {
    optin: {
      title: 'A gift for Ana',
      body: ['Ana has used her free sessions.', 'Accept to give her 2 more, free.'],
      sub_body: 'We text you once.',
    },
    refused: { title: 'No problem', body: ['We will not contact you again.'], sub_body: 'You can change your mind with Ana.' },
    accepted: { title: 'Thank you!', body: ['Ana has 2 more sessions.'], sub_body: 'A confirmation is on its way to your phone.' },
  }[type];
  return {
    type,
    ...texts,
    phone: type === 'accepted' ? '+15551234567' : null,
    accepted: type === 'optin' ? null : type === 'accepted',
    ...overrides,
  };
}

/** The offer answers `optin` until a PUT goes through, then the view that PUT chose. */
function renderOffer(answers: Record<string, MockAnswer | (() => MockAnswer)> = {}, options: Parameters<typeof renderApp>[0] = {}) {
  let answered: 'refused' | 'accepted' | null = null;
  const api = mockApi({
    [`GET ${OFFER}`]: () => ({ body: offer(answered ?? 'optin') }),
    [`PUT ${OFFER}`]: () => ({ body: { ok: true } }),
    ...answers,
  });
  // The mock's answers cannot read the request, so the PUT's body is read here to pick the next view.
  const answer = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    const response = await answer(input, init);
    if (String(input) === OFFER && init?.method === 'PUT' && response.ok)
      answered = (JSON.parse(String(init.body)) as { accepted: boolean }).accepted ? 'accepted' : 'refused';
    return response;
  });
  const utils = renderApp({ path: `/parents-opting/${CODE}`, ...options });
  return { ...api, ...utils };
}

function puts(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === OFFER && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

describe('parents opting page (/parents-opting/:code)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the optin view with the server texts and a +1 phone field, and accepts with the ten digits', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderOffer();
    expect(await screen.findByRole('heading', { level: 1, name: 'A gift for Ana' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Ana has used her free sessions.')).toBeInTheDocument();
    expect(screen.getByText('Accept to give her 2 more, free.')).toBeInTheDocument();
    expect(screen.getByText('We text you once.')).toBeInTheDocument();
    expect(screen.getByText('+1')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();

    await user.type(screen.getByRole('textbox', { name: "Parent's phone number" }), '(555) 123-4567');
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText('Ana has 2 more sessions.')).toBeInTheDocument();
    expect(screen.getByText('A confirmation is on its way to your phone.')).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([{ phone: '5551234567', accepted: true }]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toHaveFocus());
    await expectNoSeriousAxeViolations();
  });

  it('says the phone is invalid once the field is left or on Accept, and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderOffer();
    const phone = await screen.findByRole('textbox', { name: "Parent's phone number" }, LOAD);
    const message = 'You have entered an invalid phone number. Please try again.';

    await user.type(phone, '55512');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    await user.type(phone, '34567');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([]);
  });

  it("refuses with 'No, thanks' and shows the refused view", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderOffer();
    await user.click(await screen.findByRole('button', { name: 'No, thanks' }, LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'No problem' })).toBeInTheDocument();
    expect(screen.getByText('We will not contact you again.')).toBeInTheDocument();
    expect(screen.getByText('You can change your mind with Ana.')).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([{ accepted: false }]);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("shows the server's INVALID_PHONE on the field", async () => {
    const user = userEvent.setup();
    renderOffer({
      [`PUT ${OFFER}`]: { status: 400, body: { code: 'INVALID_PHONE', message: 'Número de teléfono no válido (servidor).' } },
    });
    await user.type(await screen.findByRole('textbox', { name: "Parent's phone number" }, LOAD), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Número de teléfono no válido (servidor).')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "Parent's phone number" })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says an offer was answered already, and shows how it was answered', async () => {
    const user = userEvent.setup();
    let isAnswered = false;
    renderOffer({
      [`GET ${OFFER}`]: () => ({ body: offer(isAnswered ? 'accepted' : 'optin') }),
      [`PUT ${OFFER}`]: () => {
        isAnswered = true;
        return { status: 409, body: { code: 'PARENTS_OFFER_ANSWERED', message: 'This offer has already been answered.' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'No, thanks' }, LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has already been answered.');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
  });

  it('goes to / when the offer cannot be loaded', async () => {
    mockApi({ [`GET ${OFFER}`]: { status: 404, body: { code: 'PARENTS_OFFER_NOT_FOUND', message: 'This offer does not exist.' } } });
    const { router } = renderApp({ path: `/parents-opting/${CODE}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), LOAD);
    expect(await screen.findByRole('heading', { level: 1, name: /Homework help from real experts/ })).toBeInTheDocument();
  });

  it('works for a signed-in student too (a public-style route)', async () => {
    renderOffer({}, { state: { auth: { isLoggedIn: true, isNewUser: false } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'A gift for Ana' }, LOAD)).toBeInTheDocument();
  });

  it('speaks Spanish and asks the server for Spanish texts', async () => {
    const { fetchMock } = renderOffer({}, { language: 'es' });
    expect(await screen.findByRole('button', { name: 'Aceptar' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No, gracias' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Teléfono de la madre, el padre o el tutor' })).toBeInTheDocument();
    const load = fetchMock.mock.calls.find(([url]) => String(url) === OFFER);
    expect(new Headers(load?.[1]?.headers).get('Accept-Language')).toBe('es');
  });
});
