import { VisuallyHidden } from '@mantine/core';
import type { Question } from '@photostudy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getQuestion } from '../../lib/api';
import { selectProfile, useAppSelector } from '../../lib/store';
import { RatingFlow } from './dialogs';
import { MessageList } from './MessageList';
import { canShareSession, isShownAsSample, shouldForceHistoryRating } from './questionRules';
import { SessionBanner } from './SessionBanner';
import { ShareControl } from './ShareControl';
import classes from './SessionView.module.css';
import { SessionSheet } from './SessionSheet';
import { hasSessionSheet } from './sheetRules';
import { SheetWorkspace } from './SheetWorkspace';

/** Props of {@link HistoryView}. */
export interface HistoryViewProps {
  initialQuestion: Question;
  isSample: boolean;
  canAsk: boolean;
}

/**
 * A past or sample session (spec 001 section 2): banner and read-only messages, beside the session's spreadsheet
 * (read-only: the live sheet as the session left it, or the Google Sheets frame) when it had one; forces the rating dialog when a rating is owed. A finished session of
 * the student's own (not a User-ID account's) and a sample can be shared from the banner.
 */
export function HistoryView({ initialQuestion, isSample: isSampleRoute, canAsk }: HistoryViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useAppSelector(selectProfile);
  const isSample = isShownAsSample(initialQuestion, isSampleRoute, profile?.uid ?? null);
  const [question, setQuestion] = useState(initialQuestion);
  const [isRatingOpen, setIsRatingOpen] = useState(() => shouldForceHistoryRating(initialQuestion, isSample, canAsk));
  const canShare = canShareSession(question, isSample, { uid: profile?.uid ?? null, isUserIdAccount: Boolean(profile?.id) });

  const list = <MessageList question={question} isInteractive={false} isSample={isSample} />;
  const reload = async () => {
    setQuestion(await getQuestion(question.qid));
  };

  return (
    <section className={classes.history} aria-labelledby="session-history-heading">
      <VisuallyHidden>
        <h1 id="session-history-heading">{t(isSample ? 'session.sampleHeading' : 'session.historyHeading', { title: question.title })}</h1>
      </VisuallyHidden>
      <SessionBanner
        question={question}
        isSample={isSample}
        onBack={() => void navigate(-1)}
        actions={canShare ? <ShareControl question={question} isSample={isSample} /> : null}
      />
      {hasSessionSheet(question) ? (
        <SheetWorkspace
          sheet={<SessionSheet qid={question.qid} sheetUrl={question.sheetUrl} isReady editing="ended" />}
          title={t('session.sheet.historyTitle')}
          messageCount={question.messages.length}
        >
          {list}
        </SheetWorkspace>
      ) : (
        <div className={classes.historyChat}>{list}</div>
      )}
      {isSample ? null : <RatingFlow question={question} opened={isRatingOpen} onClose={() => setIsRatingOpen(false)} onReload={reload} />}
    </section>
  );
}
