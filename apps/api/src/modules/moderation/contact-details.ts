/**
 * Finds contact details in chat text so that students and experts cannot move the session off the
 * platform (and so that children are not contacted outside it). Pure functions: no database, no I/O.
 */

/** What a finding is. */
export type ContactKind = 'email' | 'phone' | 'url' | 'meeting_link' | 'social_handle' | 'digits';

/** One masked piece of text: its kind and the original excerpt (kept only in moderation_events). */
export interface ContactFinding {
  kind: ContactKind;
  excerpt: string;
}

/** The text as it may be stored and published, and what was masked. */
export interface ModerationResult {
  text: string;
  findings: ContactFinding[];
}

/** What replaces each finding. */
export const CONTACT_MASK = '[hidden]';

const MEETING_DOMAINS = [
  'zoom\\.us',
  'zoom\\.com',
  'zoomgov\\.com',
  'meet\\.google\\.com',
  'hangouts\\.google\\.com',
  'chat\\.google\\.com',
  'teams\\.microsoft\\.com',
  'teams\\.live\\.com',
  'discord\\.gg',
  'discord\\.com',
  'discordapp\\.com',
  'wa\\.me',
  'whatsapp\\.com',
  't\\.me',
  'telegram\\.me',
  'telegram\\.org',
  'telegram\\.dog',
  'skype\\.com',
  'webex\\.com',
  'gotomeeting\\.com',
  'whereby\\.com',
  'meet\\.jit\\.si',
  'signal\\.me',
  'signal\\.group',
  'm\\.me',
  'messenger\\.com',
  'line\\.me',
  'kik\\.me',
  'calendly\\.com',
  'wechat\\.com',
  'weixin\\.qq\\.com',
];
const SOCIAL_DOMAINS = [
  'instagram\\.com',
  'instagr\\.am',
  'facebook\\.com',
  'fb\\.com',
  'fb\\.me',
  'snapchat\\.com',
  'tiktok\\.com',
  'twitter\\.com',
  'x\\.com',
  'linkedin\\.com',
  'reddit\\.com',
  'threads\\.net',
  'bsky\\.app',
  'youtube\\.com/@',
];
// Unambiguous app names (the keyword forms below would catch ordinary words like 'line' or 'teams').
const SOCIAL_APPS =
  'insta(?:gram)?|snap(?:chat)?|discord|telegram|whats\\s?app|skype|kik|tik\\s?tok|twitter|facebook|wechat|line\\s?id|imessage|viber|reddit';
// Short forms only count with an explicit ':' / '=' / '@' ('ig: jane', 'sc @jane').
const SHORT_APPS = 'ig|sc|fb|wa|tg|dc';
// Hosts are matched with their subdomains; the look-behind stops 'max.com' from matching 'x.com'.
function domainUrl(domains: string[]): RegExp {
  return new RegExp(
    `(?<![\\w.@/-])(?:https?:\\/\\/)?(?:[a-z0-9-]+\\.)*(?:${domains.join('|')})(?![a-z0-9-])(?::\\d+)?(?:[/?#][^\\s]*)?`,
    'gi',
  );
}

const MEETING_URL = domainUrl(MEETING_DOMAINS);
const SOCIAL_URL = domainUrl(SOCIAL_DOMAINS);
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
const TLDS = 'com|net|org|edu|gov|io|co|us|uk|ca|me|info|biz|app|dev|xyz';
const LOCAL = '[a-z0-9._%+-]+';
const BRACKET_AT = '[([{]\\s*at\\s*[)\\]}]';
const BRACKET_DOT = '[([{]\\s*dot\\s*[)\\]}]';
// 'jane (at) gmail (dot) com' / 'jane [at] gmail.com': any dot once the 'at' is bracketed.
const BRACKETED_EMAIL = new RegExp(
  `${LOCAL}\\s*${BRACKET_AT}\\s*[a-z0-9-]+(?:\\s*(?:${BRACKET_DOT}|\\s+dot\\s+|\\.)\\s*[a-z0-9-]+)*?\\s*(?:${BRACKET_DOT}|\\s+dot\\s+|\\s*\\.)\\s*(?:${TLDS})\\b`,
  'gi',
);
// 'jane at gmail dot com': a plain 'at' needs a spelled-out dot, so 'look at khanacademy.org' stays.
const SPELLED_EMAIL = new RegExp(
  `${LOCAL}\\s+at\\s+[a-z0-9-]+(?:\\s*(?:${BRACKET_DOT}|\\s+dot\\s+)\\s*[a-z0-9-]+)*?\\s*(?:${BRACKET_DOT}|\\s+dot)\\s*(?:${TLDS})\\b`,
  'gi',
);
// 'jane @ gmail . com'.
const SPACED_EMAIL = new RegExp(
  `${LOCAL}\\s*@\\s*[a-z0-9-]+(?:\\s*(?:${BRACKET_DOT}|\\s+dot\\s+|\\.)\\s*[a-z0-9-]+)*?\\s*(?:${BRACKET_DOT}|\\s+dot\\s+|\\s*\\.)\\s*(?:${TLDS})\\b`,
  'gi',
);
const PROVIDER_EMAIL = new RegExp(
  `${LOCAL}\\s*(?:@|${BRACKET_AT}|\\s+at\\s+)\\s*(?:gmail|g\\s?mail|yahoo|hotmail|outlook|icloud|aol|proton(?:mail)?)\\b`,
  'gi',
);
const ANY_URL = new RegExp(
  `(?:https?:\\/\\/|www\\.)[^\\s]+|(?<![\\w.@-])[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${TLDS}|gg|ly|tv|link|site|online|page|to)(?![a-z0-9-])(?:[/?#][^\\s]*)?`,
  'gi',
);
const HANDLE = '@?[\\w.#-]{2,}';
const SOCIAL_KEYWORD_HANDLE = new RegExp(
  `\\b(?:${SOCIAL_APPS}|${SHORT_APPS})\\s*(?:id|handle|name|username|user|number|no\\.?|#)?\\s*[:=@]\\s*${HANDLE}`,
  'gi',
);
const SOCIAL_PHRASE_HANDLE = new RegExp(
  `\\b(?:my\\s+)?(?:${SOCIAL_APPS})\\s+(?:id|handle|username|user\\s?name|number|account|acc)\\s+(?:is\\s+)?${HANDLE}|\\bmy\\s+(?:${SOCIAL_APPS})\\s+is\\s+${HANDLE}`,
  'gi',
);
const ADD_ME_ON = new RegExp(
  `\\b(?:add|follow|text|dm|message|call|find|hit|contact|reach)\\s+me\\s+(?:up\\s+)?(?:on|at|via|in)\\s+(?:${SOCIAL_APPS}|${SHORT_APPS}|zoom|teams|meet|hangouts|signal|line|messenger)\\b(?:\\s*[:=-]?\\s*${HANDLE})?`,
  'gi',
);
const MEETING_ID =
  /\b(?:zoom|meet(?:ing)?|teams|webex|skype)\s*(?:meeting\s*)?(?:id|code|link|pass(?:code|word)?|pwd)\s*(?:is\s*)?[:#=]?\s*[\w-]{3,}(?:\s+\d{3,})*/gi;
const AT_HANDLE = /(?<![\w@.])@[a-z0-9_](?:[a-z0-9_.]{1,29})(?![\w@])/gi;
// Candidate phone numbers: digits with spaces, dots, dashes or parentheses between them.
const PHONE_CANDIDATE = /(?<![\w.,/^])\+?\(?\d[\d\s().-]{5,}\d(?![\w/])/g;
const DIGIT_RUN = /(?<![\w^])\d(?:[\s.-]?\d){6,}(?!\w)/g;

// A phone number has 10 to 15 digits, separators between groups of 2+ digits (a leading country code
// after '+' may be 1 digit), and ends in a group of 3+ digits unless written in one piece or with '+'.
function looksLikePhone(candidate: string): boolean {
  const trimmed = candidate.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 15) return false;
  const groups = trimmed.split(/[\s().-]+/).filter(Boolean);
  if (groups.length === 1) return true;
  if (groups.length > 6) return false;
  const startsWithPlus = trimmed.startsWith('+');
  const allGroupsOk = groups.every((g, i) => /^\+?\d+$/.test(g) && (g.replace('+', '').length >= 2 || (i === 0 && startsWithPlus)));
  if (!allGroupsOk) return false;
  const last = groups[groups.length - 1] ?? '';
  return startsWithPlus || last.length >= 4 || /\(\d{3}\)/.test(trimmed);
}

function replaceAll(state: ModerationResult, pattern: RegExp, kind: ContactKind, accept: (match: string) => boolean = () => true): void {
  state.text = state.text.replace(pattern, (match: string) => {
    if (match.includes(CONTACT_MASK) || !accept(match)) return match;
    // Keep the space a loose pattern may have taken at its end.
    const trailing = /\s+$/.exec(match)?.[0] ?? '';
    const core = match.slice(0, match.length - trailing.length);
    state.findings.push({ kind, excerpt: core.slice(0, 200) });
    return CONTACT_MASK + trailing;
  });
}

/**
 * Masks contact details: emails (also written 'at'/'dot'), phone numbers, meeting and messaging links
 * (Zoom, Meet, Teams, Discord, WhatsApp, Telegram, Skype...), social profiles and handles. `strict` (User-ID /
 * child accounts on either side) also masks every URL and any run of 7 or more digits.
 */
export function moderateText(text: string, options: { strict: boolean }): ModerationResult {
  const state: ModerationResult = { text, findings: [] };
  // Order matters: links and emails first, so that their digits are not reported as phone numbers.
  replaceAll(state, MEETING_URL, 'meeting_link');
  replaceAll(state, SOCIAL_URL, 'social_handle');
  replaceAll(state, EMAIL, 'email');
  replaceAll(state, BRACKETED_EMAIL, 'email');
  replaceAll(state, SPELLED_EMAIL, 'email');
  replaceAll(state, SPACED_EMAIL, 'email');
  replaceAll(state, PROVIDER_EMAIL, 'email');
  if (options.strict) replaceAll(state, ANY_URL, 'url');
  replaceAll(state, MEETING_ID, 'meeting_link');
  replaceAll(state, ADD_ME_ON, 'social_handle');
  replaceAll(state, SOCIAL_KEYWORD_HANDLE, 'social_handle');
  replaceAll(state, SOCIAL_PHRASE_HANDLE, 'social_handle');
  replaceAll(state, AT_HANDLE, 'social_handle');
  replaceAll(state, PHONE_CANDIDATE, 'phone', looksLikePhone);
  if (options.strict) replaceAll(state, DIGIT_RUN, 'digits');
  return state;
}
