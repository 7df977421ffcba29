import { FEATURES, STUDENT_PRIVATE_EVENTS, toCamelDeep } from '@photostudy/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireNotification } from '../../features/notifications/notificationTestData';
import type { StudentNotification } from '../../lib/api';
import { studentRealtime } from '../../lib/realtime';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { mockApi, statusBundle } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';

const LOAD = { timeout: 5000 };

function logIn() {
  localStorage.setItem(STORAGE_KEYS.TOKENS, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
}

function bundle(unreadCount: number) {
  return { ...statusBundle([FEATURES.STEM_SUBJECT]), notifications: { unread_count: unreadCount } };
}

function sidebarLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Sidebar' })).getByRole('link', { name: new RegExp(name) });
}

describe("the sidebar's red dot", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lights from the status bundle and at once from notificationCreated, and clears on notificationsRead', async () => {
    logIn();
    mockApi({ 'GET /api/status-updates': { body: bundle(0) } });
    renderApp({ path: '/settings' });
    await screen.findByRole('navigation', { name: 'Sidebar' }, LOAD);
    expect(within(sidebarLink('Notifications')).queryByRole('img', { name: 'Unread notifications' })).not.toBeInTheDocument();

    act(() => {
      studentRealtime.deliver({
        channel: 'private',
        name: STUDENT_PRIVATE_EVENTS.notificationCreated,
        data: { notification: toCamelDeep(wireNotification(4, { read: 0 })) as StudentNotification, unreadCount: 1 },
      });
    });
    expect(within(sidebarLink('Notifications')).getByRole('img', { name: 'Unread notifications' })).toBeInTheDocument();

    act(() => {
      studentRealtime.deliver({ channel: 'private', name: STUDENT_PRIVATE_EVENTS.notificationsRead, data: { unreadCount: 0 } });
    });
    expect(within(sidebarLink('Notifications')).queryByRole('img', { name: 'Unread notifications' })).not.toBeInTheDocument();
  });

  it('is lit on a fresh load with unread ones, and clears when the list reads them', async () => {
    const user = userEvent.setup();
    logIn();
    mockApi({
      'GET /api/status-updates': { body: bundle(2) },
      'GET /api/notifications': {
        body: { notifications: [wireNotification(2, { read: 0 }), wireNotification(1, { read: 0 })], unread_count: 2 },
      },
      'POST /api/notification-reads': { body: { unread_count: 0 } },
    });
    renderApp({ path: '/settings' });
    await screen.findByRole('navigation', { name: 'Sidebar' }, LOAD);
    expect(within(sidebarLink('Notifications')).getByRole('img', { name: 'Unread notifications' })).toBeInTheDocument();
    await user.click(sidebarLink('Notifications'));
    expect(await screen.findByText('Your session 102 has ended.', {}, LOAD)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(sidebarLink('Notifications')).queryByRole('img', { name: 'Unread notifications' })).not.toBeInTheDocument(),
    );
  });
});
