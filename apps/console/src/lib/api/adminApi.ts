import {
  adminDataDeletionListSchema,
  adminErrorReportListSchema,
  adminExpertListSchema,
  adminExpertSchema,
  adminPackageListSchema,
  adminParentsOfferListSchema,
  adminParentsOfferSchema,
  adminPurchaseListSchema,
  adminReservationListSchema,
  adminStudentDetailSchema,
  adminStudentListSchema,
  adminWritingProblemListSchema,
  dataDeletionAnswerSchema,
  flaggedSessionListSchema,
  ledgerAdjustAnswerSchema,
  maintenanceStateSchema,
  moderationEventListSchema,
  presetAccountsAnswerSchema,
  purchaseRefundAnswerSchema,
  questionSchema,
  reservationImportAnswerSchema,
  type AdminPackage,
  type ERROR_REPORT_SOURCES,
  type PresetAccountDraft,
  type WritingQueueItem,
} from '@photostudy/contracts';
import { apiRequest } from './apiClient';

export type {
  AdminExpert,
  AdminPackage,
  AdminPurchase,
  AdminReservation,
  AdminStudent,
  AdminStudentDetail,
  AdminWritingProblem,
  FlaggedSession,
  ModerationEvent,
  PresetAccountDraft,
} from '@photostudy/contracts';

/** `POST /api/admin/packages` payload in camelCase (createPackageRequestSchema; the server picks the currency). */
export type NewPackage = Omit<AdminPackage, 'currency'>;
/** `PATCH /api/admin/packages/{product_id}` payload (updatePackageRequestSchema): only the fields that change. */
export type PackageChanges = Partial<Omit<NewPackage, 'productId'>>;

const packagePath = (productId: string) => `/admin/packages/${encodeURIComponent(productId)}`;

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
  /** Every package, active or not, in store order. */
  packages: () => apiRequest('/admin/packages', { schema: adminPackageListSchema }),
  /** The answer is not read: the screen reloads the list, the one source of the store order. */
  createPackage: (input: NewPackage) => apiRequest('/admin/packages', { method: 'POST', body: input }).then(() => undefined),
  updatePackage: (productId: string, changes: PackageChanges) =>
    apiRequest(packagePath(productId), { method: 'PATCH', body: changes }).then(() => undefined),
  /** Newest first, 20 a page; an empty query lists every purchase. */
  purchases: (query: string, page: number) =>
    apiRequest('/admin/purchases', { query: { query: query || undefined, page }, schema: adminPurchaseListSchema }),
  /** Refunds what is left of a purchase through the gateway and takes back the unused part of what it credited. */
  refundPurchase: (id: number) => apiRequest(`/admin/purchases/${id}/refunds`, { method: 'POST', schema: purchaseRefundAnswerSchema }),
  reservations: () => apiRequest('/admin/reservations', { schema: adminReservationListSchema }),
  /** CSV text with the header `order_number,product_id` (all rows imported or none). */
  importReservations: (csv: string) =>
    apiRequest('/admin/reservations', { method: 'POST', body: { csv }, schema: reservationImportAnswerSchema }),
  thread: (qid: number) => apiRequest(`/questions/${qid}`, { schema: questionSchema }),
  /** Writing problems, newest first, with writers, deadlines and ratings; every state without a filter. */
  writingProblems: (state?: WritingQueueItem['state']) =>
    apiRequest('/admin/writing-problems', { query: { state }, schema: adminWritingProblemListSchema }),
  /** Parents' offers, newest first, each with its link. */
  parentsOffers: () => apiRequest('/admin/parents-offers', { schema: adminParentsOfferListSchema }),
  /** Offers a student's parent free sessions; with a phone (10 digits), the link is texted to it. */
  createParentsOffer: (input: { uid: number; sessions: number; phone?: string }) =>
    apiRequest('/admin/parents-offers', { method: 'POST', body: input, schema: adminParentsOfferSchema }),
  /** Data-deletion requests, newest first; the account is named only while pending. */
  dataDeletionRequests: () => apiRequest('/admin/data-deletion-requests', { schema: adminDataDeletionListSchema }),
  /** Asks for a student's account to be erased for good (the durable erasure job follows). */
  requestDataDeletion: (uid: number) =>
    apiRequest('/admin/data-deletion-requests', { method: 'POST', body: { uid }, schema: dataDeletionAnswerSchema }),
  /** Stored error reports, newest first; every source without a filter. */
  errorReports: (source?: ErrorReportSource) =>
    apiRequest('/admin/error-reports', { query: { source }, schema: adminErrorReportListSchema }),
};

/** `POST /api/admin/purchases/{id}/refunds` answer: the purchase after the refund and what was taken back. */
export type PurchaseRefund = Awaited<ReturnType<typeof adminApi.refundPurchase>>;

/** One parents' offer of the admin list. */
export type AdminParentsOffer = Awaited<ReturnType<typeof adminApi.parentsOffers>>['offers'][number];
/** One data-deletion request of the admin list. */
export type AdminDataDeletionRequest = Awaited<ReturnType<typeof adminApi.dataDeletionRequests>>['requests'][number];
/** One stored error report of the admin list. */
export type AdminErrorReport = Awaited<ReturnType<typeof adminApi.errorReports>>['reports'][number];
/** Where an error report came from: the student app, the console, the server, or a browser's CSP violation report. */
export type ErrorReportSource = (typeof ERROR_REPORT_SOURCES)[number];
