import { SHARED_SESSION_VIEW_WINDOW_S } from '@photostudy/contracts';

/** The code of the fixtures' shared session. */
export const SHARE_CODE = 'Zq3vK8pLm2Rt5xWb9yNc4d';
/** Its page. */
export const SHARE_PATH = `/sessions/${SHARE_CODE}`;
/** The endpoint the page loads. */
export const SHARE_ENDPOINT = `GET /api/misc/shared-sessions/${SHARE_CODE}`;

/** A wire (snake_case) solver: three steps of x^2 - 5x + 6 = 0 and the checked answer. */
export function wireSolver(overrides: Record<string, unknown> = {}) {
  return {
    ascii_math: 'x^2-5x+6=0',
    wolfram: null,
    latex: 'x^2-5x+6=0',
    steps: [
      { latex: '(x-2)(x-3)=0', explanation: 'Factor the left side.' },
      { latex: 'x-2=0 \\text{ or } x-3=0', explanation: 'A product is zero when one factor is zero.' },
      { latex: 'x=2 \\text{ or } x=3', explanation: 'Solve each equation.' },
    ],
    answer_latex: 'x=2,\\ x=3',
    declined: false,
    ...overrides,
  };
}

/** A wire (snake_case) shared session as a logged-in viewer first sees it: the full page and a 24-hour window. */
export function wireSharedSession(overrides: Record<string, unknown> = {}, serverTimeS = Math.floor(Date.now() / 1000)) {
  return {
    code: SHARE_CODE,
    status: 'NORMAL',
    viewer: 'viewer',
    preview: false,
    question: {
      title: 'Solve $x^2-5x+6=0$',
      subject_title: 'Algebra',
      lang: 'en',
      created: 1_700_000_000,
      attachment_url: null,
      expert_name: 'Maya Chen',
      messages: [
        { mid: 1, from: 'student', body: 'How do I solve this?', created: 1_700_000_010, attachment_url: null },
        { mid: 2, from: 'expert', body: 'Factor it: $(x-2)(x-3)=0$', created: 1_700_000_020, attachment_url: null },
        { mid: 3, from: 'expert', body: '', created: 1_700_000_030, attachment_url: 'https://files.test/work.png' },
        { mid: 4, from: 'system', body: 'The session has ended.', created: 1_700_000_040, attachment_url: null },
      ],
    },
    solver: wireSolver(),
    expired_time: serverTimeS + SHARED_SESSION_VIEW_WINDOW_S,
    server_time: serverTimeS,
    ...overrides,
  };
}

/** What a guest gets: the first two messages, the first step, no answer and no window. */
export function wireGuestPreview() {
  const full = wireSharedSession();
  return {
    ...full,
    viewer: 'guest',
    preview: true,
    question: { ...full.question, messages: full.question.messages.slice(0, 2) },
    solver: { ...full.solver, steps: full.solver.steps.slice(0, 1), answer_latex: null },
    expired_time: null,
  };
}

/** An EXPIRED answer: the title stays, the messages and steps are gone. */
export function wireExpiredSession() {
  const full = wireSharedSession();
  return {
    ...full,
    status: 'EXPIRED',
    question: { ...full.question, messages: [] },
    solver: { ...full.solver, steps: [], answer_latex: null },
  };
}
