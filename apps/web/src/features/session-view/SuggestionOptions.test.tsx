import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderApp';
import { asMessage, asQuestion, wireMessage, wireQuestion } from '../../testing/questionFixtures';
import { SuggestionOptions } from './SuggestionOptions';

const OPTIONS = [
  { id: 1, body: 'Both $x=2$ and $x=-2$', selected: false },
  { id: 2, body: 'Only $x=2$', selected: false },
];

function suggestion(timeRemaining = 60) {
  return asMessage(
    wireMessage({ message_type: 'suggestion', body: 'Which?', suggestion: { options: OPTIONS, time_remaining: timeRemaining } }),
  );
}

describe('suggestion options', () => {
  afterEach(() => vi.useRealTimers());

  it('allows one choice and locks after it', async () => {
    const onChoose = vi.fn(async () => undefined);
    renderWithProviders(
      <SuggestionOptions message={suggestion()} question={asQuestion(wireQuestion())} isInteractive onChoose={onChoose} />,
    );
    const [first, second] = screen.getAllByRole('button');
    await userEvent.click(first!);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ mid: 1 }), 1);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toBeDisabled();
    await userEvent.click(second!);
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('locks when time_remaining runs out', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    renderWithProviders(
      <SuggestionOptions message={suggestion(3)} question={asQuestion(wireQuestion())} isInteractive onChoose={vi.fn()} />,
    );
    expect(screen.getAllByRole('button')[0]).toBeEnabled();
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByText('Options are closed')).toBeInTheDocument();
  });

  it('is disabled once the question is explained or dead, and when time_remaining is 0', () => {
    renderWithProviders(
      <SuggestionOptions
        message={suggestion()}
        question={asQuestion(wireQuestion({ state: 'explained' }))}
        isInteractive
        onChoose={vi.fn()}
      />,
    );
    renderWithProviders(
      <SuggestionOptions message={suggestion(0)} question={asQuestion(wireQuestion())} isInteractive onChoose={vi.fn()} />,
    );
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('shows the selected option of a history question', () => {
    const chosen = asMessage(
      wireMessage({ suggestion: { options: [OPTIONS[0], { ...OPTIONS[1], selected: true }], time_remaining: 0 }, option_id: 2 }),
    );
    renderWithProviders(
      <SuggestionOptions message={chosen} question={asQuestion(wireQuestion({ state: 'explained' }))} isInteractive={false} />,
    );
    expect(screen.getAllByRole('button')[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Your choice')).toBeInTheDocument();
  });
});
