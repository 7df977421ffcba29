import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { renderWithProviders } from '../../testing/renderApp';
import { MessageList } from './MessageList';
import { asQuestion, wireMessage, wireQuestion } from '../../testing/questionFixtures';

/** Epoch seconds of a local date and time. */
const at = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).getTime() / 1000;

/** Makes every element report a scroll height (jsdom has no layout), as a list taller than its box would. */
function pretendTallContent(scrollHeight: number, clientHeight: number) {
  const height = vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  const client = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
  return () => {
    height.mockRestore();
    client.mockRestore();
  };
}

describe('message list', () => {
  afterEach(() => vi.useRealTimers());

  it('offers the previous chat on scroll up when the list can scroll, and marks where the new session starts', () => {
    const restore = pretendTallContent(2000, 600);
    const onLoadPrevious = vi.fn();
    const question = asQuestion(wireQuestion({ previous_question_ids: [90], messages: [wireMessage({ body: 'current' })] }));
    renderWithProviders(<MessageList question={question} hasMorePrevious onLoadPrevious={onLoadPrevious} isInteractive />);
    expect(screen.getByRole('button', { name: 'Scroll up to view previous chat' })).toBeInTheDocument();
    expect(screen.getByText('New session starts here')).toBeInTheDocument();
    fireEvent.scroll(screen.getByRole('log'), { target: { scrollTop: 0 } });
    expect(onLoadPrevious).toHaveBeenCalledTimes(1);
    restore();
  });

  it("offers a 'View previous chat' button when the few messages cannot scroll (issue 17, defect 4)", async () => {
    const onLoadPrevious = vi.fn();
    const question = asQuestion(wireQuestion({ previous_question_ids: [90], messages: [wireMessage({ body: 'current' })] }));
    renderWithProviders(<MessageList question={question} hasMorePrevious onLoadPrevious={onLoadPrevious} isInteractive />);
    expect(screen.queryByText('Scroll up to view previous chat')).toBeNull();
    const button = screen.getByRole('button', { name: 'View previous chat' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onLoadPrevious).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('log')).toHaveFocus();
    await expectNoSeriousAxeViolations();
  });

  it('shows loaded previous sessions above the divider, read-only', () => {
    const previous = asQuestion(wireQuestion({ qid: 90, messages: [wireMessage({ qid: 90, body: 'older chat' })] }));
    const question = asQuestion(wireQuestion({ previous_question_ids: [90], messages: [wireMessage({ mid: 2, body: 'current' })] }));
    renderWithProviders(<MessageList question={question} previousQuestions={[previous]} isInteractive />);
    const texts = screen.getAllByTestId('chat-message').map((node) => node.textContent);
    expect(texts[0]).toContain('older chat');
    expect(texts[1]).toContain('current');
    expect(screen.queryByText('Scroll up to view previous chat')).toBeNull();
    expect(screen.queryByRole('button', { name: 'View previous chat' })).toBeNull();
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

describe('the question as the first item of the chat (issue 17, defect 6)', () => {
  it("opens each session with the student's question: text with math, the image opening full size", async () => {
    const previous = asQuestion(
      wireQuestion({ qid: 90, title: 'Older $y=2$', messages: [wireMessage({ qid: 90, mid: 1, body: 'older chat' })] }),
    );
    const question = asQuestion(
      wireQuestion({
        title: 'Solve $x^2=4$',
        attachment_url: '/api/files/9?sig=q',
        previous_question_ids: [90],
        messages: [wireMessage({ mid: 2, body: 'Let us start' })],
      }),
    );
    const { container } = renderWithProviders(<MessageList question={question} previousQuestions={[previous]} isInteractive />);
    const log = screen.getByRole('log');
    const items = Array.from(log.querySelectorAll('[data-testid="chat-question"], [data-testid="chat-message"]')).map(
      (node) => `${node.getAttribute('data-testid')}:${node.textContent}`,
    );
    expect(items[0]).toMatch(/^chat-question:You.*Question.*Older/);
    expect(items[1]).toContain('older chat');
    expect(items[2]).toMatch(/^chat-question:You.*Question.*Solve/);
    expect(items[3]).toContain('Let us start');
    const current = screen.getAllByTestId('chat-question')[1]!;
    expect(current.querySelectorAll('.katex').length).toBe(1);
    expect(within(current).getByRole('img', { name: 'Question image' })).toHaveAttribute('src', '/api/files/9?sig=q');
    expect(container.querySelectorAll('[data-testid="chat-question"]')).toHaveLength(2);

    await userEvent.click(within(current).getByRole('button', { name: 'Open the image full size' }));
    expect(await screen.findByRole('dialog', { name: 'Question image' })).toBeInTheDocument();
    expect(screen.getByTestId('full-size-image')).toHaveAttribute('src', '/api/files/9?sig=q');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("labels a sample's student 'Student', never 'You'", () => {
    const question = asQuestion(wireQuestion({ messages: [wireMessage({ mid: 2, sender: { uid: 7 }, body: 'my try' })] }));
    renderWithProviders(<MessageList question={question} isInteractive={false} isSample />);
    expect(screen.queryByText('You')).toBeNull();
    expect(within(screen.getByTestId('chat-question')).getByText('Student')).toBeInTheDocument();
    expect(within(screen.getByTestId('chat-message')).getByText('Student')).toBeInTheDocument();
  });
});

describe('message times and day dividers', () => {
  it("puts the time under each message and 'Today', 'Yesterday' or the date between days", () => {
    vi.useFakeTimers({ now: new Date(2024, 2, 15, 18, 0), toFake: ['Date'] });
    const question = asQuestion(
      wireQuestion({
        title: 'Solve it',
        created: at(2024, 3, 13, 20, 0),
        messages: [
          wireMessage({ mid: 1, body: 'two days ago', created: at(2024, 3, 13, 20, 5), updated: at(2024, 3, 13, 20, 5) }),
          wireMessage({ mid: 2, body: 'yesterday', created: at(2024, 3, 14, 9, 7), updated: at(2024, 3, 14, 9, 7) }),
          wireMessage({ mid: 3, body: 'today 1', created: at(2024, 3, 15, 14, 5), updated: at(2024, 3, 15, 14, 5) }),
          wireMessage({ mid: 4, body: 'today 2', created: at(2024, 3, 15, 14, 6), updated: at(2024, 3, 15, 14, 6) }),
        ],
      }),
    );
    renderWithProviders(<MessageList question={question} isInteractive={false} />);
    expect(screen.getAllByTestId('day-divider').map((node) => node.textContent)).toEqual(['Wednesday, March 13', 'Yesterday', 'Today']);
    const times = screen.getAllByTestId('message-time').map((node) => node.textContent);
    expect(times).toHaveLength(5);
    expect(times[3]).toMatch(/^2:05\sPM$/);
    expect(screen.getAllByTestId('message-time')[3]).toHaveAttribute('dateTime', new Date(2024, 2, 15, 14, 5).toISOString());
  });

  it('says them in Spanish', () => {
    vi.useFakeTimers({ now: new Date(2024, 2, 15, 18, 0), toFake: ['Date'] });
    const question = asQuestion(
      wireQuestion({
        created: at(2024, 3, 14, 9, 0),
        messages: [wireMessage({ mid: 3, body: 'hoy', created: at(2024, 3, 15, 14, 5), updated: at(2024, 3, 15, 14, 5) })],
      }),
    );
    renderWithProviders(<MessageList question={question} isInteractive={false} />, { language: 'es' });
    expect(screen.getAllByTestId('day-divider').map((node) => node.textContent)).toEqual(['Ayer', 'Hoy']);
    expect(screen.getAllByTestId('message-time').map((node) => node.textContent)).toEqual(['9:00', '14:05']);
    expect(screen.getByText('Tú')).toBeInTheDocument();
  });
});
