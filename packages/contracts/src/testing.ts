/** Fixtures for the tests of every package and app (wire shapes, as the server sends them). */
import type { QuestionListItemWire } from './schemas/engine';

/** A question waiting in the experts' queue, as `GET /api/expert/queue` lists it (wire shape). */
export function waitingQueueRow(qid: number, overrides: Partial<QuestionListItemWire> = {}): QuestionListItemWire {
  return {
    qid,
    tid: 1,
    title: 'Solve 2x + 3 = 7',
    subject_title: 'Algebra',
    state: 'connecting',
    answered: false,
    answer_point: 0,
    flagged: false,
    flag_reason: null,
    created: 1_700_000_000,
    updated: 1_700_000_000,
    author: { uid: 5, name: 'Ana', avatar: null },
    expert: null,
    expert_info: null,
    discussion: null,
    typing_message: null,
    previous_question_ids: [],
    allow_spreadsheet: false,
    is_sheet_ready: false,
    sheet_url: null,
    attachment_url: null,
    attachment_size: null,
    lang: 'en',
    meta_data: { mindset: { title: 'Explain it' } },
    end_reason: null,
    ...overrides,
  };
}
