import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../testing/render';

class FakeAudioContext extends EventTarget {
  state: AudioContextState = 'suspended';
  destination = {};
  resume = vi.fn(() => {
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
    return Promise.resolve();
  });
  createBuffer = vi.fn(() => ({}));
  createBufferSource = vi.fn(() => ({ buffer: null, connect: vi.fn(), start: vi.fn() }));
}

function stubPermission(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const FakeNotification = {
    permission,
    requestPermission: vi.fn(() => {
      FakeNotification.permission = answer;
      return Promise.resolve(answer);
    }),
  };
  vi.stubGlobal('Notification', FakeNotification);
  return FakeNotification;
}

/** The prompt as a freshly loaded console page shows it (sound still blocked). */
async function renderFreshPage(language: 'en' | 'es' = 'en') {
  vi.resetModules();
  const { AlertsBanner } = await import('./AlertsBanner');
  renderConsole(<AlertsBanner />, language);
}

describe('AlertsBanner', () => {
  beforeEach(() => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('turns on sound and notifications with one click, and remembers it', async () => {
    const notification = stubPermission('default', 'granted');
    await renderFreshPage();
    expect(screen.getByText('Never miss a new question')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on sound and notifications' }));
    await waitFor(() => expect(screen.queryByTestId('alerts-prompt')).toBeNull());
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('ps-console-alerts')).toBe('on');
  });

  it('is not needed after a reload once notifications are granted: they stand in until a gesture unlocks the sound', async () => {
    stubPermission('granted');
    localStorage.setItem('ps-console-alerts', 'on');
    await renderFreshPage();
    expect(screen.queryByTestId('alerts-prompt')).toBeNull();
  });

  it('comes back after a reload while sound is blocked and notifications are not allowed, until the click', async () => {
    stubPermission('denied');
    localStorage.setItem('ps-console-alerts', 'on');
    await renderFreshPage();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on sound and notifications' }));
    await waitFor(() => expect(screen.queryByTestId('alerts-prompt')).toBeNull());
  });

  it('can be put off for good, in Spanish too', async () => {
    stubPermission('default');
    await renderFreshPage('es');
    expect(screen.getByText('No te pierdas ninguna pregunta nueva')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activar sonido y notificaciones' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(screen.queryByTestId('alerts-prompt')).toBeNull();
    expect(localStorage.getItem('ps-console-alerts')).toBe('dismissed');
  });
});
