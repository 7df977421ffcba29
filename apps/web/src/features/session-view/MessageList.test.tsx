import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderApp';
import { MessageList } from './MessageList';
import { asQuestion, wireMessage, wireQuestion } from '../../testing/questionFixtures';

describe('message list', () => {
  it('offers the previous chat on scroll up and marks where the new session starts', () => {
    const onLoadPrevious = vi.fn();
    const question = asQuestion(wireQuestion({ previous_question_ids: [90], messages: [wireMessage({ body: 'current' })] }));
    renderWithProviders(<MessageList question={question} hasMorePrevious onLoadPrevious={onLoadPrevious} isInteractive />);
    expect(screen.getByText('Scroll up to view previous chat')).toBeInTheDocument();
    expect(screen.getByText('New session starts here')).toBeInTheDocument();
    fireEvent.scroll(screen.getByRole('log'), { target: { scrollTop: 0 } });
    expect(onLoadPrevious).toHaveBeenCalledTimes(1);
  });

  it('shows loaded previous sessions above the divider, read-only', () => {
    const previous = asQuestion(wireQuestion({ qid: 90, messages: [wireMessage({ qid: 90, body: 'older chat' })] }));
    const question = asQuestion(wireQuestion({ previous_question_ids: [90], messages: [wireMessage({ mid: 2, body: 'current' })] }));
    renderWithProviders(<MessageList question={question} previousQuestions={[previous]} isInteractive />);
    const texts = screen.getAllByTestId('chat-message').map((node) => node.textContent);
    expect(texts[0]).toContain('older chat');
    expect(texts[1]).toContain('current');
    expect(screen.queryByText('Scroll up to view previous chat')).toBeNull();
    expect(screen.getByText('New session starts here')).toBeInTheDocument();
  });

  it("opens at the message a notification's link names (?mid=)", () => {
    window.history.pushState({}, '', '/my-sessions/7?mid=3');
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const question = asQuestion(
      wireQuestion({
        messages: [wireMessage({ mid: 2, body: 'first' }), wireMessage({ mid: 3, body: 'the suggestion' }), wireMessage({ mid: 4 })],
      }),
    );
    renderWithProviders(<MessageList question={question} isInteractive />);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toHaveAttribute('data-mid', '3');
    scrolled.mockRestore();
    window.history.pushState({}, '', '/');
  });

  it('scrolls to a message with an attachment only after 1000 ms', () => {
    vi.useFakeTimers();
    const question = asQuestion(wireQuestion({ messages: [wireMessage({ attachment_url: '/api/files/1', attachment: { size: 1 } })] }));
    renderWithProviders(<MessageList question={question} isInteractive />);
    const log = screen.getByRole('log');
    Object.defineProperty(log, 'scrollHeight', { value: 500, configurable: true });
    vi.advanceTimersByTime(999);
    expect(log.scrollTop).toBe(0);
    vi.advanceTimersByTime(1);
    expect(log.scrollTop).toBe(500);
    vi.useRealTimers();
  });
});
