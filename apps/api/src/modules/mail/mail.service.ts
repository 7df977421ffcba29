import type { Mailer } from './mailer';
import {
  type MailLanguage,
  passwordRecoveryMail,
  type PrivacyToggles,
  privacyChangeMail,
  verificationCodeMail,
  type WritingReviewMailInput,
  writingRefundMail,
  writingReviewMail,
} from './templates';

/** The product's emails, rendered in the account's language and handed to the Mailer. */
export class MailService {
  constructor(private readonly mailer: Mailer) {}

  /** Sends a login verification code. */
  sendVerificationCode(to: string, lang: MailLanguage, code: string): Promise<void> {
    return this.mailer.send({ to, ...verificationCodeMail(lang, code) });
  }

  /** Sends a password-recovery link. */
  sendPasswordRecovery(to: string, lang: MailLanguage, link: string): Promise<void> {
    return this.mailer.send({ to, ...passwordRecoveryMail(lang, link) });
  }

  /** Confirms a change of the privacy settings. */
  sendPrivacyChange(to: string, lang: MailLanguage, toggles: PrivacyToggles): Promise<void> {
    return this.mailer.send({ to, ...privacyChangeMail(lang, toggles) });
  }

  /** Sends a delivered Writing review: the reviewed file's link and the rating link. */
  sendWritingReview(to: string, lang: MailLanguage, input: WritingReviewMailInput): Promise<void> {
    return this.mailer.send({ to, ...writingReviewMail(lang, input) });
  }

  /** Tells a student that a Writing problem was not reviewed in time and its credit came back. */
  sendWritingRefund(to: string, lang: MailLanguage, description: string): Promise<void> {
    return this.mailer.send({ to, ...writingRefundMail(lang, description) });
  }
}
