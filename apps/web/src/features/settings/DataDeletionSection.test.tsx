import { FEATURES } from '@photostudy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { mockApi, statusBundle } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';
import { openDocument } from './openDocument';
import { WIRE_PRIVACY } from './settingsTestData';

const LOAD = { timeout: 5000 };
const REQUEST_ID = 'dd_4f1c2a9b7e3d5c6a8b0e';

vi.mock('./openDocument', () => ({ openDocument: vi.fn() }));

function logIn() {
  localStorage.setItem(STORAGE_KEYS.TOKENS, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
}

async function confirmDeletion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete my data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete all your data?' }, LOAD);
  await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my data' }));
}

describe('Delete my data', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(openDocument).mockClear();
  });

  it('explains the erasure, asks, then forgets the tokens and loads the request page', async () => {
    const user = userEvent.setup();
    logIn();
    const { fetchMock } = mockApi({
      'GET /api/status-updates': { body: statusBundle([FEATURES.STEM_SUBJECT]) },
      'GET /api/privacy-settings': { body: WIRE_PRIVACY },
      'POST /api/data-deletion-requests': { body: { request_id: REQUEST_ID, url: `https://example.test/data-deletion/${REQUEST_ID}` } },
    });
    renderApp({ path: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'Delete my data' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all your data?' }, LOAD);
    expect(within(dialog).getByText(/erases your account for good/)).toBeInTheDocument();
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/data-deletion-requests'))).toBe(false);

    await confirmDeletion(user);
    await waitFor(() => expect(openDocument).toHaveBeenCalledWith(`/data-deletion/${REQUEST_ID}`), LOAD);
    const post = fetchMock.mock.calls.find(
      ([input, init]) => String(input).includes('/api/data-deletion-requests') && init?.method === 'POST',
    );
    expect(post?.[1]?.body).toBeUndefined();
    // The next document starts logged out; this one is not redrawn as the landing page in between.
    expect(localStorage.getItem(STORAGE_KEYS.TOKENS)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
  });

  it('keeps the account and toasts the server message when the request fails', async () => {
    const user = userEvent.setup();
    logIn();
    mockApi({
      'GET /api/status-updates': { body: statusBundle([FEATURES.STEM_SUBJECT]) },
      'GET /api/privacy-settings': { body: WIRE_PRIVACY },
      'POST /api/data-deletion-requests': { status: 500, body: { code: 'APPLICATION_ERROR', message: 'Deletion is resting.' } },
    });
    const { router, store } = renderApp({ path: '/settings' });
    await screen.findByRole('button', { name: 'Delete my data' }, LOAD);
    await confirmDeletion(user);
    expect(await screen.findByText('Deletion is resting.', {}, LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(store.getState().auth.isLoggedIn).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.TOKENS)).not.toBeNull();
    expect(openDocument).not.toHaveBeenCalled();
  });
});
