import { Anchor, Text } from '@mantine/core';
import type { SharedMessage, SharedSession } from '@photostudy/contracts';
import { MathText } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import classes from './SharedSession.module.css';

/** Props of {@link SharedChat}. */
export interface SharedChatProps {
  question: SharedSession['question'];
}

function SharedMessageItem({ message, expertName }: { message: SharedMessage; expertName: string | null }) {
  const { t } = useTranslation();
  const sender =
    message.from === 'system' ? null : message.from === 'student' ? t('sharedSession.student') : (expertName ?? t('sharedSession.expert'));
  return (
    <li className={classes.row} data-role={message.from} data-testid="shared-message">
      <div className={classes.bubble} data-role={message.from}>
        {sender ? <span className={classes.sender}>{sender}</span> : null}
        {message.body ? <MathText text={message.body} className={classes.body} /> : null}
        {message.attachmentUrl ? (
          <Anchor href={message.attachmentUrl} target="_blank" rel="noreferrer" className={classes.attachment}>
            <img src={message.attachmentUrl} alt={t('sharedSession.attachment')} className={classes.attachmentImage} />
          </Anchor>
        ) : null}
      </div>
    </li>
  );
}

/** The session's chat as the shared page shows it: student, expert and system lines by role, math and images included. */
export function SharedChat({ question }: SharedChatProps) {
  const { t } = useTranslation();
  if (question.messages.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('sharedSession.chatEmpty')}
      </Text>
    );
  }
  return (
    <ol className={classes.messages} aria-label={t('sharedSession.chatLabel')} lang={question.lang}>
      {question.messages.map((message) => (
        <SharedMessageItem key={message.mid} message={message} expertName={question.expertName} />
      ))}
    </ol>
  );
}
