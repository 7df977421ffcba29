import type { Question } from '@photostudy/contracts';

/** A wire (snake_case) question of the preset student, answered and ended, for the dialog tests. */
export function wireQuestion(overrides: Record<string, unknown> = {}) {
  return {
    qid: 41,
    tid: 1,
    title: 'Factor x^2 - 5x + 6',
    subject_title: 'Algebra',
    state: 'explained',
    answered: true,
    answer_point: 0,
    flagged: false,
    flag_reason: null,
    created: 1_700_000_000,
    updated: 1_700_000_600,
    author: { uid: 7, name: 'Ana', avatar: null },
    expert: { uid: 9, name: 'Maya Chen', avatar: null },
    expert_info: null,
    discussion: { status: 'EXPIRED', duration: 1200, started: 1_700_000_060, flagged: false },
    messages: [],
    typing_message: null,
    previous_question_ids: [],
    allow_spreadsheet: false,
    is_sheet_ready: false,
    sheet_url: null,
    attachment_url: null,
    attachment_size: null,
    lang: 'en',
    meta_data: { mindset: { title: 'Explain step by step' } },
    ...overrides,
  };
}

/** The same question as the app holds it (camelCase). */
export function appQuestion(overrides: Partial<Question> = {}): Question {
  return {
    qid: 41,
    tid: 1,
    title: 'Factor x^2 - 5x + 6',
    subjectTitle: 'Algebra',
    state: 'explained',
    answered: true,
    answerPoint: 0,
    flagged: false,
    flagReason: null,
    created: 1_700_000_000,
    updated: 1_700_000_600,
    author: { uid: 7, name: 'Ana', avatar: null },
    expert: { uid: 9, name: 'Maya Chen', avatar: null },
    expertInfo: null,
    discussion: { status: 'EXPIRED', duration: 1200, started: 1_700_000_060, flagged: false },
    messages: [],
    typingMessage: null,
    previousQuestionIds: [],
    allowSpreadsheet: false,
    isSheetReady: false,
    sheetUrl: null,
    attachmentUrl: null,
    attachmentSize: null,
    lang: 'en',
    metaData: { mindset: { title: 'Explain step by step' } },
    ...overrides,
  };
}

/** The seeded low-star reasons (wire shape). */
export const WIRE_REASONS = [
  { id: 1, type: 'select', text: 'The explanation was hard to follow' },
  { id: 2, type: 'select', text: 'The expert took too long' },
  { id: 5, type: 'free_text', text: 'Other' },
  { id: 6, type: 'mail', text: 'Send us your feedback by email' },
];
