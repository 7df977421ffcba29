/**
 * Finds contact details in chat text so that students and experts cannot move the session off the
 * platform (and so that children are not contacted outside it). Pure functions: no database, no I/O.
 *
 * Typed forms are matched on the text itself; written-out forms ('four one five...', 'kid dot smith at gmail',
 * 'cinco cinco...', 'ana arroba gmail punto com') on a normalised copy (contact-normalise.ts) whose every character
 * maps back to the original, so the original words are what gets masked. Phone numbers: contact-phones.ts.
 */
import { normaliseContactText, type NormalisedText } from './contact-normalise';
import {
  ADD_ME_ON,
  ANY_URL,
  AT_HANDLE,
  DIGIT_RUN,
  EMAIL,
  EMAIL_NORMALISED,
  MEETING_ID,
  MEETING_URL,
  MOVE_TO_APP,
  NAMES_A_PLACE,
  NOT_A_NAME,
  NUMBER_RUN,
  PROVIDER_EMAIL_NORMALISED,
  SOCIAL_KEYWORD_HANDLE,
  SOCIAL_PHRASE_HANDLE,
  SOCIAL_URL,
  SPANISH_MOVE_TO_APP,
  TLDS,
  isProvider,
} from './contact-patterns';
import { classifyRun } from './contact-phones';

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

// How many windows of an over-long digit run may be tried per message (each may ask libphonenumber).
const MAX_WINDOWS = 40;

// Found spans are overwritten with this character in the working copy, so offsets stay those of the original.
const FILL = '\uFFFC';

interface Span {
  start: number;
  end: number;
  kind: ContactKind;
}

/** The text being scanned: the original, a working copy with found spans filled, and the spans in finding order. */
class Scan {
  work: string;
  readonly spans: Span[] = [];
  private normalisedCache: NormalisedText | null = null;
  private unfilled = 0;

  constructor(readonly source: string) {
    // A fill character typed by the sender must not hide the text around it from the patterns.
    this.work = source.replaceAll(FILL, '\uFFFD');
  }

  /** Records a finding unless it overlaps one already made; returns whether it did. */
  add(start: number, end: number, kind: ContactKind): boolean {
    while (end > start && /\s/.test(this.source[end - 1] ?? '')) end--;
    while (start < end && /\s/.test(this.source[start] ?? '')) start++;
    if (end <= start || this.work.slice(start, end).includes(FILL)) return false;
    this.spans.push({ start, end, kind });
    this.work = this.work.slice(0, start) + FILL.repeat(end - start) + this.work.slice(end);
    return true;
  }

  /**
   * The working copy with written-out digits and symbols turned into characters. Built once; spans found later are
   * filled in it too (every character whose source overlaps a span).
   */
  normalised(): NormalisedText {
    if (!this.normalisedCache) {
      this.normalisedCache = normaliseContactText(this.work);
      this.unfilled = this.spans.length;
    }
    const n = this.normalisedCache;
    if (this.unfilled < this.spans.length) {
      const fresh = this.spans.slice(this.unfilled);
      this.unfilled = this.spans.length;
      const chars = n.text.split('');
      for (let i = 0; i < chars.length; i++) {
        const from = n.from[i] ?? 0;
        const to = n.to[i] ?? 0;
        if (fresh.some((s) => from < s.end && to > s.start)) chars[i] = FILL;
      }
      n.text = chars.join('');
    }
    return n;
  }

  /** Matches of `pattern` (global) on the working copy. */
  typed(pattern: RegExp, kind: ContactKind): void {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(this.work); m; m = pattern.exec(this.work)) {
      if (m[0] === '') pattern.lastIndex++;
      else this.add(m.index, m.index + m[0].length, kind);
    }
  }

  /** Matches of `pattern` (global) on the normalised copy that `accept` keeps, masked in the original. */
  written(pattern: RegExp, kind: ContactKind, accept: (match: string, at: number, n: NormalisedText) => boolean): void {
    const n = this.normalised();
    pattern.lastIndex = 0;
    for (let m = pattern.exec(n.text); m; m = pattern.exec(n.text)) {
      const at = m.index;
      if (m[0] === '') pattern.lastIndex++;
      else if (!m[0].includes(FILL) && accept(m[0], at, n)) this.add(n.from[at] ?? 0, n.to[at + m[0].length - 1] ?? 0, kind);
    }
  }

  result(): ModerationResult {
    const ordered = [...this.spans].sort((a, b) => a.start - b.start);
    let text = '';
    let last = 0;
    for (const span of ordered) {
      text += this.source.slice(last, span.start) + CONTACT_MASK;
      last = span.end;
    }
    text += this.source.slice(last);
    return {
      text,
      findings: this.spans.map((s) => ({ kind: s.kind, excerpt: this.source.slice(s.start, s.end).slice(0, 200) })),
    };
  }
}

function anyWritten(n: NormalisedText, at: number, length: number): boolean {
  for (let i = at; i < at + length; i++) if (n.written[i]) return true;
  return false;
}

// An address found in the normalised text. A typed '@' is an address; a written 'arroba' or '(at)' too. A plain
// 'at' needs a provider ('jane at gmail') or a written 'dot' ('jane at school dot edu'), so 'look at khanacademy.org'
// stays; 'x at 5 dot product' stays because 'product' is no ending.
function acceptAddress(match: string, at: number, n: NormalisedText): boolean {
  const sign = match.indexOf('@');
  const local = match.slice(0, sign);
  const domain = match.slice(sign + 1);
  const labels = domain.split('.');
  const writtenDot = anyWritten(n, at + sign + 1, domain.length);
  if (labels.length > 1 && writtenDot && !TLDS.has((labels[labels.length - 1] ?? '').toLowerCase())) return false;
  if (!n.written[at + sign]) return true;
  // The source of the '@': 'at' alone is ambiguous; '(at)' and 'arroba' are not.
  const spelled = n.source.slice(n.from[at + sign] ?? 0, n.to[at + sign] ?? 0);
  if (spelled.toLowerCase() !== 'at' || writtenDot) return true;
  return isProvider(labels[0] ?? '') && (anyWritten(n, at, local.length) || !NOT_A_NAME.has(local.toLowerCase()));
}

// A spelled-out link ('meet dot google dot com slash abc'); for the child rule any link ('khanacademy dot org').
function acceptWrittenLink(match: string, at: number, n: NormalisedText): boolean {
  if (!anyWritten(n, at, match.length)) return false;
  const host = match.replace(/^https?:\/\//i, '').split('.', 1)[0] ?? '';
  return !NOT_A_NAME.has(host.toLowerCase());
}

function phones(scan: Scan, strict: boolean): void {
  const n = scan.normalised();
  let windows = 0;
  const classifyAt = (start: number, end: number, written: boolean, window = false) =>
    classifyRun(
      {
        text: n.text.slice(start, end),
        written,
        before: n.text.slice(Math.max(0, start - 4), start),
        after: n.text.slice(end, end + 6),
        window,
      },
      strict,
    );
  NUMBER_RUN.lastIndex = 0;
  for (let m = NUMBER_RUN.exec(n.text); m; m = NUMBER_RUN.exec(n.text)) {
    const at = m.index;
    const written = anyWritten(n, at, m[0].length);
    // Typed numbers separated by commas are a list ('5, 3, 8, 1, 9'); written ones may be a phone read aloud.
    for (const piece of written ? [{ text: m[0], offset: 0 }] : splitList(m[0])) {
      const start = at + piece.offset;
      const end = start + piece.text.length;
      const kind = classifyAt(start, end, written);
      if (kind) {
        scan.add(n.from[start] ?? 0, n.to[end - 1] ?? 0, kind);
        continue;
      }
      // A phone hidden in a longer run ('1111111111 415-555-0134'): the longest window of whole groups from each
      // group that has at most 15 digits (a bounded number of tries per message).
      const groups = [...piece.text.matchAll(/\d+/g)].map((g) => ({ start: start + (g.index ?? 0), length: g[0].length }));
      if (groups.reduce((sum, g) => sum + g.length, 0) <= 15) continue;
      for (let i = 0; i < groups.length && windows < MAX_WINDOWS; i++) {
        let j = i;
        let digits = groups[i]?.length ?? 0;
        while (j + 1 < groups.length && digits + (groups[j + 1]?.length ?? 0) <= 15) digits += groups[++j]?.length ?? 0;
        if (digits < 10) continue;
        windows++;
        const from = groups[i]?.start ?? 0;
        const to = (groups[j]?.start ?? 0) + (groups[j]?.length ?? 0);
        const found = classifyAt(from, to, anyWritten(n, from, to - from), true);
        if (found === 'phone' && scan.add(n.from[from] ?? 0, n.to[to - 1] ?? 0, found)) i = j;
      }
    }
  }
}

function splitList(run: string): { text: string; offset: number }[] {
  if (!run.includes(',')) return [{ text: run, offset: 0 }];
  const pieces: { text: string; offset: number }[] = [];
  for (const m of run.matchAll(/[^,]+/g)) {
    const lead = /^\s*/.exec(m[0])?.[0].length ?? 0;
    const text = m[0].slice(lead).trimEnd();
    if (/\d/.test(text)) pieces.push({ text, offset: (m.index ?? 0) + lead });
  }
  return pieces;
}

/**
 * Masks contact details: emails (also written 'at'/'dot', 'arroba'/'punto', or with only the provider), phone
 * numbers (typed in any country's format, or written in English or Spanish words, or mixed), meeting and messaging
 * links (Zoom, Meet, Teams, Discord, WhatsApp, Telegram, Skype...), social profiles, handles and invitations to
 * another app. `strict` (User-ID / child accounts on either side) also masks every URL and any run of 7 or more
 * digits, typed or written.
 */
export function moderateText(text: string, options: { strict: boolean }): ModerationResult {
  const scan = new Scan(text);
  const strict = options.strict;
  const hasDot = text.includes('.');
  // Order matters: links and emails first, so that their digits are not reported as phone numbers.
  if (hasDot) scan.typed(MEETING_URL, 'meeting_link');
  if (hasDot) scan.typed(SOCIAL_URL, 'social_handle');
  if (text.includes('@')) scan.typed(EMAIL, 'email');
  const n = scan.normalised();
  if (n.text.includes('@')) {
    scan.written(EMAIL_NORMALISED, 'email', acceptAddress);
    scan.written(PROVIDER_EMAIL_NORMALISED, 'email', acceptAddress);
  }
  const writtenDot = n.written.some((w, i) => w && n.text[i] === '.');
  if (writtenDot) {
    scan.written(MEETING_URL, 'meeting_link', acceptWrittenLink);
    scan.written(SOCIAL_URL, 'social_handle', acceptWrittenLink);
  }
  if (strict && hasDot) scan.typed(ANY_URL, 'url');
  if (strict && writtenDot) scan.written(ANY_URL, 'url', acceptWrittenLink);
  const namesAPlace = NAMES_A_PLACE.test(text);
  if (namesAPlace) scan.typed(MEETING_ID, 'meeting_link');
  if (/\d/.test(n.text)) phones(scan, strict);
  if (namesAPlace) {
    scan.typed(ADD_ME_ON, 'social_handle');
    scan.typed(MOVE_TO_APP, 'social_handle');
    scan.typed(SPANISH_MOVE_TO_APP, 'social_handle');
    scan.typed(SOCIAL_KEYWORD_HANDLE, 'social_handle');
    scan.typed(SOCIAL_PHRASE_HANDLE, 'social_handle');
  }
  if (text.includes('@')) scan.typed(AT_HANDLE, 'social_handle');
  if (strict) scan.typed(DIGIT_RUN, 'digits');
  return scan.result();
}

/**
 * True when neither rule would mask anything in the text, from one scan (the chat's fast path, issue 19): the child
 * rule runs every scan of the adult rule, in the same order, plus its own, and classifies every run of digits at least
 * as strictly (`classifyRun` adds only 'digits'); so when it finds nothing, no span was claimed before any shared scan
 * and the adult rule finds nothing either. A property test holds the two answers equal.
 */
export function isCleanUnderBothRules(text: string): boolean {
  return moderateText(text, { strict: true }).findings.length === 0;
}
