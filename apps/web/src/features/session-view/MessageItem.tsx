import { Anchor, Text } from '@mantine/core';
import type { Message, Question } from '@photostudy/contracts';
import { MathText } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { isEdited, senderRole } from './questionRules';
import classes from './SessionView.module.css';
import { SuggestionOptions } from './SuggestionOptions';

/** Props of {@link MessageItem}. */
export interface MessageItemProps {
  message: Message;
  question: Question;
  isInteractive: boolean;
  onChoose?: (message: Message, optionId: number) => Promise<void> | void;
}

/** One chat message: sender by uid, text with math (never HTML), edited mark, attachment, suggestion options. */
export function MessageItem({ message, question, isInteractive, onChoose }: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const role = senderRole(message, question.author.uid);
  const body = i18n.language === 'es' && message.esBody ? message.esBody : message.body;
  const senderName =
    role === 'system'
      ? t('session.messages.system')
      : role === 'student'
        ? t('session.messages.you')
        : (question.expert?.name ?? t('session.messages.expert'));
  return (
    <div className={classes.messageRow} data-role={role} data-testid="chat-message" data-mid={message.mid}>
      <div className={classes.bubble} data-role={role}>
        {role === 'system' ? null : (
          <Text size="xs" fw={700} className={classes.sender}>
            {senderName}
          </Text>
        )}
        {body ? <MathText text={body} className={classes.body} /> : null}
        {message.attachmentUrl ? (
          <Anchor href={message.attachmentUrl} target="_blank" rel="noreferrer" className={classes.attachment}>
            <img src={message.attachmentUrl} alt={t('session.messages.attachment')} className={classes.attachmentImage} />
          </Anchor>
        ) : null}
        {message.suggestion ? (
          <SuggestionOptions message={message} question={question} isInteractive={isInteractive} onChoose={onChoose} />
        ) : null}
        {isEdited(message) ? (
          <Text span size="xs" c="dimmed" className={classes.edited}>
            {t('session.messages.edited')}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
