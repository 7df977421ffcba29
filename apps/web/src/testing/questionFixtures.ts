import { toCamelDeep, type Message, type Question } from '@photostudy/contracts';

/** Student and expert uids of the fixtures. */
export const STUDENT_UID = 7;
export const EXPERT_UID = 42;

/** A wire (snake_case) message for tests. */
export function wireMessage(overrides: Record<string, unknown> = {}) {
  return {
    mid: 1,
    qid: 100,
    body: 'Hello',
    es_body: null,
    sender: { uid: EXPERT_UID },
    created: 1_700_000_000,
    updated: 1_700_000_000,
    attachment: null,
    attachment_url: null,
    message_type: 'text',
    suggestion: null,
    discussion_end_time: null,
    challenged_question_answered: false,
    option_id: null,
    student_discussion_message: false,
    edit_discussion_message: false,
    ...overrides,
  };
}

/** A wire (snake_case) question for tests: in progress with a started discussion unless overridden. */
export function wireQuestion(overrides: Record<string, unknown> = {}) {
  return {
    qid: 100,
    tid: 1,
    title: 'Solve $x^2=4$',
    subject_title: 'Algebra',
    state: 'in_progress',
    answered: true,
    answer_point: 0,
    flagged: false,
    flag_reason: null,
    created: 1_700_000_000,
    updated: 1_700_000_000,
    author: { uid: STUDENT_UID, name: 'Ana', avatar: null },
    expert: { uid: EXPERT_UID, name: 'Maria', avatar: null },
    expert_info: { expert_uid: EXPERT_UID, expert_name: 'Maria', expert_rating: 4.8, expert_info: 'Math teacher' },
    discussion: { status: 'STARTED', duration: 1200, started: Math.floor(Date.now() / 1000) - 60, flagged: false },
    messages: [],
    typing_message: null,
    previous_question_ids: [],
    allow_spreadsheet: false,
    is_sheet_ready: false,
    sheet_url: null,
    attachment_url: null,
    attachment_size: null,
    lang: 'en',
    meta_data: { mindset: { title: 'Just the answer' } },
    ...overrides,
  };
}

/** camelCase versions for component props. */
export const asQuestion = (wire: ReturnType<typeof wireQuestion>): Question => toCamelDeep(wire) as unknown as Question;
/** camelCase message. */
export const asMessage = (wire: ReturnType<typeof wireMessage>): Message => toCamelDeep(wire) as unknown as Message;
