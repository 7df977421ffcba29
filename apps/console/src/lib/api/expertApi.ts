import {
  authAnswerSchema,
  clientConfigSchema,
  expertProfileAnswerSchema,
  expertQueueSchema,
  messageSchema,
  questionListSchema,
  questionSchema,
  statusBundleSchema,
  type Question,
} from '@photostudy/contracts';
import { apiRequest } from './apiClient';

export type { Message, Question } from '@photostudy/contracts';
/** A question row of the queue or the history (no messages). */
export type QuestionItem = Omit<Question, 'messages'>;

const q = (qid: number) => `/expert/questions/${qid}`;

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
};
