import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderApp';
import { ChatTopBar } from './ChatTopBar';
import { asQuestion, wireQuestion } from '../../testing/questionFixtures';

const STARTED = 10_000;

function renderBar(nowS: number, overrides: Record<string, unknown> = {}) {
  const question = asQuestion(
    wireQuestion({ discussion: { status: 'STARTED', duration: 1000, started: STARTED, flagged: false }, ...overrides }),
  );
  return renderWithProviders(
    <ChatTopBar question={question} nowS={nowS} isLive isDead={false} canFlag onBack={vi.fn()} onFlag={vi.fn()} />,
  );
}

describe('chat top bar', () => {
  it('shows the remaining time texts', () => {
    renderBar(STARTED + 1000 - 30);
    expect(screen.getByTestId('time-left')).toHaveTextContent('About 1 minute left');
  });

  it.each([
    [STARTED + 1000 - 90, '1 minute left'],
    [STARTED + 1000 - 600, '10 minutes left'],
  ])('at %i says %s', (now, text) => {
    renderBar(now);
    expect(screen.getByTestId('time-left')).toHaveTextContent(text);
  });

  it.each([
    [STARTED + 50, 'positive'],
    [STARTED + 700, 'warning'],
    [STARTED + 950, 'negative'],
  ])('colours the progress by the time left at %i as %s (green at the start, red at the end)', (now, tone) => {
    renderBar(now);
    expect(screen.getByTestId('session-progress')).toHaveAttribute('data-tone', tone);
  });

  it('says Chat with the expert and offers the flag button', () => {
    renderBar(STARTED + 10);
    expect(screen.getByText('Chat with Maria')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Flag expert' })).toBeEnabled();
  });

  it('shows Back only when answered, out of time or dead', () => {
    renderBar(STARTED + 10, { answered: false });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('shows Back when answered', () => {
    renderBar(STARTED + 10, { answered: true });
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});

describe('chat top bar without a running discussion', () => {
  it('shows the app name instead of Chat with', () => {
    const question = asQuestion(wireQuestion({ state: 'connecting', answered: false, discussion: null }));
    renderWithProviders(
      <ChatTopBar question={question} nowS={STARTED} isLive={false} isDead={false} canFlag={false} onBack={vi.fn()} onFlag={vi.fn()} />,
    );
    expect(screen.getByText('PhotoStudy: Homework Help')).toBeInTheDocument();
    expect(screen.queryByTestId('session-progress')).toBeNull();
    expect(screen.getByRole('button', { name: 'Flag expert' })).toBeDisabled();
  });
});
