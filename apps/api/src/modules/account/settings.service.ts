import type { privacySettingsSchema } from '@photostudy/contracts';
import type { Database } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../core/clock';
import { appError } from '../../errors/app-error';
import type { MailService } from '../mail/mail.service';
import { mailLanguage } from '../mail/templates';
import type { FileStore } from '../uploads/file-store';
import { deleteStoredFiles, findStoredFile, storedFilesOf } from '../uploads/uploads.repository';
import { recordFile, saveFileBytes, type UploadedPart } from '../uploads/uploads.service';
import { isTrioAccount, isUserIdAccount } from './account-kinds';
import { type AccountRow, findProfileRow, updateAccount } from './account.repository';
import { prepareAvatarImage } from './avatar-image';

/** Wire privacy settings. */
export type PrivacySettingsWire = z.infer<typeof privacySettingsSchema>;

/** The public address of an avatar: stable for the file, unguessable (128 random bits), no token needed. */
export function avatarUrl(fileId: string): string {
  return `/api/avatars/${fileId}.jpg`;
}

/** The file id of an avatar address's last segment (`{32 hex}.jpg`), or null for anything else. */
export function avatarFileId(name: string): string | null {
  return /^([a-f0-9]{32})\.jpg$/.exec(name)?.[1] ?? null;
}

function privacyOf(row: AccountRow): PrivacySettingsWire {
  return {
    store_audit_info: row.storesAuditInfo,
    share_with_partners: row.sharesWithPartners,
    send_messages: row.allowsAccountMessages,
  };
}

/** The Settings page's own calls: privacy toggles, order number and avatar (the profile's name and grade are the account service's). */
export class SettingsService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      mail: MailService;
      files: FileStore;
      log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
    },
  ) {}

  private async account(accountId: number): Promise<AccountRow> {
    const row = await findProfileRow(this.deps.db, accountId);
    if (!row) throw appError('UNAUTHORIZED');
    return row;
  }

  /** `GET /api/privacy-settings`. */
  async privacy(accountId: number): Promise<PrivacySettingsWire> {
    return privacyOf(await this.account(accountId));
  }

  /**
   * `PUT /api/privacy-settings`: all three toggles at once. A User-ID account may not share with partners (no parent
   * agreed to it). A change mails the privacy-change email, listing all three new values, to the account's own
   * address; a put that changes nothing mails nothing.
   */
  async updatePrivacy(accountId: number, input: PrivacySettingsWire): Promise<PrivacySettingsWire> {
    const { db, clock, mail, log } = this.deps;
    const current = await this.account(accountId);
    if (input.share_with_partners && isUserIdAccount(current)) throw appError('PRIVACY_SETTINGS_INCORRECT');
    const before = privacyOf(current);
    const isChanged = (Object.keys(before) as (keyof PrivacySettingsWire)[]).some((key) => before[key] !== input[key]);
    if (!isChanged) return before;
    const row = await updateAccount(db, accountId, {
      storesAuditInfo: input.store_audit_info,
      sharesWithPartners: input.share_with_partners,
      allowsAccountMessages: input.send_messages,
      updatedAt: clock.now(),
    });
    if (!row) throw appError('UNAUTHORIZED');
    if (row.email) {
      try {
        await mail.sendPrivacyChange(row.email, mailLanguage(row.language), {
          storeAuditInfo: row.storesAuditInfo,
          shareWithPartners: row.sharesWithPartners,
          sendMessages: row.allowsAccountMessages,
        });
      } catch (err) {
        // The settings are saved; the confirmation is a courtesy, so a mail outage must not undo or fail the change.
        log.error({ err, accountId }, 'privacy-change email could not be sent');
      }
    }
    return privacyOf(row);
  }

  /** `POST /api/order-number-updates`: free text, trimmed; empty clears it. Trio accounts have no order number. */
  async updateOrderNumber(accountId: number, orderNumber: string): Promise<{ order_number: string | null }> {
    const current = await this.account(accountId);
    if (isTrioAccount(current)) throw appError('NOT_AVAILABLE_FOR_ACCOUNT');
    const value = orderNumber.trim() || null;
    await updateAccount(this.deps.db, accountId, { orderNumber: value, updatedAt: this.deps.clock.now() });
    return { order_number: value };
  }

  /**
   * `POST /api/avatar-updates`: checks and re-encodes the image (`prepareAvatarImage`), stores it as the account's
   * one avatar file and answers its public address. The account row is locked first, so two uploads at once end with
   * one avatar; the replaced files' records go in the same transaction and their bytes after commit.
   */
  async updateAvatar(accountId: number, part: UploadedPart | undefined): Promise<{ url: string }> {
    const { db, clock, files, log } = this.deps;
    const current = await this.account(accountId);
    if (isUserIdAccount(current)) throw appError('NOT_AVAILABLE_FOR_ACCOUNT');
    if (!part) throw appError('VALIDATION_FAILED', { fields: { image: 'Required' } });
    const prepared = await prepareAvatarImage(part);
    const saved = await saveFileBytes(files, prepared, 'avatars');
    const url = avatarUrl(saved.id);
    let replaced: { id: string; storageKey: string }[];
    try {
      replaced = await db.transaction(async (tx) => {
        await updateAccount(tx, accountId, { avatarUrl: url, updatedAt: clock.now() });
        const previous = (await storedFilesOf(tx, accountId, 'avatar')).filter((f) => f.id !== saved.id);
        await deleteStoredFiles(
          tx,
          previous.map((f) => f.id),
        );
        await recordFile(tx, saved, prepared, accountId, null);
        return previous;
      });
    } catch (err) {
      await files.delete(saved.storageKey).catch(() => undefined);
      throw err;
    }
    for (const old of replaced) {
      // An orphaned file costs only space; its record is gone, so it is never served again.
      await files.delete(old.storageKey).catch((err: unknown) => log.warn({ err, fileId: old.id }, 'old avatar bytes not deleted'));
    }
    return { url };
  }

  /** The bytes of an avatar by its address's name, or null (unknown, not an avatar, or its bytes are gone). */
  async avatarImage(name: string): Promise<Buffer | null> {
    const id = avatarFileId(name);
    if (!id) return null;
    const file = await findStoredFile(this.deps.db, id);
    if (!file || file.purpose !== 'avatar') return null;
    return this.deps.files.get(file.storageKey);
  }
}
