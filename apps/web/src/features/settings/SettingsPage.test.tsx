import { FEATURES } from '@photostudy/contracts';
import { clearToasts } from '@photostudy/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { mockApi, type MockAnswer } from '../../testing/mockApi';
import { renderWithProviders } from '../../testing/renderApp';
import { SettingsPage } from './SettingsPage';
import { settingsState, USER_ID_PROFILE, WIRE_PRIVACY } from './settingsTestData';

const LOAD = { timeout: 5000 };

type FetchMock = ReturnType<typeof mockApi>['fetchMock'];

function callsTo(fetchMock: FetchMock, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => String(input).includes(path) && (init?.method ?? 'GET') === method);
}

function bodyOf(call: unknown[] | undefined): unknown {
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
}

/** Answers the calls in order, repeating the last. */
function inOrder(...answers: MockAnswer[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)] as MockAnswer;
}

/** Holds the calls to one route until the returned function is called, so a test can look at the page meanwhile. */
function holdCalls(fetchMock: FetchMock, method: string, path: string): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const answer = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    if ((init?.method ?? 'GET') === method && String(input).includes(path)) await released;
    if (!answer) throw new Error('fetch is not mocked');
    return answer(input, init);
  });
  return release;
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('SettingsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToasts();
  });

  it('shows every section to a normal account, with the email read only', async () => {
    mockApi({ 'GET /api/privacy-settings': { body: WIRE_PRIVACY } });
    renderWithProviders(<SettingsPage />, { path: '/settings', state: settingsState([FEATURES.STEM_SUBJECT], { order_number: 'ORD-1' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const profile = section('Profile');
    expect(within(profile).getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
    expect(within(profile).getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
    expect(within(profile).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(within(profile).getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
    expect(within(section('Order number')).getByRole('textbox', { name: 'Order number' })).toHaveValue('ORD-1');
    expect(within(section('Password')).getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(within(section('Log out')).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(section('Delete my data')).getByRole('button', { name: 'Delete my data' })).toBeInTheDocument();
    const privacy = section('Privacy settings');
    expect(await within(privacy).findByRole('switch', { name: 'Store and audit my activity' }, LOAD)).toBeChecked();
    expect(within(privacy).getByRole('switch', { name: 'Share my information with partners' })).not.toBeChecked();
    expect(within(privacy).getByRole('switch', { name: 'Send me messages' })).toBeChecked();
    expect(within(privacy).getByRole('switch', { name: 'Share my information with partners' })).toBeEnabled();
    await expectNoSeriousAxeViolations();
  });

  it('hides name, photo change and password from a User-ID account, and keeps partners sharing off', async () => {
    mockApi({ 'GET /api/privacy-settings': { body: WIRE_PRIVACY } });
    renderWithProviders(<SettingsPage />, { path: '/settings', state: settingsState([FEATURES.STEM_SUBJECT], USER_ID_PROFILE) });
    const profile = section('Profile');
    expect(within(profile).queryByRole('button', { name: 'Change photo' })).not.toBeInTheDocument();
    expect(within(profile).queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(within(profile).queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(within(profile).getByRole('textbox', { name: 'User ID' })).toHaveValue('kid-demo-1');
    expect(within(profile).getByText('Your name and photo are managed by your administrator.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    expect(section('Order number')).toBeInTheDocument();
    const sharing = await screen.findByRole('switch', { name: 'Share my information with partners' }, LOAD);
    expect(sharing).toBeDisabled();
    expect(screen.getByText(/Not available for this account\./)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Send me messages' })).toBeEnabled();
    await expectNoSeriousAxeViolations();
  });

  it('hides the order number from a Trio-program student', async () => {
    mockApi({ 'GET /api/privacy-settings': { body: WIRE_PRIVACY } });
    renderWithProviders(<SettingsPage />, { path: '/settings', state: settingsState([FEATURES.STEM_SUBJECT, FEATURES.TRIO_PROGRAM]) });
    expect(screen.queryByRole('region', { name: 'Order number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Order number' })).not.toBeInTheDocument();
    expect(within(section('Password')).getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Send me messages' }, LOAD)).toBeInTheDocument();
  });

  it('saves a privacy toggle with all three, waits while saving, and says a summary was emailed', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({
      'GET /api/privacy-settings': { body: WIRE_PRIVACY },
      'PUT /api/privacy-settings': { body: { ...WIRE_PRIVACY, send_messages: false } },
    });
    const release = holdCalls(fetchMock, 'PUT', '/api/privacy-settings');
    renderWithProviders(<SettingsPage />, { path: '/settings', state: settingsState() });
    const messages = await screen.findByRole('switch', { name: 'Send me messages' }, LOAD);
    await user.click(messages);
    expect(messages).not.toBeChecked();
    // While the change is on its way, no toggle moves.
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
    release();
    expect(await screen.findByText('Saved. We emailed you a summary.', {}, LOAD)).toBeInTheDocument();
    const puts = callsTo(fetchMock, 'PUT', '/api/privacy-settings');
    expect(puts).toHaveLength(1);
    expect(bodyOf(puts[0])).toEqual({ store_audit_info: true, share_with_partners: false, send_messages: false });
    expect(messages).toBeEnabled();
  });

  it('puts a refused privacy toggle back and shows the server message', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({
      'GET /api/privacy-settings': { body: WIRE_PRIVACY },
      'PUT /api/privacy-settings': {
        status: 400,
        body: { code: 'PRIVACY_SETTINGS_INCORRECT', message: 'These privacy settings are not allowed.' },
      },
    });
    renderWithProviders(<SettingsPage />, { path: '/settings', state: settingsState() });
    const sharing = await screen.findByRole('switch', { name: 'Share my information with partners' }, LOAD);
    await user.click(sharing);
    expect(await screen.findByText('These privacy settings are not allowed.', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(sharing).not.toBeChecked());
    expect(sharing).toBeEnabled();
    expect(screen.queryByText('Saved. We emailed you a summary.')).not.toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/privacy-settings')[0])).toMatchObject({ share_with_partners: true });
  });

  it('saves the order number and refetches the status, and toasts a refusal with its message', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({
      'GET /api/privacy-settings': { body: WIRE_PRIVACY },
      'POST /api/order-number-updates': inOrder(
        { body: { order_number: 'ORD-9' } },
        { status: 403, body: { code: 'NOT_AVAILABLE_FOR_ACCOUNT', message: 'This is not available for your account.' } },
      ),
    });
    renderWithProviders(<SettingsPage />, { path: '/settings', state: settingsState() });
    const orderNumber = within(section('Order number'));
    const save = orderNumber.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(orderNumber.getByRole('textbox', { name: 'Order number' }), '  ORD-9 ');
    await user.click(save);
    expect(await screen.findByText('Your order number is saved.', {}, LOAD)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/order-number-updates')[0])).toEqual({ order_number: 'ORD-9' });
    expect(orderNumber.getByRole('textbox', { name: 'Order number' })).toHaveValue('ORD-9');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/status-updates')).toHaveLength(1));
    expect(save).toBeDisabled();

    await user.type(orderNumber.getByRole('textbox', { name: 'Order number' }), '0');
    await user.click(save);
    expect(await screen.findByText('This is not available for your account.', {}, LOAD)).toBeInTheDocument();
  });

  it('saves the name, and toasts a refusal with its message', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({
      'GET /api/privacy-settings': { body: WIRE_PRIVACY },
      'POST /api/profile-updates': inOrder(
        { body: {} },
        { status: 403, body: { code: 'NOT_AVAILABLE_FOR_ACCOUNT', message: 'This is not available for your account.' } },
      ),
    });
    renderWithProviders(<SettingsPage />, { path: '/settings', state: settingsState() });
    const profile = within(section('Profile'));
    const name = profile.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    expect(await profile.findByText('Please enter your name.')).toBeInTheDocument();
    expect(profile.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'Ana María');
    await user.click(profile.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your name is saved.', {}, LOAD)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/profile-updates')[0])).toEqual({ name: 'Ana María' });
    await user.type(name, 'x');
    await user.click(profile.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is not available for your account.', {}, LOAD)).toBeInTheDocument();
  });

  it('asks before sending the password link, then shows the recovery notice', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({
      'GET /api/privacy-settings': { body: WIRE_PRIVACY },
      'POST /api/password-recovery': { body: { ok: true } },
    });
    renderWithProviders(<SettingsPage />, { path: '/settings', state: settingsState() });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset your password?' }, LOAD);
    expect(within(confirm).getByText('We will send a link to reset your password to ana@example.com.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/password-recovery')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Send link' }));
    const notice = await screen.findByRole('dialog', { name: 'Check your email' }, LOAD);
    expect(within(notice).getByText(/valid for 24 hours/)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/password-recovery')[0])).toEqual({ email: 'ana@example.com' });
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('logs out through the logout confirm modal', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/privacy-settings': { body: WIRE_PRIVACY }, 'POST /api/logout': { body: { ok: true } } });
    const { store } = renderWithProviders(<SettingsPage />, { path: '/settings', state: settingsState() });
    await user.click(within(section('Log out')).getByRole('button', { name: 'Logout' }));
    const confirm = await screen.findByRole('dialog', { name: 'Log out?' }, LOAD);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().app.bundle).not.toBeNull();
    await user.click(within(section('Log out')).getByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Log out?' }, LOAD)).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store.getState().app.bundle).toBeNull());
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('speaks Spanish', async () => {
    mockApi({ 'GET /api/privacy-settings': { body: WIRE_PRIVACY } });
    renderWithProviders(<SettingsPage />, { path: '/settings', state: settingsState(), language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar foto' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Enviarme mensajes' }, LOAD)).toBeInTheDocument();
  });
});
