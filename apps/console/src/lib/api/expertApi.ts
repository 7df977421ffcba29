import {
  authAnswerSchema,
  clientConfigSchema,
  expertProfileAnswerSchema,
  expertQueueSchema,
  messageSchema,
  previousSessionsSchema,
  questionListSchema,
  questionSchema,
  statusBundleSchema,
  writingExpertProblemSchema,
  writingQueueSchema,
  type Question,
} from '@photostudy/contracts';
import { apiRequest } from './apiClient';

export type { Message, Question, WritingExpertProblem, WritingQueueItem } from '@photostudy/contracts';
/** A question row of the queue or the history (no messages). */
export type QuestionItem = Omit<Question, 'messages'>;

const q = (qid: number) => `/expert/questions/${qid}`;
const w = (id: number) => `/expert/writing/problems/${id}`;

/**
 * `POST /api/expert/writing/problems/{id}/deliveries` body: multipart with the `comment` field before the `file` part,
 * so a server that reads the fields sent ahead of the file sees the comment too.
 */
function deliveryForm(file: File, comment: string): FormData {
  const form = new FormData();
  form.append('comment', comment);
  form.append('file', file, file.name);
  return form;
}

/** The expert API of brief section 7, plus the login calls the console needs. */
export const expertApi = {
  /** Preset (email + password) login of experts and admins. */
  login: (email: string, password: string, deviceId: string) =>
    apiRequest('/preset-logins', { method: 'POST', body: { type: 'preset', deviceId, email, password }, schema: authAnswerSchema }),
  /** The account's status bundle (profile, name). */
  status: () => apiRequest('/status-updates', { schema: statusBundleSchema }),
  clientConfig: () => apiRequest('/client-config', { schema: clientConfigSchema }),
  /** My name and subjects (experts only; the queue holds only these subjects). */
  profile: () => apiRequest('/expert/profile', { schema: expertProfileAnswerSchema }),
  queue: () => apiRequest('/expert/queue', { schema: expertQueueSchema }),
  history: (page: number) => apiRequest('/expert/questions', { query: { page }, schema: questionListSchema }),
  question: (qid: number) => apiRequest(q(qid), { schema: questionSchema }),
  /** A repost's earlier sessions with their chat, oldest first (empty for a first question). */
  previousSessions: (qid: number) => apiRequest(`${q(qid)}/previous`, { schema: previousSessionsSchema }),
  claim: (qid: number) => apiRequest(`${q(qid)}/claims`, { method: 'POST', schema: questionSchema }),
  start: (qid: number) => apiRequest(`${q(qid)}/starts`, { method: 'POST', schema: questionSchema }),
  reject: (qid: number) => apiRequest(`${q(qid)}/rejects`, { method: 'POST' }),
  send: (qid: number, body: string, clientMessageId: string) =>
    apiRequest(`${q(qid)}/messages`, { method: 'POST', body: { body, clientMessageId }, schema: messageSchema }),
  edit: (qid: number, mid: number, body: string) =>
    apiRequest(`${q(qid)}/messages/${mid}`, { method: 'PUT', body: { body }, schema: messageSchema }),
  suggest: (qid: number, body: string, options: string[], timeRemaining: number) =>
    apiRequest(`${q(qid)}/suggestions`, {
      method: 'POST',
      body: { body, options: options.map((o) => ({ body: o })), timeRemaining },
      schema: messageSchema,
    }),
  flag: (qid: number, reason: string) => apiRequest(`${q(qid)}/flags`, { method: 'POST', body: { reason }, schema: questionSchema }),
  end: (qid: number) => apiRequest(`${q(qid)}/ends`, { method: 'POST', schema: questionSchema }),
  /** Writers only: the waiting Writing problems (oldest first) and the ones I hold. */
  writingQueue: () => apiRequest('/expert/writing/queue', { schema: writingQueueSchema }),
  /** A Writing problem with its document preview (html, text or link) and, once delivered, the review. */
  writingProblem: (id: number) => apiRequest(w(id), { schema: writingExpertProblemSchema }),
  /** First claim wins; the others get 409 QUESTION_TAKEN. */
  claimWriting: (id: number) => apiRequest(`${w(id)}/claims`, { method: 'POST', schema: writingExpertProblemSchema }),
  /** Delivers the reviewed docx and the summary comment; the student is emailed the review and the rating link. */
  deliverWriting: (id: number, file: File, comment: string) =>
    apiRequest(`${w(id)}/deliveries`, { method: 'POST', body: deliveryForm(file, comment), schema: writingExpertProblemSchema }),
};
