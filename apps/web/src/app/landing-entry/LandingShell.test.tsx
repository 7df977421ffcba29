import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { mockApi } from '../../testing/mockApi';
import { LandingShell } from './LandingShell';

describe('LandingShell (the light landing entry)', () => {
  it('draws the landing without the store or the router and passes the ways in on', async () => {
    mockApi();
    const user = userEvent.setup();
    const authEntry = { goToEmail: vi.fn(), goToPreset: vi.fn(), startSocial: vi.fn() };
    render(<LandingShell i18n={createI18n('en')} authEntry={authEntry} onRenderError={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Homework help from real experts, 24/7');
    await user.click(screen.getByRole('button', { name: 'Sign up with email' }));
    expect(authEntry.goToEmail).toHaveBeenCalledWith('signup');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(authEntry.startSocial).toHaveBeenCalledWith('signup');
  });

  it('switches the language from its lazily loaded menu', async () => {
    mockApi();
    const user = userEvent.setup();
    const authEntry = { goToEmail: vi.fn(), goToPreset: vi.fn(), startSocial: vi.fn() };
    render(<LandingShell i18n={createI18n('en')} authEntry={authEntry} onRenderError={vi.fn()} />);
    await user.click(screen.getAllByRole('button', { name: 'Language: English' })[0]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Ayuda con la tarea de expertos reales, 24/7');
  });
});
