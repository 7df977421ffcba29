import { Text } from '@mantine/core';
import type { Message, Question } from '@photostudy/contracts';
import { MathText } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { ZoomableImage } from '../../components/ZoomableImage';
import { formatMessageTime, isoTime } from './chatTime';
import { isEdited, senderRole } from './questionRules';
import classes from './SessionView.module.css';
import { SuggestionOptions } from './SuggestionOptions';

/** Props of {@link MessageItem}. */
export interface MessageItemProps {
  message: Message;
  question: Question;
  isInteractive: boolean;
  onChoose?: (message: Message, optionId: number) => Promise<void> | void;
  /** Someone else's session (a sample): its student is 'Student', never 'You'. */
  isSample?: boolean;
}

/** One chat message: sender by uid, text with math (never HTML), attachment opening full size, suggestion options, edited mark and time. */
export function MessageItem({ message, question, isInteractive, onChoose, isSample = false }: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const role = senderRole(message, question.author.uid);
  const body = i18n.language === 'es' && message.esBody ? message.esBody : message.body;
  const senderName =
    role === 'system'
      ? t('session.messages.system')
      : role === 'student'
        ? isSample
          ? t('session.messages.student')
          : t('session.messages.you')
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
          <div className={classes.attachment}>
            <ZoomableImage
              src={message.attachmentUrl}
              alt={t('session.messages.attachment')}
              openLabel={t('session.messages.openImage')}
              closeLabel={t('session.messages.closeImage')}
              imageClassName={classes.attachmentImage}
            />
          </div>
        ) : null}
        {message.suggestion ? (
          <SuggestionOptions message={message} question={question} isInteractive={isInteractive} onChoose={onChoose} />
        ) : null}
        <MessageMeta epochS={message.created} isEdited={isEdited(message)} />
      </div>
    </div>
  );
}

/** The line under a message: the edited mark and the time it was sent (hh:mm in the reader's language). */
export function MessageMeta({ epochS, isEdited: hasEdit = false }: { epochS: number; isEdited?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <span className={classes.meta}>
      {hasEdit ? <span className={classes.edited}>{t('session.messages.edited')}</span> : null}
      <time dateTime={isoTime(epochS)} className={classes.time} data-testid="message-time">
        {formatMessageTime(epochS, i18n.language)}
      </time>
    </span>
  );
}
