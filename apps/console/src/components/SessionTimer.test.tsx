import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../testing/render';
import { SessionTimer } from './SessionTimer';

describe('SessionTimer', () => {
  it('shows "Not started" before the discussion starts', () => {
    renderConsole(<SessionTimer started={null} duration={null} now={1000} />);
    expect(screen.getByTestId('session-timer')).toHaveTextContent('Not started');
  });

  it('shows the remaining time and the elapsed share as progress', () => {
    renderConsole(<SessionTimer started={1000} duration={1200} now={1300} />);
    expect(screen.getByText('15:00 left')).toBeInTheDocument();
    expect(screen.getByText('5:00 / 20:00')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });

  it('never goes below zero and shows the end once ended', () => {
    renderConsole(<SessionTimer started={1000} duration={600} now={5000} isEnded />);
    expect(screen.getByText('Session ended')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('speaks Spanish', () => {
    renderConsole(<SessionTimer started={1000} duration={1200} now={1060} />, 'es');
    expect(screen.getByText('Quedan 19:00')).toBeInTheDocument();
  });
});
