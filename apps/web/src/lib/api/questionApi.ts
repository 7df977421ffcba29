import {
  askConfigSchema,
  messageSchema,
  miscSettingSchema,
  okAnswerSchema,
  questionListSchema,
  questionSchema,
  ratingAnswerSchema,
  type AskConfig,
  type Message,
  type Question,
  type RatingReason,
  type RatingSubmission,
} from '@photostudy/contracts';
import { apiRequest } from './apiClient';

/** A session as the list shows it (the question without its messages). */
export type QuestionListItem = Omit<Question, 'messages'>;

/** `GET /api/ask-config`: canAsk, the open question, subjects, mindsets, languages, attachment limits. */
export function getAskConfig(signal?: AbortSignal): Promise<AskConfig> {
  return apiRequest('/ask-config', { schema: askConfigSchema, signal });
}

/** `POST /api/questions` (multipart: the ask payload fields plus an optional image or sheet file). */
export function askQuestion(form: FormData): Promise<Question> {
  return apiRequest('/questions', { method: 'POST', body: form, schema: questionSchema });
}

/** `GET /api/questions?page={n}`: the student's sessions, newest first, pages of 20 (page from 1). */
export async function listQuestions(page: number, signal?: AbortSignal): Promise<QuestionListItem[]> {
  return (await apiRequest('/questions', { query: { page }, schema: questionListSchema, signal })).questions;
}

/** `GET /api/questions?type=sample`: the sample sessions of the guide. */
export async function listSampleQuestions(signal?: AbortSignal): Promise<QuestionListItem[]> {
  return (await apiRequest('/questions', { query: { type: 'sample' }, schema: questionListSchema, signal })).questions;
}

/** `GET /api/questions/{qid}`: one session with its messages. */
export function getQuestion(qid: number, signal?: AbortSignal): Promise<Question> {
  return apiRequest(`/questions/${qid}`, { schema: questionSchema, signal });
}

/** `POST /api/questions/{qid}/messages`: sends a chat message; the client id makes a retry safe. */
export function sendMessage(qid: number, body: string, clientMessageId?: string): Promise<Message> {
  return apiRequest(`/questions/${qid}/messages`, { method: 'POST', body: { body, clientMessageId }, schema: messageSchema });
}

/** `POST /api/questions/{qid}/messages/{mid}/responses`: chooses one suggestion option. */
export function answerSuggestion(qid: number, mid: number, optionId: number): Promise<Message> {
  return apiRequest(`/questions/${qid}/messages/${mid}/responses`, { method: 'POST', body: { optionId }, schema: messageSchema });
}

/** `POST /api/questions/{qid}/idle-resets`: dismisses the idle warning. */
export async function resetIdle(qid: number, type: 'idle_warning' | 'warning_modal'): Promise<void> {
  await apiRequest(`/questions/${qid}/idle-resets`, { method: 'POST', body: { type }, schema: okAnswerSchema });
}

/** `POST /api/questions/{qid}/ends`: ends the session (or withdraws a question still waiting). */
export function endQuestion(qid: number): Promise<Question> {
  return apiRequest(`/questions/${qid}/ends`, { method: 'POST', schema: questionSchema });
}

/**
 * `POST /api/questions/{qid}/withdrawals`: withdraws a question still waiting for an expert (refunded); a session
 * the expert already started comes back unchanged, never ended (unlike {@link endQuestion}).
 */
export function withdrawQuestion(qid: number): Promise<Question> {
  return apiRequest(`/questions/${qid}/withdrawals`, { method: 'POST', schema: questionSchema });
}

/** `POST /api/questions/{qid}/flags`: flags the expert. */
export function flagQuestion(qid: number, reason?: string): Promise<Question> {
  return apiRequest(`/questions/${qid}/flags`, { method: 'POST', body: reason ? { reason } : {}, schema: questionSchema });
}

/** `POST /api/questions/{qid}/rates`: one stage of the rating; answers whether a free repost is offered. */
export function rateQuestion(qid: number, rating: RatingSubmission): Promise<{ canRepost: boolean }> {
  return apiRequest(`/questions/${qid}/rates`, { method: 'POST', body: rating, schema: ratingAnswerSchema });
}

/** `POST /api/questions/{qid}/reposts`: free repost in the same thread; answers the new question. */
export function repostQuestion(qid: number): Promise<Question> {
  return apiRequest(`/questions/${qid}/reposts`, { method: 'POST', body: { qid }, schema: questionSchema });
}

/** `GET /api/misc/setting`: the low-star rating reasons. */
export async function getRatingReasons(signal?: AbortSignal): Promise<RatingReason[]> {
  return (await apiRequest('/misc/setting', { schema: miscSettingSchema, signal })).lowStarRatingReasons;
}
