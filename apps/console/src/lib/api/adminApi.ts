import {
  adminExpertListSchema,
  adminExpertSchema,
  adminStudentDetailSchema,
  adminStudentListSchema,
  flaggedSessionListSchema,
  ledgerAdjustAnswerSchema,
  maintenanceStateSchema,
  moderationEventListSchema,
  presetAccountsAnswerSchema,
  questionSchema,
  type PresetAccountDraft,
} from '@photostudy/contracts';
import { apiRequest } from './apiClient';

export type {
  AdminExpert,
  AdminStudent,
  AdminStudentDetail,
  FlaggedSession,
  ModerationEvent,
  PresetAccountDraft,
} from '@photostudy/contracts';

/** The admin API (`/api/admin`), admins only; the thread of a flagged session is read through the student API as admin. */
export const adminApi = {
  experts: () => apiRequest('/admin/experts', { schema: adminExpertListSchema }),
  createExpert: (input: { email: string; name: string; password: string; subjectIds: number[] }) =>
    apiRequest('/admin/experts', { method: 'POST', body: input, schema: adminExpertSchema }),
  createAccounts: (accounts: PresetAccountDraft[]) =>
    apiRequest('/admin/preset-accounts', { method: 'POST', body: { accounts }, schema: presetAccountsAnswerSchema }),
  /** CSV text as uploaded (the server checks every row and creates all or none). */
  createAccountsFromCsv: (csv: string) =>
    apiRequest('/admin/preset-accounts', { method: 'POST', body: { csv }, schema: presetAccountsAnswerSchema }),
  findStudents: (query: string) => apiRequest('/admin/students', { query: { query }, schema: adminStudentListSchema }),
  student: (uid: number) => apiRequest(`/admin/students/${uid}`, { schema: adminStudentDetailSchema }),
  adjust: (uid: number, input: { kind: 'session' | 'writing'; amount: number; reason: string }) =>
    apiRequest(`/admin/students/${uid}/ledger`, { method: 'POST', body: input, schema: ledgerAdjustAnswerSchema }),
  maintenance: () => apiRequest('/admin/maintenance', { schema: maintenanceStateSchema }),
  setMaintenance: (on: boolean) => apiRequest('/admin/maintenance', { method: 'PUT', body: { on }, schema: maintenanceStateSchema }),
  flaggedSessions: () => apiRequest('/admin/flagged-sessions', { schema: flaggedSessionListSchema }),
  moderationEvents: () => apiRequest('/admin/moderation-events', { schema: moderationEventListSchema }),
  thread: (qid: number) => apiRequest(`/questions/${qid}`, { schema: questionSchema }),
};
