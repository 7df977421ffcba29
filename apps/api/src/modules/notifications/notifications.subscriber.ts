import type { DomainEvents } from '../../core/domain-events';
import {
  matchFailedMessage,
  parentsOfferMessage,
  purchaseMessage,
  renewalFailedMessage,
  type SessionEndOutcome,
  sessionEndedMessage,
  suggestionMessage,
  writingMessage,
} from './notification-texts';
import type { NotificationMessage, NotificationService } from './notifications.service';
import type { InterfaceLanguage } from '../../core/language';

/** A text in every interface language, from a function of the language. */
function inEveryLanguage(text: (language: InterfaceLanguage) => string): NotificationMessage {
  return { en: text('en'), es: text('es') };
}

/** What the subscribers ask of the accounts module: the language of the texts and the expert's display name. */
export interface NotificationPeople {
  languageOf: (accountId: number) => Promise<string | null>;
  nameOf: (accountId: number) => Promise<string | null>;
}

/**
 * The notifications module's domain-event subscriptions (brief section 12: notifications are written by
 * subscribers, never by the code paths that cause them): what a student must hear about when away. A session that
 * ended without the student ending or flagging it, a question nobody claimed, an expert's suggestion waiting, a
 * purchase or renewal and a failed renewal, a Writing review delivered or refunded, a parents' offer granted.
 * Delivered after commit; a lost notification never undoes what it tells about. Each one also reaches an open app at
 * once (`notificationCreated` on the student's private channel, with the unread count).
 */
export function subscribeNotifications(events: DomainEvents, notifications: NotificationService, people: NotificationPeople): void {
  const { nameOf } = people;
  // The live event's language: the account's (the list follows the app's own).
  const languageOf = async (accountId: number): Promise<InterfaceLanguage> => ((await people.languageOf(accountId)) === 'es' ? 'es' : 'en');

  events.on('question.ended', async (event) => {
    // The student who ended or flagged the session was there; nothing to tell.
    if (event.reason === 'student_end' || event.reason === 'student_flag') return;
    const outcome: SessionEndOutcome = event.state === 'explained' ? 'rate' : event.refunded ? 'refunded' : 'ended';
    const expert = event.expertId !== null ? await nameOf(event.expertId) : null;
    await notifications.notify({
      accountId: event.authorId,
      message: inEveryLanguage((language) => sessionEndedMessage(outcome, expert, language)),
      language: await languageOf(event.authorId),
      icon: 'session_ended',
      qid: event.qid,
    });
  });
  events.on('question.dead', async (event) => {
    await notifications.notify({
      accountId: event.authorId,
      message: inEveryLanguage((language) => matchFailedMessage(event.refunded, language)),
      language: await languageOf(event.authorId),
      icon: 'match_failed',
      qid: event.qid,
    });
  });
  events.on('question.suggested', async (event) => {
    const expert = await nameOf(event.expertId);
    await notifications.notify({
      accountId: event.authorId,
      message: inEveryLanguage((language) => suggestionMessage(expert, language)),
      language: await languageOf(event.authorId),
      icon: 'suggestion',
      qid: event.qid,
      action: 'chat_extended',
      params: { mid: event.mid },
    });
  });
  events.on('purchase.completed', async (event) => {
    await notifications.notify({
      accountId: event.accountId,
      message: inEveryLanguage((language) => purchaseMessage(event, language)),
      language: await languageOf(event.accountId),
      icon: 'purchase',
    });
  });
  events.on('purchase.renewal_failed', async (event) => {
    await notifications.notify({
      accountId: event.accountId,
      message: inEveryLanguage((language) => renewalFailedMessage(event.description, language)),
      language: await languageOf(event.accountId),
      icon: 'payment_failed',
    });
  });
  const writingNotice = async (studentId: number, outcome: 'delivered' | 'refunded') => {
    await notifications.notify({
      accountId: studentId,
      message: inEveryLanguage((language) => writingMessage(outcome, language)),
      language: await languageOf(studentId),
      icon: 'writing',
    });
  };
  events.on('writing.delivered', (event) => writingNotice(event.studentId, 'delivered'));
  events.on('writing.refunded', (event) => writingNotice(event.studentId, 'refunded'));
  events.on('parents.offer_accepted', async (event) => {
    await notifications.notify({
      accountId: event.accountId,
      message: inEveryLanguage((language) => parentsOfferMessage(event.sessions, language)),
      language: await languageOf(event.accountId),
      icon: 'parents_offer',
    });
  });
}
