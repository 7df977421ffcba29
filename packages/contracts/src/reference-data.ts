/** Fixed reference data of the spec: grades, subjects, languages, mindsets, list labels. */

import { WRITING_SUBJECT } from './schemas/writing';

/** Grade options, in the spec's order. */
export const GRADE_OPTIONS = [
  { value: 13, label: 'College and Higher' },
  { value: 12, label: 'High School 12th' },
  { value: 11, label: 'High School 11th' },
  { value: 10, label: 'High School 9th/10th' },
  { value: -1, label: '6th/7th/8th or Other' },
] as const;

/** Subject groups: STEM and Business share the session balance; Writing is separate. */
export const SUBJECT_GROUPS = ['stem', 'business'] as const;

/** The spec's subjects, with the ids the seed gives them. */
export const SUBJECTS = [
  { tid: 1, title: 'Algebra', subjectGroup: 'stem', allowSpreadsheet: false },
  { tid: 2, title: 'Calculus', subjectGroup: 'stem', allowSpreadsheet: false },
  { tid: 3, title: 'Trigonometry', subjectGroup: 'stem', allowSpreadsheet: false },
  { tid: 4, title: 'Geometry', subjectGroup: 'stem', allowSpreadsheet: false },
  { tid: 5, title: 'Chemistry', subjectGroup: 'stem', allowSpreadsheet: false },
  { tid: 6, title: 'Physics', subjectGroup: 'stem', allowSpreadsheet: false },
  { tid: 7, title: 'SAT', subjectGroup: 'stem', allowSpreadsheet: false },
  { tid: 8, title: 'Business', subjectGroup: 'business', allowSpreadsheet: false },
  { tid: 9, title: 'Accounting', subjectGroup: 'business', allowSpreadsheet: true },
  { tid: 10, title: 'Finance', subjectGroup: 'business', allowSpreadsheet: true },
] as const;

/** Subjects shown as tiles on the landing page. */
export const LANDING_SUBJECT_TILES = ['Algebra', 'Geometry', 'Trigonometry', 'Calculus', 'Chemistry', 'Physics'] as const;

/** Languages a question can be asked in and the app is translated to. */
export const LANGUAGES = [
  { code: 'en', title: 'English' },
  { code: 'es', title: 'Español' },
] as const;

/** A language code. */
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** Mindsets a student picks when asking (the spec names the field, not the values; chosen). */
export const MINDSETS = [
  { id: 1, title: 'I want to understand the concept', type: 'concept' },
  { id: 2, title: 'I want to check my answer', type: 'check' },
  { id: 3, title: 'I am stuck on a step', type: 'stuck' },
  { id: 4, title: 'I am preparing for a test', type: 'test_prep' },
] as const;

/** Feature strings of the status bundle and the client flags they map to. */
export const FEATURES = {
  STEM_SUBJECT: 'stem-subject',
  ENGLISH_SUBJECT: 'english-subject',
  TRIO_PROGRAM: 'trio_program',
  SHARED_SESSION_POOL: 'shared_session_pool',
} as const;

/** Question connection states as stored and sent. */
export const QUESTION_STATES = ['connecting', 'in_progress', 'explained', 'dead'] as const;

/** Discussion statuses. */
export const DISCUSSION_STATUSES = ['STARTED', 'EXPIRED'] as const;

/** Why a session ended. */
export const END_REASONS = ['student_end', 'student_flag', 'idle_timeout', 'expired', 'expert_end', 'expert_flag'] as const;

/** Auth types of the login and auth answers. */
export const AUTH_TYPES = ['facebook', 'apple', 'google', 'email', 'phone', 'preset', 'asu'] as const;

/** Account roles. */
export const ROLES = ['student', 'expert', 'admin'] as const;
/** An account role. */
export type Role = (typeof ROLES)[number];

/** Server-driven modal actions and in-app actions (spec 000 section 4). */
export const IN_APP_ACTIONS = ['open_store', 'ask', 'ask_stem', 'ask_writing', 'logout'] as const;

/** Out-of-balance modal action that opens the store. */
export const OPEN_ASK_FLOW_STORE = 'OPEN_ASK_FLOW_STORE';

/**
 * The key of a subject's name in `CATALOG_NAMES`: the id of a reference subject (the Writing one
 * included) that the catalogue still names as the reference data does. Null for a subject an operator added or
 * renamed, which keeps the server's title. Without an id (a list of titles), the reference title alone finds it.
 */
export function subjectNameKey(subject: { tid?: number; title: string }): string | null {
  const known = [...SUBJECTS, WRITING_SUBJECT].find(
    (s) => (subject.tid === undefined || s.tid === subject.tid) && s.title === subject.title,
  );
  return known ? String(known.tid) : null;
}

/**
 * The key of a mindset's name in `CATALOG_NAMES`: the type of a reference mindset the catalogue
 * still names as the reference data does, or null (the server's title is shown). Questions carry the title only.
 */
export function mindsetNameKey(mindset: { type?: string; title: string }): string | null {
  const known = MINDSETS.find((m) => (mindset.type === undefined || m.type === mindset.type) && m.title === mindset.title);
  return known ? known.type : null;
}
