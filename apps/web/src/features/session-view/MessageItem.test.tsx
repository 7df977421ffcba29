import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderApp';
import { MessageItem } from './MessageItem';
import { EXPERT_UID, STUDENT_UID, asMessage, asQuestion, wireMessage, wireQuestion } from '../../testing/questionFixtures';

const question = asQuestion(wireQuestion());

function renderMessage(overrides: Record<string, unknown>) {
  return renderWithProviders(<MessageItem message={asMessage(wireMessage(overrides))} question={question} isInteractive />);
}

describe('chat message', () => {
  it('labels the student, the expert by name and the system (uid 0) without a sender', () => {
    renderMessage({ mid: 1, sender: { uid: STUDENT_UID }, body: 'mine' });
    renderMessage({ mid: 2, sender: { uid: EXPERT_UID }, body: 'theirs' });
    renderMessage({ mid: 3, sender: { uid: 0 }, body: 'Session started' });
    const [mine, theirs, system] = screen.getAllByTestId('chat-message');
    expect(mine).toHaveAttribute('data-role', 'student');
    expect(within(mine!).getByText('You')).toBeInTheDocument();
    expect(theirs).toHaveAttribute('data-role', 'expert');
    expect(within(theirs!).getByText('Maria')).toBeInTheDocument();
    expect(system).toHaveAttribute('data-role', 'system');
    expect(within(system!).queryByText('PhotoStudy')).toBeNull();
  });

  it('marks a message edited only when updated differs from created', () => {
    renderMessage({ mid: 1, body: 'same', created: 100, updated: 100 });
    expect(screen.queryByText('edited')).toBeNull();
    renderMessage({ mid: 2, body: 'changed', created: 100, updated: 101 });
    expect(screen.getByText('edited')).toBeInTheDocument();
  });

  it('renders math with KaTeX', () => {
    const { container } = renderMessage({ body: 'Roots of $x^2 - 4 = 0$ are $$x = \\pm 2$$ and \\(x \\neq 0\\)' });
    expect(container.querySelectorAll('.katex').length).toBe(3);
  });

  it('renders script and img-onerror bodies as plain text, never as HTML', () => {
    const hostile = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';
    const { container } = renderMessage({ body: hostile });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(hostile, { exact: false })).toBeInTheDocument();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('does not let a formula smuggle HTML in either', () => {
    const { container } = renderMessage({ body: '$\\href{javascript:alert(1)}{x}$ and $<img src=x onerror=alert(1)>$' });
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the attachment by its url', () => {
    renderMessage({ attachment_url: '/api/files/1?sig=a', attachment: { size: 10 } });
    expect(screen.getByRole('img', { name: 'Attachment' })).toHaveAttribute('src', '/api/files/1?sig=a');
  });

  it('opens an attached image full size in the page and closes it with Escape (issue 17)', async () => {
    const user = userEvent.setup();
    renderMessage({ attachment_url: '/api/files/1?sig=a', attachment: { size: 10 } });
    await user.click(screen.getByRole('button', { name: 'Open the image full size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attachment' });
    expect(within(dialog).getByTestId('full-size-image')).toHaveAttribute('src', '/api/files/1?sig=a');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("names a sample's student 'Student' rather than 'You'", () => {
    renderWithProviders(
      <MessageItem
        message={asMessage(wireMessage({ sender: { uid: STUDENT_UID }, body: 'sample try' }))}
        question={question}
        isInteractive={false}
        isSample
      />,
    );
    expect(screen.getByText('Student')).toBeInTheDocument();
    expect(screen.queryByText('You')).toBeNull();
  });

  it('shows the time it was sent under the message', () => {
    renderMessage({ created: 1_700_000_000, updated: 1_700_000_000 });
    expect(screen.getByTestId('message-time')).toHaveAttribute('dateTime', '2023-11-14T22:13:20.000Z');
    expect(screen.getByTestId('message-time').textContent).toMatch(/^\d{1,2}:\d{2}/);
  });
});
