import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderApp';
import { SheetWorkspace } from './SheetWorkspace';

/** The workspace with a way to make messages arrive. */
function Workspace() {
  const [messageCount, setMessageCount] = useState(2);
  return (
    <>
      <button type="button" onClick={() => setMessageCount((n) => n + 6)}>
        six more messages
      </button>
      <SheetWorkspace sheet={<p>the sheet</p>} title="Chat with your Expert" messageCount={messageCount}>
        <p>the chat</p>
      </SheetWorkspace>
    </>
  );
}

describe('sheet workspace chat box', () => {
  it('is the 360 px chat box beside the sheet; collapsed, its bubble counts what arrives, whole, and opening resets it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Workspace />);
    const box = screen.getByRole('complementary', { name: 'Chat with your Expert' });
    expect(box).toHaveStyle({ width: '360px' });
    expect(within(box).getByText('the chat')).toBeInTheDocument();
    expect(screen.getByText('the sheet')).toBeInTheDocument();

    // Messages while the box is open are read: nothing counts.
    await user.click(screen.getByRole('button', { name: 'six more messages' }));
    await user.click(screen.getByRole('button', { name: 'Collapse chat' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByTestId('chat-unread')).toBeNull();

    // Twelve while collapsed: both digits show, beside the round button (which clips what overflows it), not inside it.
    await user.click(screen.getByRole('button', { name: 'six more messages' }));
    await user.click(screen.getByRole('button', { name: 'six more messages' }));
    const badge = screen.getByTestId('chat-unread');
    expect(badge).toHaveTextContent(/^12$/);
    const bubble = screen.getByRole('button', { name: 'Open chat (12 unread)' });
    expect(bubble.contains(badge)).toBe(false);

    await user.click(bubble);
    expect(screen.getByRole('complementary', { name: 'Chat with your Expert' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse chat' }));
    expect(screen.queryByTestId('chat-unread')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
  });

  it('names the bubble and its count in Spanish', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Workspace />, { language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Contraer chat' }));
    await user.click(screen.getByRole('button', { name: 'six more messages' }));
    expect(screen.getByRole('button', { name: 'Abrir chat (6 sin leer)' })).toBeInTheDocument();
  });
});
