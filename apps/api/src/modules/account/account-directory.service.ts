import type { accounts, DbExecutor } from '@photostudy/db';
import {
  type AccountRow,
  existingIdentifiers,
  findAccountByEmail,
  findAccountById,
  findAccountByLoginId,
  insertAccount,
  insertAccountIfAbsent,
  insertExpertProfile,
  setPassword,
} from './account.repository';

export type { AccountRow } from './account.repository';

/** The fields of a new account row. */
export type NewAccount = typeof accounts.$inferInsert;

/**
 * Finding and creating account rows, for the modules that sign people in and create accounts (auth, preset
 * accounts). Stateless: each call runs on the executor it is given, so that callers keep their transaction.
 */
export const accountDirectory = {
  /** The account with this (lower-cased) email. */
  byEmail(db: DbExecutor, email: string): Promise<AccountRow | undefined> {
    return findAccountByEmail(db, email);
  },

  /** The account with this (lower-cased) User ID. */
  byLoginId(db: DbExecutor, loginId: string): Promise<AccountRow | undefined> {
    return findAccountByLoginId(db, loginId);
  },

  /** The account with this id. */
  byId(db: DbExecutor, id: number): Promise<AccountRow | undefined> {
    return findAccountById(db, id);
  },

  /** Inserts an account; undefined when its email or User ID is already taken. */
  createIfAbsent(db: DbExecutor, values: NewAccount): Promise<AccountRow | undefined> {
    return insertAccountIfAbsent(db, values);
  },

  /** Inserts an account (fails on a taken email or User ID) and, for an expert, its empty profile. */
  async create(db: DbExecutor, values: NewAccount): Promise<AccountRow> {
    const account = await insertAccount(db, values);
    if (account.role === 'expert') await insertExpertProfile(db, account.id);
    return account;
  },

  /** Which of these emails and User IDs already exist. */
  existingIdentifiers(db: DbExecutor, emails: string[], loginIds: string[]): Promise<{ emails: Set<string>; loginIds: Set<string> }> {
    return existingIdentifiers(db, emails, loginIds);
  },

  /** Sets a password; with `onlyIfPending` only while the account still waits for its first password. */
  setPassword(db: DbExecutor, accountId: number, passwordHash: string, at: Date, opts: { onlyIfPending?: boolean } = {}): Promise<boolean> {
    return setPassword(db, accountId, passwordHash, at, opts);
  },
};
