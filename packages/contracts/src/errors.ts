import { z } from 'zod';

/**
 * The one error catalogue shared by server and clients: the spec's numeric codes (both section 8s),
 * its named codes, and our own names where the spec has none. `status` is the HTTP status the
 * server answers with; `title`/`message` are the exact English texts (translations live in the apps).
 */
export const ERRORS = {
  // --- spec numeric codes ---
  OUT_OF_BALANCE: {
    code: 30400,
    status: 402,
    title: 'Out of sessions',
    message: 'You have no sessions left. Visit the store to get more.',
  },
  FORCE_LOGOUT: { code: 30401, status: 401, title: 'Logged out', message: 'You have been logged out. Please log in again.' },
  OUT_OF_BALANCE_COPPA: {
    code: 30402,
    status: 402,
    title: 'Out of sessions',
    message: 'You have no sessions left. Please ask your administrator for more.',
  },
  OPEN_QUESTION_EXISTS: {
    code: 400,
    status: 400,
    title: 'Ongoing session',
    message: 'You can only post one STEM or one Business problem at a time.',
  },
  INVALID_SHARED_SESSION: { code: 1, status: 404, title: 'Sorry! This link is invalid!', message: 'Sorry! This link is invalid!' },
  NOT_SUPPORTED_PAYMENT_METHOD: {
    code: 40400,
    status: 400,
    title: 'Not Supported Payment Method',
    message: 'Your mobile payment method is not available and you need to choose a new method.',
  },
  INVALID_PAYMENT_METHOD: {
    code: 40401,
    status: 400,
    title: 'Invalid Payment Method',
    message: 'Please try again with a different method.',
  },
  TRANSACTION_FAILED: { code: 40402, status: 402, title: 'Transaction Failed', message: 'Transaction Failed' },
  NO_PAYMENT_METHOD: { code: 40403, status: 404, title: 'No payment method', message: 'No payment method on file.' },
  // --- spec named codes ---
  INSUFFICIENT_BALANCE: { code: 'INSUFFICIENT_BALANCE', status: 402, title: 'Out of sessions', message: 'Insufficient balance.' },
  INVALID_PARAM: { code: 'INVALID_PARAM', status: 400, title: 'Error', message: 'Invalid parameter.' },
  APPLICATION_ERROR: { code: 'APPLICATION_ERROR', status: 500, title: 'Error', message: 'Something went wrong.' },
  SESSION_IN_PROGRESS: {
    code: 'SESSION_IN_PROGRESS',
    status: 409,
    title: 'Ongoing session',
    message:
      'Please wait until your current problem is ready before submitting another one. You can only submit one Writing and one STEM problem at a time.',
  },
  WRITING_IN_PROGRESS: {
    code: 'SESSION_IN_PROGRESS',
    status: 409,
    title: 'Ongoing session',
    message:
      'You can only post one Writing problem at a time. Please wait for the expert to review your submission before submitting a new one.',
  },
  WEEKLY_LIMITATION: {
    code: 'WEEKLY_LIMITATION',
    status: 429,
    title: 'Weekly limit reached',
    message:
      "Oops! You've reached your weekly limit for Writing problems. You can continue to submit problems for other available subjects.",
  },
  MONTHLY_LIMITATION: { code: 'MONTHLY_LIMITATION', status: 429, title: 'Monthly limit reached', message: 'Monthly limit reached' },
  PRIVACY_SETTINGS_INCORRECT: {
    code: 'PRIVACY_SETTINGS_INCORRECT',
    status: 400,
    title: 'Error',
    message: 'Your privacy settings do not allow this.',
  },
  INVALID_DESCRIPTION_LENGTH: {
    code: 'INVALID_DESCRIPTION_LENGTH',
    status: 400,
    title: 'Error',
    message: 'The description is too short or too long.',
  },
  INVALID_DESCRIPTION_CONTENT: {
    code: 'INVALID_DESCRIPTION_CONTENT',
    status: 400,
    title: 'Error',
    message: 'The description cannot be accepted.',
  },
  FAILED_TRANSACTION: { code: 'FAILED_TRANSACTION', status: 402, title: 'Transaction Failed', message: 'Transaction Failed' },
  // --- our own names ---
  VALIDATION_FAILED: { code: 'VALIDATION_FAILED', status: 400, title: 'Error', message: 'Some fields are invalid.' },
  UNAUTHORIZED: { code: 'UNAUTHORIZED', status: 401, title: 'Error', message: 'Please log in.' },
  FORBIDDEN: { code: 'FORBIDDEN', status: 403, title: 'Error', message: 'You are not allowed to do this.' },
  NOT_FOUND: { code: 'NOT_FOUND', status: 404, title: 'Oops!', message: 'Not found.' },
  SESSION_NOT_FOUND: { code: 'SESSION_NOT_FOUND', status: 404, title: 'Oops!', message: 'Session not found' },
  QUESTION_TAKEN: { code: 'QUESTION_TAKEN', status: 409, title: 'Too late', message: 'Another expert claimed this question first.' },
  REPOST_FOR_ANOTHER_EXPERT: {
    code: 'REPOST_FOR_ANOTHER_EXPERT',
    status: 409,
    title: 'For another expert',
    message: 'The student asked for a new expert: this repost goes to someone else.',
  },
  CONFLICT: { code: 'CONFLICT', status: 409, title: 'Error', message: 'This action conflicts with the current state.' },
  ALREADY_RATED: { code: 'ALREADY_RATED', status: 409, title: 'Error', message: 'Question is already rated!' },
  RATE_LIMITED: { code: 'RATE_LIMITED', status: 429, title: 'Error', message: 'Too many attempts. Please wait and try again.' },
  PAYLOAD_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    status: 413,
    title: 'Error',
    message: 'The attached file size is too large and cannot be uploaded.',
  },
  UNSUPPORTED_FILE_TYPE: { code: 'UNSUPPORTED_FILE_TYPE', status: 415, title: 'Error', message: 'Your file type is not supported...' },
  // Refusals of the HTTP layer itself (the router, Node's parser): the catalogue answers them too.
  URI_TOO_LONG: { code: 'URI_TOO_LONG', status: 414, title: 'Error', message: 'The address is too long.' },
  HEADERS_TOO_LARGE: { code: 'HEADERS_TOO_LARGE', status: 431, title: 'Error', message: 'The request headers are too large.' },
  REQUEST_TIMEOUT: {
    code: 'REQUEST_TIMEOUT',
    status: 408,
    title: 'Error',
    message: 'The request took too long to arrive. Please try again.',
  },
  CAPTCHA_INVALID: { code: 'CAPTCHA_INVALID', status: 400, title: 'Error', message: 'The CAPTCHA is invalid. Please try again!' },
  INVALID_CODE: { code: 'INVALID_CODE', status: 400, title: 'Error', message: 'The code is incorrect. Please try again.' },
  CODE_EXPIRED: { code: 'CODE_EXPIRED', status: 400, title: 'Error', message: 'The code has expired. Please request a new one.' },
  INVALID_CREDENTIALS: {
    code: 'INVALID_CREDENTIALS',
    status: 401,
    title: 'Error',
    message: 'The email, User ID or password is incorrect.',
  },
  PASSWORD_TOO_SHORT: { code: 'PASSWORD_TOO_SHORT', status: 400, title: 'Error', message: 'Oops! Password must be at least 8 characters.' },
  INVALID_EXPIRED_LINK: { code: 'INVALID_EXPIRED_LINK', status: 400, title: 'Error', message: 'Oops! this link is expired or invalid' },
  INVALID_REFRESH_TOKEN: {
    code: 'INVALID_REFRESH_TOKEN',
    status: 401,
    title: 'Error',
    message: 'Your session has ended. Please log in again.',
  },
  PROVIDER_DISABLED: { code: 'PROVIDER_DISABLED', status: 400, title: 'Error', message: 'This sign-in option is not available.' },
  CHANNEL_FORBIDDEN: { code: 'CHANNEL_FORBIDDEN', status: 403, title: 'Error', message: 'You may not join this channel.' },
  MAINTENANCE: { code: 'MAINTENANCE', status: 503, title: 'Maintenance Time', message: 'Be patient! We will come back ASAP' },
  EMAIL_TAKEN: { code: 'EMAIL_TAKEN', status: 409, title: 'Error', message: 'An account with this email already exists.' },
  BALANCE_TOO_LOW: { code: 'BALANCE_TOO_LOW', status: 409, title: 'Error', message: 'The balance cannot go below zero.' },
  UNKNOWN_SUBJECT: { code: 'UNKNOWN_SUBJECT', status: 400, title: 'Error', message: 'Unknown subject.' },
  INVALID_SOCIAL_TOKEN: {
    code: 'INVALID_SOCIAL_TOKEN',
    status: 400,
    title: 'Error',
    message: 'We could not sign you in with this provider. Please try again.',
  },
  PARTNER_SIGN_ON_FAILED: {
    code: 'PARTNER_SIGN_ON_FAILED',
    status: 400,
    title: 'Error',
    message: 'We could not sign you in with your organization. Please try again.',
  },
  PARTNER_SIGN_ON_EXPIRED: {
    code: 'PARTNER_SIGN_ON_EXPIRED',
    status: 400,
    title: 'Error',
    message: 'This sign-in attempt has expired or was already used. Please try again.',
  },
  PARTNER_SIGN_ON_DENIED: {
    code: 'PARTNER_SIGN_ON_DENIED',
    status: 400,
    title: 'Error',
    message: 'Sign-in was cancelled at your organization. Please try again.',
  },
  PARTNER_ACCOUNT_CONFLICT: {
    code: 'PARTNER_ACCOUNT_CONFLICT',
    status: 409,
    title: 'Error',
    message: 'An account with this email already exists. Please sign in with your email or preset account.',
  },
  UNKNOWN_PACKAGE: { code: 'UNKNOWN_PACKAGE', status: 404, title: 'Error', message: 'This package is not available.' },
  PURCHASE_NOT_ALLOWED: {
    code: 'PURCHASE_NOT_ALLOWED',
    status: 403,
    title: 'Error',
    message: 'Purchases are not available for this account.',
  },
  IDEMPOTENCY_KEY_INVALID: {
    code: 'IDEMPOTENCY_KEY_INVALID',
    status: 400,
    title: 'Error',
    message: 'A purchase needs an Idempotency-Key header of 8 to 128 letters, digits, dashes or underscores.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    code: 'IDEMPOTENCY_KEY_REUSED',
    status: 422,
    title: 'Error',
    message: 'This Idempotency-Key was already used for a different purchase.',
  },
  NO_SUBSCRIPTION: { code: 'NO_SUBSCRIPTION', status: 404, title: 'Error', message: 'You have no subscription.' },
  RESERVATION_NOT_FOUND: {
    code: 'RESERVATION_NOT_FOUND',
    status: 404,
    title: 'Error',
    message: 'We could not find this order number. Please check it and try again.',
  },
  RESERVATION_ALREADY_CLAIMED: {
    code: 'RESERVATION_ALREADY_CLAIMED',
    status: 409,
    title: 'Error',
    message: 'This order number has already been redeemed.',
  },
  RESERVATION_EXISTS: { code: 'RESERVATION_EXISTS', status: 409, title: 'Error', message: 'This order number is already imported.' },
  PACKAGE_EXISTS: { code: 'PACKAGE_EXISTS', status: 409, title: 'Error', message: 'A package with this product id already exists.' },
  PURCHASE_NOT_REFUNDABLE: {
    code: 'PURCHASE_NOT_REFUNDABLE',
    status: 409,
    title: 'Error',
    message: 'This purchase has already been refunded.',
  },
  REFUND_FAILED: { code: 'REFUND_FAILED', status: 502, title: 'Error', message: 'The payment gateway refused the refund.' },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    code: 'PAYMENT_GATEWAY_UNAVAILABLE',
    status: 503,
    title: 'Error',
    message: 'Unknown error occurred. Please refresh the page.',
  },
  WRITING_FILE_TOO_LARGE: {
    code: 'WRITING_FILE_TOO_LARGE',
    status: 413,
    title: 'Error',
    message: 'The attached file is too large and cannot be uploaded. Maximum file size is 10MB.',
  },
  WRITING_FILE_TYPE: {
    code: 'WRITING_FILE_TYPE',
    status: 415,
    title: 'Error',
    message: 'Please use one of following file types: doc, docx.',
  },
  INVALID_GOOGLE_DOCS_LINK: { code: 'INVALID_GOOGLE_DOCS_LINK', status: 400, title: 'Error', message: 'Invalid Google Docs link.' },
  INVALID_EMAIL: { code: 'INVALID_EMAIL', status: 400, title: 'Error', message: 'Invalid email. Please try again.' },
  WRITING_DOCUMENT_REQUIRED: {
    code: 'WRITING_DOCUMENT_REQUIRED',
    status: 400,
    title: 'Error',
    message: 'Attach a doc or docx file, or give a Google Docs link.',
  },
  WRITING_RATING_LINK_INVALID: {
    code: 'WRITING_RATING_LINK_INVALID',
    status: 404,
    title: 'Error',
    message: 'This rating link is invalid or has expired.',
  },
  INVALID_PHONE: {
    code: 'INVALID_PHONE',
    status: 400,
    title: 'Error',
    message: 'You have entered an invalid phone number. Please try again.',
  },
  QUESTION_NOT_SHAREABLE: {
    code: 'QUESTION_NOT_SHAREABLE',
    status: 409,
    title: 'Error',
    message: 'Only a finished session can be shared.',
  },
  SHARED_SESSION_NOT_AVAILABLE: {
    code: 'SHARED_SESSION_NOT_AVAILABLE',
    status: 403,
    title: 'Error',
    message: 'Shared sessions are not available on this account.',
  },
  PARENTS_OFFER_NOT_FOUND: { code: 'PARENTS_OFFER_NOT_FOUND', status: 404, title: 'Oops!', message: 'This offer does not exist.' },
  PARENTS_OFFER_ANSWERED: {
    code: 'PARENTS_OFFER_ANSWERED',
    status: 409,
    title: 'Error',
    message: 'This offer has already been answered.',
  },
  NOT_AVAILABLE_FOR_ACCOUNT: {
    code: 'NOT_AVAILABLE_FOR_ACCOUNT',
    status: 403,
    title: 'Error',
    message: 'This is not available for your account.',
  },
  IMAGE_TOO_SMALL: { code: 'IMAGE_TOO_SMALL', status: 400, title: 'Error', message: 'The image must be at least 40 x 40 pixels.' },
  DATA_DELETION_NOT_FOUND: {
    code: 'DATA_DELETION_NOT_FOUND',
    status: 404,
    title: 'Oops!',
    message: 'This data deletion request does not exist.',
  },
  ACCOUNT_DELETION_PENDING: {
    code: 'ACCOUNT_DELETION_PENDING',
    status: 403,
    title: 'Error',
    message: 'This account is being deleted.',
  },
  INVALID_SIGNED_REQUEST: { code: 'INVALID_SIGNED_REQUEST', status: 400, title: 'Error', message: 'The signed request is invalid.' },
  SHEET_NOT_FOUND: { code: 'SHEET_NOT_FOUND', status: 404, title: 'Error', message: 'This session has no spreadsheet.' },
  SHEET_UNREADABLE: {
    code: 'SHEET_UNREADABLE',
    status: 400,
    title: 'Error',
    message: 'This Excel file could not be opened. Please check the file and try again.',
  },
  SHEET_TOO_LARGE: {
    code: 'SHEET_TOO_LARGE',
    status: 413,
    title: 'Error',
    message: 'This workbook is too large to open in a session.',
  },
  SHEET_READ_ONLY: {
    code: 'SHEET_READ_ONLY',
    status: 409,
    title: 'Error',
    message: 'The spreadsheet can only be edited while the session runs.',
  },
} as const;

/** A catalogue entry's name. */
export type ErrorName = keyof typeof ERRORS;

/** Client-side texts of the spec's error handling (section 8 of both files). */
export const ERROR_TEXTS = {
  GENERAL: 'Something went wrong.',
  PURCHASE_ERROR_TITLE: 'Error',
  PURCHASE_ERROR_BODY: 'An error has occurred during processing. Please try again.',
  PURCHASE_SUCCESS_TITLE: 'Thank you',
  PURCHASE_SUCCESS_BODY: 'Thank you for your purchase!',
  PAYMENT_PROVIDER: 'Unknown error occurred. Please refresh the page.',
  CAPTCHA_INVALID: 'The CAPTCHA is invalid. Please try again!',
  CAPTCHA_RETRY: 'Something went wrong. Please click here to retry.',
  TRANSACTION_FAILED_HELP: 'NEED HELP',
  TRANSACTION_FAILED_CANCEL: 'Cancel',
  REALTIME_AUTH: 'Error calling auth endpoint',
  SESSION_NOT_FOUND_TITLE: 'Oops!',
  SESSION_NOT_FOUND_BODY: 'Session not found',
  ALREADY_RATED: 'Question is already rated!',
  ONGOING_STEM: 'You can only post one STEM or one Business problem at a time.',
  ONGOING_WRITING:
    'You can only post one Writing problem at a time. Please wait for the expert to review your submission before submitting a new one.',
  ONGOING_ANY:
    'Please wait until your current problem is ready before submitting another one. You can only submit one Writing and one STEM problem at a time.',
} as const;

/** The body of every non-2xx answer: a catalogued code, a message and the extras the spec's modals need. */
export const errorBodySchema = z
  .object({
    code: z.union([z.number().int(), z.string()]),
    message: z.string(),
    title: z.string().optional(),
    body: z.string().optional(),
    action: z.string().optional(),
    action_text: z.string().optional(),
    open_question_ids: z.array(z.number().int()).optional(),
    fields: z.record(z.string(), z.string()).optional(),
    maintenance: z.boolean().optional(),
  })
  .loose();
/** Wire shape of an error body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Finds the catalogue entry for a wire code (first match; several names may share a spec code). */
export function errorByCode(code: number | string): (typeof ERRORS)[ErrorName] | undefined {
  return Object.values(ERRORS).find((entry) => entry.code === code);
}

/** Name of the catalogue entry for a wire code. */
export function errorNameByCode(code: number | string): ErrorName | undefined {
  return (Object.keys(ERRORS) as ErrorName[]).find((name) => ERRORS[name].code === code);
}
