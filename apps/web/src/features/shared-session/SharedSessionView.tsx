import { Text, Title } from '@mantine/core';
import type { SharedSession } from '@photostudy/contracts';
import { MathText } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/i18n';
import { GuestPaywall } from './GuestPaywall';
import { SessionCountdown } from './SessionCountdown';
import { SharedChat } from './SharedChat';
import classes from './SharedSession.module.css';
import { SolutionBot } from './SolutionBot';

/** Props of {@link SharedSessionView}. */
export interface SharedSessionViewProps {
  session: SharedSession;
  offsetMs: number;
  onExpire: () => void;
}

/**
 * NORMAL: the title with its math, subject and expert, the countdown of a logged-in viewer's window, the chat-bot's
 * solution, the expert's chat, and for a guest the paywall under the preview.
 */
export function SharedSessionView({ session, offsetMs, onExpire }: SharedSessionViewProps) {
  const { t, i18n } = useTranslation();
  const { question, solver } = session;
  const topic = question.expertName
    ? t('sharedSession.topic', { subject: question.subjectTitle, expert: question.expertName })
    : question.subjectTitle;

  return (
    <div className={classes.page}>
      <div className={classes.head}>
        <div className={classes.headText}>
          <span className={classes.eyebrow}>{t('sharedSession.eyebrow')}</span>
          <Title order={1} className={classes.title} lang={question.lang} data-testid="shared-session-title">
            <MathText text={question.title} />
          </Title>
          <Text c="dimmed" size="sm">
            {topic} · {formatDateTime(question.created, i18n.language)}
          </Text>
          {session.viewer === 'owner' ? (
            <Text size="sm" mt={8}>
              {t('sharedSession.ownerNote')}
            </Text>
          ) : null}
          {question.attachmentUrl ? (
            <img src={question.attachmentUrl} alt={t('sharedSession.problemPhoto')} className={classes.problemPhoto} />
          ) : null}
        </div>
        {session.expiredTime !== null ? (
          <SessionCountdown expiredTime={session.expiredTime} offsetMs={offsetMs} onExpire={onExpire} />
        ) : null}
      </div>

      <section className={classes.section} aria-labelledby="shared-solution-heading">
        <Title order={2} id="shared-solution-heading" className={classes.sectionTitle}>
          {t('sharedSession.solutionHeading')}
        </Title>
        <SolutionBot key={`${session.code}-${session.preview}`} solver={solver} lang={question.lang} isPreview={session.preview} />
      </section>

      <section className={classes.section} aria-labelledby="shared-chat-heading">
        <Title order={2} id="shared-chat-heading" className={classes.sectionTitle}>
          {t('sharedSession.chatHeading')}
        </Title>
        <SharedChat question={question} />
      </section>

      {session.preview ? <GuestPaywall /> : null}
    </div>
  );
}
