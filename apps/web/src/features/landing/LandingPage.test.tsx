import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANDING_SUBJECT_TILES } from '@photostudy/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { mockApi } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';

describe('LandingPage', () => {
  beforeEach(() => mockApi());
  afterEach(() => vi.unstubAllGlobals());

  it('shows every part the spec lists', () => {
    renderApp();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Homework help from real experts, 24/7');
    expect(screen.getByText('Over 3 million sessions with 20,000 tutors')).toBeInTheDocument();
    for (const subject of LANDING_SUBJECT_TILES) expect(screen.getByRole('heading', { name: subject })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How it works demo' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Student testimonials' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Get it on Google Play' })[0]).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com'),
    );
    expect(screen.getAllByRole('link', { name: 'Download on the App Store' })[0]).toHaveAttribute(
      'href',
      expect.stringContaining('apps.apple.com'),
    );
    expect(screen.getByTestId('claim-moments')).toHaveTextContent('3.0M+ moments');
    expect(screen.getByTestId('claim-rating')).toHaveTextContent('4.4 app store rating');
    expect(screen.getByRole('button', { name: 'Support' })).toBeInTheDocument();
  });

  it('opens and closes the support modal with the mailing details', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Support' });
    expect(within(dialog).getByText('Device ID')).toBeInTheDocument();
    expect(within(dialog).getByText('Not logged in')).toBeInTheDocument();
    const mail = within(dialog).getByRole('link', { name: 'Email Support' });
    expect(mail.getAttribute('href')).toMatch(/^mailto:/);
    expect(decodeURIComponent(mail.getAttribute('href') ?? '')).toContain(`Device ID: ${localStorage.getItem(STORAGE_KEYS.DEVICE_ID)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact Support' })).not.toBeInTheDocument());
  });

  it('switches to Spanish and remembers it', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getAllByRole('button', { name: 'Language: English' })[0]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Ayuda con la tarea de expertos reales, 24/7');
    expect(screen.getByRole('heading', { name: 'Registrarse' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.LANGUAGE)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('sends the email option to /email', async () => {
    const user = userEvent.setup();
    const { router } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Sign up with email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email'));
    expect(await screen.findByRole('heading', { name: 'Sign up with email' })).toBeInTheDocument();
  });

  it('says the social provider is unavailable when the server has none configured', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('This sign-in option is not available.')).toBeInTheDocument();
  });
});
