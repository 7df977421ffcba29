import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Message } from '../lib/api/expertApi';
import { renderConsole } from '../testing/render';
import { ChatThread } from './ChatThread';

const EXPERT = 2;

function suggestion(mid: number, state: { timeRemaining: number; locked?: boolean; chosen?: number }): Message {
  return {
    mid,
    qid: 7,
    body: 'Which step comes next?',
    sender: { uid: EXPERT },
    created: 100 + mid,
    updated: 100 + mid,
    messageType: 'suggestion',
    suggestion: {
      options: [1, 2].map((id) => ({ id, body: `Option ${id}`, selected: id === state.chosen })),
      timeRemaining: state.timeRemaining,
      ...(state.locked === undefined ? {} : { locked: state.locked }),
    },
  };
}

describe('ChatThread suggestions', () => {
  it('says the options closed once they are locked without a choice, live or after a reload, and waits while they are open', () => {
    renderConsole(
      <ChatThread
        myUid={EXPERT}
        studentName="Ana"
        messages={[
          suggestion(1, { timeRemaining: 42, locked: false }),
          // As the lock timer publishes it, and as every read of an ended session (History) presents it.
          suggestion(2, { timeRemaining: 0, locked: true }),
          // A copy from before `locked` existed: no time left is a lock too.
          suggestion(3, { timeRemaining: 0 }),
          suggestion(4, { timeRemaining: 0, locked: true, chosen: 2 }),
        ]}
      />,
    );
    expect(screen.getAllByTestId('suggestion-state').map((el) => el.textContent)).toEqual([
      'Waiting for the student’s choice',
      'Options closed without a choice',
      'Options closed without a choice',
    ]);
    expect(screen.getByText(/Chosen by the student/)).toBeInTheDocument();
  });

  it('says it in Spanish too', () => {
    renderConsole(<ChatThread myUid={EXPERT} studentName="Ana" messages={[suggestion(1, { timeRemaining: 0, locked: true })]} />, 'es');
    expect(screen.getByTestId('suggestion-state')).toHaveTextContent('Opciones cerradas sin elección');
  });
});

describe('ChatThread system lines', () => {
  it('reads a system line in the console’s language (issue 17)', () => {
    const ended: Message = {
      mid: 9,
      qid: 7,
      body: 'Session ended',
      esBody: 'La sesión ha terminado',
      sender: { uid: 0 },
      created: 200,
      updated: 200,
      messageType: 'system',
    };
    const { unmount } = renderConsole(<ChatThread myUid={EXPERT} studentName="Ana" messages={[ended]} />, 'es');
    expect(screen.getByText('La sesión ha terminado')).toBeInTheDocument();
    unmount();
    renderConsole(<ChatThread myUid={EXPERT} studentName="Ana" messages={[ended]} />);
    expect(screen.getByText('Session ended')).toBeInTheDocument();
  });
});
