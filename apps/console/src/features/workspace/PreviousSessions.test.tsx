import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message, Question } from '../../lib/api/expertApi';
import { renderConsole } from '../../testing/render';

const api = vi.hoisted(() => ({ previousSessions: vi.fn() }));
vi.mock('../../lib/api/expertApi', () => ({ expertApi: api }));

const { PreviousSessions, RepostNotice } = await import('./PreviousSessions');
const { QuestionFacts } = await import('../../components/QuestionFacts');

const STUDENT = 1;
const RATED_EXPERT = 5;

const message = (mid: number, sender: number, body: string): Message => ({
  mid,
  qid: 4,
  body,
  sender: { uid: sender },
  created: 100 + mid,
  updated: 100 + mid,
  messageType: 'text',
});

function question(over: Partial<Question>): Question {
  return {
    qid: 9,
    tid: 1,
    title: 'Solve $x^2=4$',
    subjectTitle: 'Algebra',
    state: 'connecting',
    answered: false,
    answerPoint: 0,
    flagged: false,
    flagReason: null,
    created: 50,
    updated: 50,
    author: { uid: STUDENT, name: 'Ana', avatar: null },
    expert: null,
    expertInfo: null,
    discussion: null,
    messages: [],
    previousQuestionIds: [],
    allowSpreadsheet: false,
    isSheetReady: false,
    sheetUrl: null,
    attachmentUrl: null,
    attachmentSize: null,
    lang: 'en',
    metaData: { mindset: { title: '' } },
    ...over,
  };
}

const repost = question({ isRepost: true, repostReason: 'The explanation was hard to follow', previousQuestionIds: [4] });
const previous = question({
  qid: 4,
  state: 'explained',
  expert: { uid: RATED_EXPERT, name: 'Eve', avatar: null },
  messages: [message(1, STUDENT, 'I do not get step 2'), message(2, RATED_EXPERT, 'Just use the formula.')],
});

beforeEach(() => {
  api.previousSessions.mockReset().mockResolvedValue({ questions: [previous] });
});

describe('a repost in the workspace', () => {
  it('is marked Repost with the reason the student gave', () => {
    renderConsole(
      <>
        <QuestionFacts question={repost} />
        <RepostNotice question={repost} />
      </>,
    );
    expect(screen.getByTestId('repost-badge')).toHaveTextContent('Repost');
    expect(screen.getByTestId('repost-notice')).toHaveTextContent('Repost: the student asked for a new expert');
    expect(screen.getByTestId('repost-notice')).toHaveTextContent('Their reason: The explanation was hard to follow');
  });

  it("shows the previous session collapsed above the chat, and its chat on demand with the previous expert's messages labelled", async () => {
    renderConsole(<PreviousSessions question={repost} studentName="Ana" />);
    expect(await screen.findByText('Previous session #4')).toBeInTheDocument();
    expect(api.previousSessions).toHaveBeenCalledWith(9);
    expect(screen.queryByText('Just use the formula.')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show chat' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByText('Just use the formula.')).toBeInTheDocument();
    expect(screen.getByText('I do not get step 2')).toBeInTheDocument();
    expect(screen.getByText('Previous expert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide chat' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks for nothing and shows nothing on a first question', async () => {
    const first = question({});
    renderConsole(
      <>
        <QuestionFacts question={first} />
        <RepostNotice question={first} />
        <PreviousSessions question={first} studentName="Ana" />
      </>,
    );
    await waitFor(() => expect(screen.queryByTestId('repost-badge')).toBeNull());
    expect(screen.queryByTestId('repost-notice')).toBeNull();
    expect(screen.queryByTestId('previous-sessions')).toBeNull();
    expect(api.previousSessions).not.toHaveBeenCalled();
  });
});
