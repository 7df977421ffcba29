import { Text, VisuallyHidden } from '@mantine/core';
import type { Message, Question } from '@photostudy/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OfflineNotice, useIsConnectionDown } from '@photostudy/ui';
import { answerSuggestion, resetIdle } from '../../lib/api';
import { useChatOutbox } from '../../lib/outbox/useChatOutbox';
import { studentRealtime, usePresenceChannel } from '../../lib/realtime';
import { ChatTopBar } from './ChatTopBar';
import { Composer } from './Composer';
import { ExitChatDialog, FlagConfirmDialog, RatingFlow, useLeaveGuard } from './dialogs';
import { ExpertInfoBanner } from './ExpertInfoBanner';
import { IdleTimeoutDialog, IdleWarningDialog } from './IdleDialogs';
import { MessageList } from './MessageList';
import { isDiscussionLive, isQuestionDead, isRatingOwed } from './questionRules';
import classes from './SessionView.module.css';
import { logSessionEvent } from './sessionLog';
import { SessionSheet } from './SessionSheet';
import { hasSessionSheet, sheetEditingOf } from './sheetRules';
import { SheetWorkspace } from './SheetWorkspace';
import { useLiveSession } from './useLiveSession';
import { useNowSeconds } from './useNowSeconds';
import { usePreviousQuestions } from './usePreviousQuestions';
import { WaitingDialog } from './WaitingDialog';

/** Props of {@link LiveChat}. */
export interface LiveChatProps {
  initialQuestion: Question;
  openQid: number | null;
  refreshConfig: () => void;
  isWaitingInitially: boolean;
}

/**
 * The live chat workspace of the one open question (spec 001 sections 2 and 4): top bar with timer,
 * messages with the thread's previous sessions, composer, typing hint, expert banner, and the
 * waiting, idle, flag, exit and rating dialogs.
 */
export function LiveChat({ initialQuestion, openQid, refreshConfig, isWaitingInitially }: LiveChatProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useLiveSession({ initialQuestion, openQid, refreshConfig, isWaitingInitially });
  const { question, reload, setQuestion } = session;
  const qid = question.qid;
  const isStarted = question.discussion?.status === 'STARTED';
  const now = useNowSeconds(isStarted);
  const isLive = isDiscussionLive(question, now);
  const isDead = isQuestionDead(question);
  const previous = usePreviousQuestions(question.previousQuestionIds, String(qid));

  const [isRatingOpen, setIsRatingOpen] = useState(false);
  const [isExitOpen, setIsExitOpen] = useState(false);
  const [isFlagOpen, setIsFlagOpen] = useState(false);

  usePresenceChannel(true);

  // Discussion EXPIRED with a rating owed: the rating dialog opens directly (once, after any idle-timeout notice).
  const hasOfferedRating = useRef(false);
  const isExpired = question.discussion?.status === 'EXPIRED';
  const isOwed = isRatingOwed(question);
  useEffect(() => {
    if (!isExpired || !isOwed || hasOfferedRating.current || session.isIdleTimeoutActive || isExitOpen || isFlagOpen) return;
    hasOfferedRating.current = true;
    setIsRatingOpen(true);
  }, [isExpired, isOwed, session.isIdleTimeoutActive, isExitOpen, isFlagOpen]);

  const openExit = useCallback(() => setIsExitOpen(true), []);
  const openRating = useCallback(() => setIsRatingOpen(true), []);
  useLeaveGuard(question, openExit, openRating);

  // Every message goes through the outbox: shown at once, sent in order, kept across failures and reloads.
  const outbox = useChatOutbox(qid, session.addMessage);
  const isConnectionDown = useIsConnectionDown(studentRealtime);
  const send = (body: string) => {
    outbox.enqueue(body);
    return Promise.resolve();
  };

  const onTyping = () => {
    if (!question.answered) return;
    resetIdle(qid, 'idle_warning').catch((error: unknown) => logSessionEvent('idle_reset_failed', { qid, error: String(error) }));
  };

  const choose = async (message: Message, optionId: number) => {
    session.addMessage(await answerSuggestion(qid, message.mid, optionId));
  };

  // Spec 001 section 2: back to the Business form from a spreadsheet session, else to the STEM one.
  const back = () => void navigate(question.allowSpreadsheet ? '/ask/business' : '/ask/stem');
  const canFlag = (isLive || isExpired) && !question.discussion?.flagged && !question.flagged;

  const footer = isLive ? (
    <Text size="sm" c="dimmed" fs="italic" data-testid="typing-hint">
      {session.isExpertTyping
        ? t('session.composer.typing', { name: question.expert?.name ?? t('session.composer.theExpert') })
        : t('session.composer.working')}
    </Text>
  ) : null;

  const chat = (
    <div className={classes.chatColumn}>
      <OfflineNotice isShown={isConnectionDown} label={t('session.composer.offline')} />
      {session.bannerExpertInfo ? <ExpertInfoBanner expertInfo={session.bannerExpertInfo} onClose={session.closeBanner} /> : null}
      <MessageList
        question={question}
        previousQuestions={previous.questions}
        hasMorePrevious={previous.hasMore}
        isLoadingPrevious={previous.isLoading}
        onLoadPrevious={previous.loadMore}
        isInteractive
        onChoose={choose}
        footer={footer}
        unsent={outbox.entries}
        onRetryUnsent={outbox.retry}
        onDiscardUnsent={outbox.discard}
      />
      {isLive ? <Composer onSend={send} onTyping={onTyping} /> : null}
    </div>
  );

  return (
    <section className={classes.workspace} aria-labelledby="expert-chat-heading">
      <VisuallyHidden>
        <h1 id="expert-chat-heading">{t('session.title')}</h1>
      </VisuallyHidden>
      <ChatTopBar
        question={question}
        nowS={now}
        isLive={isLive}
        isDead={isDead}
        canFlag={canFlag}
        onBack={back}
        onFlag={() => setIsFlagOpen(true)}
      />
      {hasSessionSheet(question) ? (
        <SheetWorkspace
          sheet={
            <SessionSheet
              qid={qid}
              sheetUrl={question.sheetUrl}
              isReady={session.isSheetReady}
              editing={sheetEditingOf(question, isLive)}
            />
          }
          title={t('session.sheet.chatTitle')}
          messageCount={question.messages.length}
        >
          {chat}
        </SheetWorkspace>
      ) : (
        chat
      )}
      <WaitingDialog
        isOpen={session.isWaitingOpen}
        isFailed={question.state === 'dead' && !question.expert}
        onClose={session.closeWaiting}
        question={question}
        onWithdrawn={() => {
          refreshConfig();
          back();
        }}
        onQuestionChange={setQuestion}
      />
      <IdleWarningDialog
        isOpen={session.idleWarningType !== null}
        onDismiss={() => void session.dismissIdleWarning()}
        onEndSession={() => {
          session.closeIdleWarningForExit();
          setIsExitOpen(true);
        }}
      />
      <IdleTimeoutDialog isOpen={session.isIdleTimeoutOpen} onClose={session.closeIdleTimeout} />
      <FlagConfirmDialog
        question={question}
        opened={isFlagOpen}
        onClose={() => setIsFlagOpen(false)}
        onFlagged={(updated) => {
          setIsFlagOpen(false);
          logSessionEvent('expert_flagged', { qid });
          setQuestion(updated);
          void reload().then((fresh) => {
            const current = fresh ?? updated;
            if (current.state === 'explained' && current.answered && current.answerPoint === 0) setIsRatingOpen(true);
          });
        }}
      />
      <ExitChatDialog
        question={question}
        opened={isExitOpen}
        onClose={() => setIsExitOpen(false)}
        onEnded={(updated) => {
          setIsExitOpen(false);
          setQuestion(updated);
          hasOfferedRating.current = true;
          void reload().then(() => setIsRatingOpen(true));
        }}
      />
      <RatingFlow
        question={question}
        opened={isRatingOpen}
        onClose={() => setIsRatingOpen(false)}
        onReload={async () => {
          await reload();
        }}
      />
    </section>
  );
}
