/**
 * Business constants of both spec files (section 9) and the brief, each carrying its unit.
 * Values the spec leaves open are chosen here and explained in docs/ARCHITECTURE.md.
 */

// --- Accounts and tokens (spec 000 section 9, brief section 3) ---
/** Refresh the access token when it expires within this many seconds (development). */
export const TOKEN_REFRESH_THRESHOLD_DEV_S = 60;
/** Refresh the access token when it expires within this many seconds (production). */
export const TOKEN_REFRESH_THRESHOLD_PROD_S = 300;
/** Status refresh interval in development (the spec's fast value). */
export const STATUS_REFRESH_INTERVAL_DEV_S = 10;
/** Status refresh interval by default; production may override it through client-config. */
export const STATUS_REFRESH_INTERVAL_S = 120;
/** Lifetime of an access token (JWT). Chosen: 15 minutes. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
/** Lifetime of a refresh token family without use. Chosen: 30 days. */
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;
/** Password-recovery links stay valid 24 hours. */
export const PASSWORD_RECOVERY_LINK_TTL_S = 24 * 3600;
/** Minimum password length. */
export const PASSWORD_MIN_LENGTH_CHARS = 8;
/** Digits of an emailed verification code. */
export const VERIFICATION_CODE_LENGTH_DIGITS = 6;
/** A verification code expires after 10 minutes. */
export const VERIFICATION_CODE_TTL_S = 10 * 60;
/** A verification code dies after this many wrong tries. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** A new code is not sent to the same address more often than this. */
export const VERIFICATION_CODE_RESEND_THROTTLE_S = 60;

// --- Shared pages ---

// --- Rating ---
/** Lowest star rating. */
export const RATING_MIN_POINT = 1;
/** Highest star rating. */
export const RATING_MAX_POINT = 5;
/** Scores at or below this need a reason; above it the reason is cleared. */
export const RATING_REASON_REQUIRED_MAX_POINT = 2;
/** Other-feedback free text maximum. */
export const OTHER_FEEDBACK_MAX_CHARS = 500;

// --- Files and images ---
/** File size limit for images, sheets and writing documents (10 MB). */
export const FILE_SIZE_LIMIT_BYTES = 10 * 1024 * 1024;
/** File size limit in megabytes, for messages. */
export const FILE_SIZE_LIMIT_MB = 10;
/** Image dimension lower bound from the spec. */
export const IMAGE_MIN_DIMENSION_PX = 40;
/** Cropper zoom slider range. */
export const CROPPER_ZOOM_MIN = 0;
/** Cropper zoom slider range. */
export const CROPPER_ZOOM_MAX = 100;
/** Image editing adds this border. */
export const IMAGE_BORDER_PX = 8;
/** Allowed image file extensions (avatar and question images). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** Allowed spreadsheet extensions. */
export const SHEET_EXTENSIONS = ['xls', 'xlsx'] as const;
/** Google Sheets links must begin with this. */
export const GOOGLE_SHEETS_URL_PREFIX = 'https://docs.google.com/spreadsheets/d/';
/** A workbook opened in a session holds at most this many non-empty cells over all its sheets (chosen). */
export const SHEET_MAX_CELLS = 200_000;
/** A workbook opened in a session has at most this many sheets (chosen). */
export const SHEET_MAX_SHEETS = 20;
/** One batch of spreadsheet operations: at most this many operations (chosen; a paste of a large range is one batch). */
export const SHEET_OPS_PER_BATCH_MAX = 2_000;
/** One batch of spreadsheet operations: at most this many characters of JSON (chosen). */
export const SHEET_OPS_BATCH_MAX_CHARS = 512 * 1024;
/** A realtime `sheetOperationsAdded` carries its operations inline up to this many characters; above, clients fetch them. */
export const SHEET_OPS_INLINE_MAX_CHARS = 8 * 1024;
/** Allowed Writing document extensions (checked by content on the server). */
export const WRITING_EXTENSIONS = ['doc', 'docx'] as const;
/** Google Docs links must begin with this. */
export const GOOGLE_DOCS_URL_PREFIX = 'https://docs.google.com/document/d/';

// --- Writing ---
/** Writing description maximum; input is truncated to it. */
export const WRITING_DESCRIPTION_MAX_CHARS = 225;
/** Writing reviews are promised within 48 hours. */
export const WRITING_RESPONSE_PROMISE_H = 48;
/** Writing problems a student may submit in a week (Monday 00:00 UTC to the next); `WRITING_WEEKLY_LIMIT` overrides. */
export const WRITING_WEEKLY_LIMIT = 3;
/** Writing problems a student may submit in a calendar month (UTC); `WRITING_MONTHLY_LIMIT` overrides. */
export const WRITING_MONTHLY_LIMIT = 10;
/** How long the emailed rating link of a delivered review stays valid. */
export const WRITING_RATING_TOKEN_TTL_DAYS = 30;

// --- Lists and loaders ---
/** Session list page size; fewer items than this means no more pages. */
export const SESSION_LIST_PAGE_SIZE = 20;
/** The most questions `GET /api/expert/queue` lists (the oldest waiting); the console keeps its queue to the same. */
export const EXPERT_QUEUE_LIMIT = 100;
/** Infinite scroll loads the next page at this scrolled fraction. */
export const INFINITE_SCROLL_THRESHOLD_RATIO = 0.9;
/** Rows of the admin area's lists (student lookup, flags, moderation events, ledger). */
export const ADMIN_LIST_LIMIT = 100;
/** The most sessions or credits one admin ledger change may grant or remove. */
export const ADMIN_LEDGER_ADJUST_MAX = 1000;
/** Loader animation duration. */
export const LOADER_DURATION_MS = 700;

// --- Partner sign-on popup ---
/** Partner sign-on popup width. */
export const SSO_POPUP_WIDTH_PX = 600;
/** Partner sign-on popup height. */
export const SSO_POPUP_HEIGHT_PX = 400;
/** The popup is polled this often until closed or redirected. */
export const SSO_POPUP_POLL_MS = 400;
/** How long a partner sign-on attempt (its state, nonce and PKCE verifier) stays usable. */
export const SSO_STATE_TTL_S = 600;
/** The window name of the partner sign-on popup (its /asu-auth page leaves the query to the opener). */
export const SSO_POPUP_WINDOW_NAME = 'partner-sign-on';

// --- Layout ---
/** Sidebar width when expanded. */
export const SIDEBAR_WIDTH_PX = 280;
/** Sidebar width when minimized. */
export const SIDEBAR_MINIMIZED_WIDTH_PX = 44;
/** The spec's five breakpoints. */
export const BREAKPOINTS_PX = { xs: 576, sm: 768, md: 992, lg: 1200, xl: 1520 } as const;
/**
 * Tablet breakpoint (value not shown in the spec): the authenticated area and the landing page's
 * desktop layout need at least this width; narrower screens get the small-screen notice.
 */
export const TABLET_BREAKPOINT_PX = BREAKPOINTS_PX.md;
/** Chat box width in the spreadsheet variant. */
export const CHAT_BOX_WIDTH_PX = 360;
/** Message composer maximum rows. */
export const MESSAGE_BOX_MAX_ROWS = 5;

// --- Asking ---
/** Minimum STEM/Business description length after trimming (chosen). */
export const QUESTION_DESCRIPTION_MIN_CHARS = 10;
/** Maximum STEM/Business description length after trimming (chosen). */
export const QUESTION_DESCRIPTION_MAX_CHARS = 1500;
/** Chat message maximum length (chosen). */
export const CHAT_MESSAGE_MAX_CHARS = 2000;

// --- Live chat ---
/** Expert info banner shows this long unless closed. */
export const EXPERT_INFO_BANNER_MS = 5_000;
/** Typing sends an idle reset at most this often. */
export const IDLE_RESET_THROTTLE_MS = 5_000;
/** Progress bar turns 'negative' under this percent remaining. */
export const PROGRESS_NEGATIVE_BELOW_PERCENT = 10;
/** Progress bar turns 'warning' under this percent remaining. */
export const PROGRESS_WARNING_BELOW_PERCENT = 40;
/** Scroll to the newest message is delayed when it has an attachment. */
export const ATTACHMENT_SCROLL_DELAY_MS = 1_000;
/** Tooltip delay. */
export const TOOLTIP_DELAY_MS = 500;
/** How often the realtime connection health check runs (value not shown; chosen). */
export const CONNECTION_CHECK_INTERVAL_MS = 30_000;
/** System status is polled this often while in maintenance (chosen). */
export const MAINTENANCE_POLL_INTERVAL_MS = 10_000;

// --- Server timers (brief section 4); each can be overridden by the environment variable of its name ---
/** Nobody claims within this window -> the question is dead and refunded. */
export const MATCH_WINDOW_S = 300;
/** A claiming expert must start within this window or lose the question. */
export const CLAIM_WINDOW_S = 120;
/** Default discussion length. */
export const DISCUSSION_DURATION_S = 1200;
/** A discussion is never shorter than this (the waiting dialog promises 10 minutes). */
export const DISCUSSION_MIN_DURATION_S = 600;
/** Student silence before the idle warning. */
export const IDLE_WARNING_AFTER_S = 180;
/** Time after the idle warning before the session ends with idle_timeout. */
export const IDLE_TIMEOUT_AFTER_WARNING_S = 120;
/** Default time a suggestion stays open. */
export const SUGGESTION_TIME_REMAINING_S = 60;

/** Names of the server timers that the environment may override. */
export const SERVER_TIMER_DEFAULTS_S = {
  MATCH_WINDOW_S,
  CLAIM_WINDOW_S,
  DISCUSSION_DURATION_S,
  IDLE_WARNING_AFTER_S,
  IDLE_TIMEOUT_AFTER_WARNING_S,
  SUGGESTION_TIME_REMAINING_S,
} as const;

// --- Accounts: server rules (chosen; docs/ARCHITECTURE.md) ---
/** Version id of the current terms of service, sent back by `POST /api/tos-agreements`. */
export const TOS_CURRENT_ID = 1;
/** Window of the sign-in rate limits. */
export const AUTH_RATE_LIMIT_WINDOW_S = 10 * 60;
/** Sign-in calls one IP address may make to one route group per window. */
export const AUTH_RATE_LIMIT_PER_IP = 60;
/** Sign-in calls for one email, User ID or account per route group per window. */
export const AUTH_RATE_LIMIT_PER_IDENTITY = 10;
/** Random bytes of a refresh token and of a password-recovery code. */
export const OPAQUE_TOKEN_BYTES = 32;

// --- Client analytics (chosen) ---
/** Client analytics events one account may record per minute (`POST /api/analytics-events`). */
export const CLIENT_ANALYTICS_EVENTS_PER_MINUTE = 60;

// --- Settings, parents opting, data deletion, error reports (chosen; docs/ARCHITECTURE.md) ---
/** The avatar is a square JPEG of this side (the cropper's output, re-encoded on the server). */
export const AVATAR_SIZE_PX = 400;
/** Free sessions of the offer made when a User-ID account runs out of sessions. */
export const PARENTS_OFFER_DEFAULT_SESSIONS = 2;
/** The erasure job of a data-deletion request runs this long after the request (`DATA_DELETION_DELAY_S` overrides). */
export const DATA_DELETION_DELAY_S = 0;
/** Stored error reports kept when no Sentry DSN is configured; older ones are dropped. */
export const ERROR_REPORTS_KEPT = 1000;
/** Browser error reports one address may send per minute (`POST /api/error-reports`). */
export const ERROR_REPORTS_PER_MINUTE = 20;
/** The query parameter that shows (`true`) or hides (`false`) the developer tools gear (spec 001). */
export const DEV_TOOLS_QUERY_PARAM = 'dev-tools';

// --- Shared session pages (spec 000 sections 2-4; chosen values in docs/ARCHITECTURE.md) ---
/** A logged-in viewer may view another student's shared session this long from their first opening. */
export const SHARED_SESSION_VIEW_WINDOW_S = 86_400;
/** The 'Copied to clipboard' tooltip shows this long. */
export const COPIED_TOOLTIP_MS = 2000;
/** Sample sessions are shared under this prefix followed by their qid (`demo-12`). */
export const DEMO_SHARE_CODE_PREFIX = 'demo-';
/** Random bytes of a share code (22 base64url characters): unguessable by enumeration. */
export const SHARE_CODE_BYTES = 16;
/** Longest share code the page accepts; anything longer is an invalid link (code 1). */
export const SHARE_CODE_MAX_CHARS = 64;
/** A guest's preview of a shared session: this many chat messages ... */
export const SHARED_SESSION_PREVIEW_MESSAGES = 2;
/** ... and this many solver steps, before the paywall. */
export const SHARED_SESSION_PREVIEW_STEPS = 1;
