import { Text } from '@mantine/core';
import type { Question } from '@photostudy/contracts';
import { MathText } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { ZoomableImage } from '../../components/ZoomableImage';
import { MessageMeta } from './MessageItem';
import classes from './SessionView.module.css';

/** Props of {@link QuestionItem}. */
export interface QuestionItemProps {
  question: Question;
  /** Someone else's session (a sample): its student is 'Student', never 'You'. */
  isSample?: boolean;
}

/** Whether a question has anything to show as the chat's first item (its text or its image). */
export function hasQuestionContent(question: Pick<Question, 'title' | 'attachmentUrl'>): boolean {
  return question.title.trim() !== '' || Boolean(question.attachmentUrl);
}

/**
 * The student's question as the first item of its session's chat: the text with its formulas, the image
 * (opening full size), and the time it was asked; styled as the student's own message.
 */
export function QuestionItem({ question, isSample = false }: QuestionItemProps) {
  const { t } = useTranslation();
  if (!hasQuestionContent(question)) return null;
  return (
    <div className={classes.messageRow} data-role="student" data-testid="chat-question" data-qid={question.qid}>
      <div className={classes.bubble} data-role="student">
        <Text size="xs" fw={700} className={classes.sender}>
          {isSample ? t('session.messages.student') : t('session.messages.you')}{' '}
          <span className={classes.questionTag}>{t('session.messages.question')}</span>
        </Text>
        {question.title.trim() ? <MathText text={question.title} className={classes.body} /> : null}
        {question.attachmentUrl ? (
          <div className={classes.attachment}>
            <ZoomableImage
              src={question.attachmentUrl}
              alt={t('session.messages.questionImage')}
              openLabel={t('session.messages.openImage')}
              closeLabel={t('session.messages.closeImage')}
              imageClassName={classes.attachmentImage}
            />
          </div>
        ) : null}
        <MessageMeta epochS={question.created} />
      </div>
    </div>
  );
}
