import { FEATURES } from '@photostudy/contracts';
import { fakeJwt } from '@photostudy/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { readTokens } from '../../lib/storage/tokenStorage';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { mockApi, statusBundle } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';
import { DEV_TOOLS_STORAGE_KEY, EMPTY_DEV_TOOLS_CONFIG, readDevToolsConfig, type DevToolsConfig } from './devToolsConfig';

const LOAD = { timeout: 5000 };
const GEAR = { name: 'Developer tools' };

const ASK_CONFIG = {
  can_ask: true,
  can_ask_vta: false,
  open_question: null,
  vta_open_qid: null,
  subjects: [
    { tid: 1, title: 'Algebra', subject_group: 'stem', allow_spreadsheet: false, image_url: null },
    { tid: 8, title: 'Business', subject_group: 'business', allow_spreadsheet: true, image_url: null },
  ],
  mindsets: [{ id: 2, title: 'I want to check my answer', type: 'check', image_url: null }],
  languages: [{ code: 'en', title: 'English' }],
  selected_language: 'en',
  attachment_limit: { width: 40, height: 40, size: 10 * 1024 * 1024 },
};

function storeConfig(config: Partial<DevToolsConfig>) {
  localStorage.setItem(DEV_TOOLS_STORAGE_KEY, JSON.stringify({ ...EMPTY_DEV_TOOLS_CONFIG, ...config }));
}

function logIn() {
  localStorage.setItem(STORAGE_KEYS.TOKENS, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
}

function postsTo(fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', GEAR, LOAD));
  return screen.findByRole('dialog', { name: 'Developer tools' }, LOAD);
}

/** Types into a field at once (pasted): typing key by key is slow in jsdom, and the key-by-key case is tested once. */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await paste(user, within(dialog).getByRole('textbox', { name: /^Email/ }), 'qa.preset@school.test');
  await paste(user, within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'secret-pass');
  await paste(user, within(dialog).getByRole('textbox', { name: /^QA name/ }), 'Quinn');
}

describe('developer tools gear and panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is hidden unless asked for', async () => {
    mockApi();
    renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1 }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', GEAR)).not.toBeInTheDocument();
  });

  it('shows with ?dev-tools=true and is remembered on the next visit', async () => {
    mockApi();
    const first = renderApp({ path: '/?dev-tools=true' });
    expect(await screen.findByRole('button', GEAR, LOAD)).toBeInTheDocument();
    expect(readDevToolsConfig().enabled).toBe(true);
    first.unmount();

    renderApp({ path: '/email' });
    expect(await screen.findByRole('button', GEAR, LOAD)).toBeInTheDocument();
  });

  it('is hidden and turned off by ?dev-tools=false', async () => {
    mockApi();
    storeConfig({ enabled: true, email: 'kept@school.test' });
    renderApp({ path: '/?dev-tools=false' });
    expect(await screen.findByRole('heading', { level: 1 }, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(readDevToolsConfig().enabled).toBe(false));
    expect(screen.queryByRole('button', GEAR)).not.toBeInTheDocument();
    expect(readDevToolsConfig().email).toBe('kept@school.test');
  });

  it('shows the form messages, then stores the config', async () => {
    const user = userEvent.setup();
    mockApi();
    storeConfig({ enabled: true });
    renderApp({ path: '/' });
    const dialog = await openPanel(user);
    expect(within(dialog).getByRole('textbox', { name: 'Account type' })).toHaveValue('Preset');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter an email to continue.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your password.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your name.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'qa@sch');
    expect(within(dialog).getByText('Please enter a valid email.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'short');
    expect(within(dialog).getByText('Oops! Password must be at least 8 characters.')).toBeInTheDocument();
    await expectNoSeriousAxeViolations(dialog);

    await paste(user, within(dialog).getByRole('textbox', { name: /^Email/ }), '.test');
    await paste(user, within(dialog).getByLabelText(/^Password/, { selector: 'input' }), '-enough');
    await paste(user, within(dialog).getByRole('textbox', { name: /^QA name/ }), 'Quinn');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Saved.');
    expect(readDevToolsConfig()).toEqual({
      type: 'preset',
      email: 'qa@sch.test',
      password: 'short-enough',
      name: 'Quinn',
      enabled: true,
      currentSubjectId: null,
    });
  });

  it('signs in with the preset account through the preset check and login calls', async () => {
    const user = userEvent.setup();
    const accessToken = fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600, sub: '7' });
    const { fetchMock } = mockApi({
      'POST /api/preset-checks': { body: { status: 1, is_first_login: false } },
      'POST /api/preset-logins': {
        body: { status: 1, type: 'preset', access_token: accessToken, refresh_token: 'r1', email: 'qa.preset@school.test', uid: 7 },
      },
      'GET /api/status-updates': { body: statusBundle([FEATURES.STEM_SUBJECT]) },
      'GET /api/ask-config': { body: ASK_CONFIG },
    });
    storeConfig({ enabled: true });
    const { store, router } = renderApp({ path: '/' });
    const dialog = await openPanel(user);
    await fillAccount(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with preset account' }));

    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(true), LOAD);
    expect(postsTo(fetchMock, '/api/preset-checks')).toEqual([
      { type: 'preset', email: 'qa.preset@school.test', device_id: localStorage.getItem(STORAGE_KEYS.DEVICE_ID) },
    ]);
    expect(postsTo(fetchMock, '/api/preset-logins')).toEqual([
      { type: 'preset', email: 'qa.preset@school.test', password: 'secret-pass', device_id: localStorage.getItem(STORAGE_KEYS.DEVICE_ID) },
    ]);
    expect(readTokens()).toEqual({ accessToken, refreshToken: 'r1' });
    expect(store.getState().auth.isNewUser).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ask'), LOAD);
    expect(readDevToolsConfig()).toMatchObject({ email: 'qa.preset@school.test', password: 'secret-pass', name: 'Quinn' });
    // The gear stays on the signed-in pages.
    expect(await screen.findByRole('button', GEAR, LOAD)).toBeInTheDocument();
  });

  it("shows the server's message when the preset login is refused", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/preset-checks': { body: { status: 1, is_first_login: false } },
      'POST /api/preset-logins': { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' } },
    });
    storeConfig({ enabled: true });
    const { store } = renderApp({ path: '/' });
    const dialog = await openPanel(user);
    await fillAccount(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with preset account' }));
    expect(await within(dialog).findByText('Wrong email or password.')).toBeInTheDocument();
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('hands an account without a password yet to /preset, where its first sign-in asks for the terms', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({ 'POST /api/preset-checks': { body: { status: 0, is_first_login: true } } });
    storeConfig({ enabled: true });
    const { router } = renderApp({ path: '/' });
    const dialog = await openPanel(user);
    await fillAccount(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with preset account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/preset'), LOAD);
    expect(
      await screen.findByRole('heading', { name: 'Hooray! Your Administrator Has Created a Preset Account For You.' }, LOAD),
    ).toBeInTheDocument();
    expect(postsTo(fetchMock, '/api/preset-logins')).toEqual([]);
  });

  it('lists the ask subjects and the shortcuts when signed in; Writing only with the writing feature', async () => {
    const user = userEvent.setup();
    logIn();
    mockApi({
      'GET /api/status-updates': { body: statusBundle([FEATURES.STEM_SUBJECT, FEATURES.ENGLISH_SUBJECT]) },
      'GET /api/ask-config': { body: ASK_CONFIG },
    });
    storeConfig({ enabled: true });
    const { router } = renderApp({ path: '/settings' });
    const dialog = await openPanel(user);
    const subject = within(dialog).getByRole('combobox', { name: 'Current subject' });
    await within(dialog).findByRole('option', { name: 'Algebra' }, LOAD);
    await user.selectOptions(subject, 'Algebra');
    expect(readDevToolsConfig().currentSubjectId).toBe(1);

    expect(within(dialog).getByRole('button', { name: 'Subject picker' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Math and Science' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Business' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Writing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ask/english'));
  });

  it('has no Writing shortcut without the writing feature, and none at all signed out', async () => {
    const user = userEvent.setup();
    logIn();
    mockApi({
      'GET /api/status-updates': { body: statusBundle([FEATURES.STEM_SUBJECT]) },
      'GET /api/ask-config': { body: ASK_CONFIG },
    });
    storeConfig({ enabled: true });
    const signedIn = renderApp({ path: '/settings' });
    const dialog = await openPanel(user);
    expect(within(dialog).getByRole('button', { name: 'Math and Science' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Writing' })).not.toBeInTheDocument();
    signedIn.unmount();

    localStorage.removeItem(STORAGE_KEYS.TOKENS);
    renderApp({ path: '/' });
    const signedOut = await openPanel(user);
    expect(within(signedOut).getByText('Sign in to use the shortcuts.')).toBeInTheDocument();
    expect(within(signedOut).getByRole('combobox', { name: 'Current subject' })).toBeDisabled();
  });

  it('hides the gear when the enabled flag is turned off', async () => {
    const user = userEvent.setup();
    mockApi();
    storeConfig({ enabled: true });
    renderApp({ path: '/', language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Herramientas de desarrollo' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Herramientas de desarrollo' }, LOAD);
    await user.click(within(dialog).getByRole('switch', { name: /^Mostrar las herramientas de desarrollo/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Herramientas de desarrollo' })).not.toBeInTheDocument());
    expect(readDevToolsConfig().enabled).toBe(false);
  });
});
