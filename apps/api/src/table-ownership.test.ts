import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Each table of @photostudy/db and the module whose repository owns it. */
const OWNERS: Record<string, string> = {
  ledgerEntries: 'modules/ledger',
  accounts: 'modules/account',
  accountModals: 'modules/account',
  expertProfiles: 'modules/account',
  storePackages: 'modules/store',
  paymentMethods: 'modules/store',
  purchases: 'modules/store',
  purchaseIdempotency: 'modules/store',
  subscriptions: 'modules/store',
  reservations: 'modules/store',
  sandboxCardNonces: 'modules/store',
  notifications: 'modules/notifications',
  sharedSessions: 'modules/shares',
  sharedSessionViews: 'modules/shares',
  refreshTokens: 'modules/auth',
  verificationCodes: 'modules/auth',
  passwordRecoveries: 'modules/auth',
  accountAuthStates: 'modules/auth',
  authIdentities: 'modules/auth',
  partnerSsoStates: 'modules/auth',
  subjects: 'modules/catalog',
  mindsets: 'modules/catalog',
  ratingReasons: 'modules/catalog',
  questions: 'modules/questions',
  questionSheets: 'modules/sheets',
  sheetOperations: 'modules/sheets',
  messages: 'modules/questions',
  questionRejections: 'modules/questions',
  questionFlags: 'modules/questions',
  moderationEvents: 'modules/moderation',
  storedFiles: 'modules/uploads',
  devMailbox: 'modules/mail',
  analyticsEvents: 'modules/analytics',
  systemSettings: 'modules/system',
  timers: 'modules/timers',
  writingProblems: 'modules/writing',
  writingRatingTokens: 'modules/writing',
  parentsOffers: 'modules/parents',
  devSmsOutbox: 'modules/sms',
  dataDeletionRequests: 'modules/data-deletion',
  errorReports: 'modules/error-reports',
};

/**
 * Known readers outside the owner, each for a reason; shrink this list, never grow it without one.
 * The ledger has none: money moves only through modules/ledger.
 */
const ALLOWED: Record<string, string[]> = {
  // The ledger takes the one account lock by design (SELECT ... FOR UPDATE on the account row), so that every money
  // move of an account is serialised in one place.
  'modules/ledger/ledger.repository.ts': ['accounts'],
  // Hot paths kept as one query each (issue 19 measures them): the question view and lists (subject, author, expert
  // and profile joined), the expert queue, and the experts to offer a question to.
  'modules/questions/question.repository.ts': ['accounts', 'expertProfiles', 'subjects'],
  // The authenticate hook's check on every authenticated call: the account's role joined with its sign-in state in
  // one query. (Finding and creating accounts goes through modules/account's account directory.)
  'modules/auth/auth.repository.ts': ['accounts'],
  // Test fixtures insert accounts and profiles directly (money still goes through the ledger service).
  'testing/engine-test-app.ts': ['accounts', 'expertProfiles', 'timers'],
  'testing/realtime-clients.ts': ['accounts', 'expertProfiles'],
  'testing/auth-sessions.ts': ['accounts'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

function ownerFolder(file: string): string {
  const parts = relative(SRC, file).split(sep);
  return parts[0] === 'modules' ? `modules/${parts[1]}` : (parts[0] ?? '');
}

function tablesImported(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@photostudy\/db'/g)) {
    for (const raw of (match[2] ?? '').split(',')) {
      const name =
        raw
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '';
      if (name in OWNERS) found.push(name);
    }
  }
  return found;
}

describe('table ownership', () => {
  const files = sourceFiles(SRC);

  it('lets only the owning module (or a listed, reasoned reader) import a table', () => {
    const strays: string[] = [];
    for (const file of files) {
      const rel = relative(SRC, file).split(sep).join('/');
      for (const table of tablesImported(readFileSync(file, 'utf8'))) {
        if (OWNERS[table] === ownerFolder(file)) continue;
        if (ALLOWED[rel]?.includes(table)) continue;
        strays.push(`${rel} imports ${table} (owned by ${OWNERS[table]})`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('moves money only through modules/ledger: no other file names the ledger table, in code or in SQL', () => {
    const strays = files
      .filter((file) => ownerFolder(file) !== 'modules/ledger')
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return tablesImported(source).includes('ledgerEntries') || /ledger_entries/.test(source);
      })
      .map((file) => relative(SRC, file));
    expect(strays).toEqual([]);
  });
});
