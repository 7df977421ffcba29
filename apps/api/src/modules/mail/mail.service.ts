import type { Mailer } from './mailer';
import { type MailLanguage, passwordRecoveryMail, type PrivacyToggles, privacyChangeMail, verificationCodeMail } from './templates';

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
}
