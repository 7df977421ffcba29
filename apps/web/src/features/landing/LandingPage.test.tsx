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
    // The email screen is a lazy chunk: on a busy machine it takes longer than findBy's default second to arrive.
    expect(await screen.findByRole('heading', { name: 'Sign up with email' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says the social provider is unavailable when the server has none configured', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('This sign-in option is not available.')).toBeInTheDocument();
  });

  it('shows the tiles, store links and numbers of GET /api/home-config, in the app texts', async () => {
    mockApi({
      'GET /api/home-config': {
        body: {
          subjects: [
            { tid: 6, title: 'Physics', image_url: null },
            { tid: 1, title: 'Algebra', image_url: null },
          ],
          demo_video_url: null,
          app_links: { android: 'https://play.example/photostudy', ios: 'https://apps.example/photostudy' },
          stats: { sessions: 4_200_000, tutors: 21_500, app_rating: 4.7 },
        },
      },
    });
    renderApp();
    expect(await screen.findByText('Over 4 million sessions with 21,500 tutors')).toBeInTheDocument();
    expect(screen.getAllByTestId('subject-tile').map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
      'Physics',
      'Algebra',
    ]);
    expect(screen.getByText('4M+')).toBeInTheDocument();
    expect(screen.getByText('21,500')).toBeInTheDocument();
    expect(screen.getByTestId('claim-moments')).toHaveTextContent('4.2M+ moments');
    expect(screen.getByTestId('claim-rating')).toHaveTextContent('4.7 app store rating');
    expect(screen.getByText('4.7 app store rating')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', 'https://play.example/photostudy');
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', 'https://apps.example/photostudy');
  });

  it('writes the server numbers the Spanish way', async () => {
    mockApi({
      'GET /api/home-config': {
        body: {
          subjects: [],
          demo_video_url: null,
          app_links: { android: '', ios: '' },
          stats: { sessions: 3_000_000, tutors: 20_000, app_rating: 4.4 },
        },
      },
    });
    renderApp({ language: 'es' });
    expect(await screen.findByText('Más de 3 millones de sesiones con 20.000 tutores')).toBeInTheDocument();
    expect(screen.getByTestId('claim-moments')).toHaveTextContent('3,0M+');
    expect(screen.getByTestId('claim-rating')).toHaveTextContent('4,4');
    // No tile the app has texts for, no web link: the app's own stay.
    expect(screen.getAllByTestId('subject-tile')).toHaveLength(LANDING_SUBJECT_TILES.length);
    expect(screen.getAllByTestId('subject-tile').map((tile) => within(tile).getByRole('heading').textContent)).toEqual(
      expect.arrayContaining(['Álgebra', 'Química']),
    );
    expect(screen.getAllByRole('link', { name: 'Disponible en Google Play' })[0]).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com'),
    );
  });
});
