import type { Question } from '@photostudy/contracts';
import { asQuestion, wireQuestion as baseWireQuestion } from '../../../testing/questionFixtures';

/** A wire (snake_case) question of the preset student, answered and ended, for the dialog tests. */
export function wireQuestion(overrides: Record<string, unknown> = {}) {
  return baseWireQuestion({
    qid: 41,
    title: 'Factor x^2 - 5x + 6',
    state: 'explained',
    updated: 1_700_000_600,
    expert: { uid: 9, name: 'Maya Chen', avatar: null },
    expert_info: null,
    discussion: { status: 'EXPIRED', duration: 1200, started: 1_700_000_060, flagged: false },
    meta_data: { mindset: { title: 'Explain step by step' } },
    ...overrides,
  });
}

/** The same question as the app holds it (camelCase). */
export function appQuestion(overrides: Partial<Question> = {}): Question {
  return { ...asQuestion(wireQuestion()), ...overrides };
}

/** The seeded low-star reasons (wire shape). */
export const WIRE_REASONS = [
  { id: 1, type: 'select', text: 'The explanation was hard to follow' },
  { id: 2, type: 'select', text: 'The expert took too long' },
  { id: 5, type: 'free_text', text: 'Other' },
  { id: 6, type: 'mail', text: 'Send us your feedback by email' },
];
