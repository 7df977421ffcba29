import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderApp';
import { HeroFlipCard, type AuthSide } from './HeroFlipCard';

function Harness(props: {
  onEmail?: (side: AuthSide) => void;
  onPreset?: (side: AuthSide) => void;
  onOpenSupport?: () => void;
  onOpenTerms?: () => void;
}) {
  const [side, setSide] = useState<AuthSide>('signup');
  return (
    <HeroFlipCard
      side={side}
      onSideChange={setSide}
      onEmail={props.onEmail ?? vi.fn()}
      onSocial={vi.fn()}
      onPreset={props.onPreset ?? vi.fn()}
      onOpenTerms={props.onOpenTerms ?? vi.fn()}
      onOpenSupport={props.onOpenSupport ?? vi.fn()}
    />
  );
}

describe('HeroFlipCard', () => {
  it('starts on Sign up with three options, terms and the log-in switch', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up with email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up with a preset account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();
  });

  it('flips to Log in and back, hiding the other face from assistive tech', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(screen.getByTestId('auth-face-signup')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText("Don't have an account?")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in with email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in with a preset account' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByTestId('auth-face-login')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reports the chosen option with the side, and opens support from the log-in face', async () => {
    const user = userEvent.setup();
    const onEmail = vi.fn();
    const onPreset = vi.fn();
    const onOpenSupport = vi.fn();
    renderWithProviders(<Harness onEmail={onEmail} onPreset={onPreset} onOpenSupport={onOpenSupport} />);
    await user.click(screen.getByRole('button', { name: 'Sign up with email' }));
    expect(onEmail).toHaveBeenCalledWith('signup');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(screen.getByRole('button', { name: 'Log in with a preset account' }));
    expect(onPreset).toHaveBeenCalledWith('login');
    expect(screen.getByText('Having trouble?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact Support' }));
    expect(onOpenSupport).toHaveBeenCalledTimes(1);
  });
});
