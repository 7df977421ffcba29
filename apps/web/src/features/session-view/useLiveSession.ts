import { STUDENT_PRESENCE_EVENTS, STUDENT_PRIVATE_EVENTS, type Message, type Question } from '@photostudy/contracts';
import { showErrorToast } from '@photostudy/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getQuestion, isApiError, resetIdle } from '../../lib/api';
import { useStudentRealtimeEvents, type StudentRealtimeEvent } from '../../lib/realtime';
import { hasEndedSince, isDiscussionStarted, mergeMessages, upsertMessage } from './questionRules';
import { logSessionEvent } from './sessionLog';

/** The idle reset types (spec 001 section 4). */
type IdleType = 'idle_warning' | 'warning_modal';

/** Options of {@link useLiveSession}. */
export interface LiveSessionOptions {
  initialQuestion: Question;
  /** The open question of the ask config (null when none is open). */
  openQid: number | null;
  /** Refreshes the ask config (open question, canAsk). */
  refreshConfig: () => void;
  /** Navigated here with router state {showWaiting: true}. */
  isWaitingInitially: boolean;
}

/** The live chat's state and actions. */
export interface LiveSession {
  question: Question;
  setQuestion: (question: Question) => void;
  /** Reloads the question; resolves the fresh one (null when the load failed or a newer one won). */
  reload: () => Promise<Question | null>;
  isWaitingOpen: boolean;
  closeWaiting: () => void;
  idleWarningType: IdleType | null;
  dismissIdleWarning: () => Promise<void>;
  closeIdleWarningForExit: () => void;
  isIdleTimeoutOpen: boolean;
  /** The idle timeout is known and its dialog is showing or about to show. */
  isIdleTimeoutActive: boolean;
  closeIdleTimeout: () => void;
  isExpertTyping: boolean;
  bannerExpertInfo: Question['expertInfo'];
  closeBanner: () => void;
  addMessage: (message: Message) => void;
  /** Spreadsheet permission: ready, and the time of the last ready event. */
  isSheetReady: boolean;
}

/**
 * The live chat's data and every real-time rule of spec 001 section 4: reloads, the waiting dialog,
 * idle dialogs, messages, typing, the expert banner and spreadsheet readiness.
 */
export function useLiveSession({ initialQuestion, openQid, refreshConfig, isWaitingInitially }: LiveSessionOptions): LiveSession {
  const qid = initialQuestion.qid;
  const [question, setQuestionState] = useState(initialQuestion);
  // Also after a reload while still waiting: the dialog is where the student follows the match or withdraws.
  const [isWaitingOpen, setIsWaitingOpen] = useState(
    (isWaitingInitially || initialQuestion.state === 'connecting') &&
      initialQuestion.messages.length === 0 &&
      !isDiscussionStarted(initialQuestion),
  );
  const [idleWarningType, setIdleWarningType] = useState<IdleType | null>(null);
  // 'pending' from the moment the session is known to have timed out until its dialog shows, so nothing jumps ahead of it.
  const [idleTimeoutPhase, setIdleTimeoutPhase] = useState<'none' | 'pending' | 'open'>('none');
  const [isExpertTyping, setIsExpertTyping] = useState(false);
  const [bannerExpertInfo, setBannerExpertInfo] = useState<Question['expertInfo']>(null);
  const [isSheetReady, setIsSheetReady] = useState(initialQuestion.isSheetReady);
  const sheetReadyAt = useRef(0);
  const seenExpertUid = useRef<number | null>(initialQuestion.expertInfo?.expertUid ?? null);
  const reloadSeq = useRef(0);
  // The question as last rendered: a reload compares against it to notice an end it missed (offline, reconnecting).
  const questionRef = useRef(initialQuestion);
  useEffect(() => {
    questionRef.current = question;
  }, [question]);

  const showExpertIfNew = useCallback((info: Question['expertInfo']) => {
    if (!info || seenExpertUid.current === info.expertUid) return;
    seenExpertUid.current = info.expertUid;
    setBannerExpertInfo(info);
  }, []);

  const setQuestion = useCallback(
    (next: Question) => {
      setQuestionState((current) =>
        current.qid === next.qid ? { ...next, messages: mergeMessages(next.messages, current.messages) } : next,
      );
      setIsSheetReady(next.isSheetReady);
      showExpertIfNew(next.expertInfo);
      // The discussion started: the match is over, whether or not the expert has written yet.
      if (isDiscussionStarted(next)) setIsWaitingOpen(false);
    },
    [showExpertIfNew],
  );

  const reload = useCallback(async () => {
    const seq = ++reloadSeq.current;
    try {
      const fresh = await getQuestion(qid);
      if (seq !== reloadSeq.current) return null;
      if (hasEndedSince(questionRef.current, fresh)) {
        // The end may have happened while no event could reach us (offline, reconnecting): show what the events would have.
        if (fresh.endReason === 'idle_timeout') {
          setIdleWarningType(null);
          setIdleTimeoutPhase('open');
        }
        refreshConfig();
      }
      setQuestion(fresh);
      return fresh;
    } catch (error) {
      showErrorToast(isApiError(error) ? error.message : String(error));
      return null;
    }
  }, [qid, setQuestion, refreshConfig]);

  const addMessage = useCallback(
    (message: Message) => {
      if (message.qid !== qid) return;
      setQuestionState((current) => ({ ...current, messages: upsertMessage(current.messages, message) }));
    },
    [qid],
  );

  const showIdleTimeout = () => {
    setIdleWarningType(null);
    setIdleTimeoutPhase((phase) => (phase === 'none' ? 'pending' : phase));
    void reload().then(() => setIdleTimeoutPhase((phase) => (phase === 'pending' ? 'open' : phase)));
  };

  const isCurrentOrNoneOpen = (eventQid: number) => eventQid === qid || openQid === null;

  const onEvent = (event: StudentRealtimeEvent) => {
    if (event.channel === 'connection') {
      void reload();
      return;
    }
    if (event.channel === 'private') {
      switch (event.name) {
        case STUDENT_PRIVATE_EVENTS.questionRejected:
          if (isCurrentOrNoneOpen(event.data.qid)) {
            void reload();
            setIsWaitingOpen(true);
          }
          refreshConfig();
          return;
        case STUDENT_PRIVATE_EVENTS.questionAnswered:
          // The discussion started: the waiting is over even before the expert's first message.
          if (event.data.qid === qid) setIsWaitingOpen(false);
          if (isCurrentOrNoneOpen(event.data.qid)) void reload();
          return;
        case STUDENT_PRIVATE_EVENTS.questionDead:
          if (event.data.qid !== qid) return;
          void reload();
          refreshConfig();
          setIsWaitingOpen(true);
          return;
        case STUDENT_PRIVATE_EVENTS.discussionSessionEnded:
          if (event.data.qid !== qid) return;
          logSessionEvent('session_finished', { qid, reason: 'expired', endReason: event.data.reason });
          if (event.data.reason === 'idle_timeout') showIdleTimeout();
          else void reload();
          refreshConfig();
          return;
        case STUDENT_PRIVATE_EVENTS.spreadsheetPermissionUpdated:
          if (event.data.qid !== qid) return;
          sheetReadyAt.current = event.data.timestamp;
          setIsSheetReady(true);
          return;
        case STUDENT_PRIVATE_EVENTS.spreadsheetPermissionUpdating:
          if (event.data.qid !== qid) return;
          if (event.data.timestamp > sheetReadyAt.current) setIsSheetReady(false);
          return;
        default:
          return; // questionClaimed: no effect (spec).
      }
    }
    switch (event.name) {
      case STUDENT_PRESENCE_EVENTS.questionGranted:
        if (event.data.qid !== qid) return;
        // An expert took the question: the banner introduces them; the waiting dialog is not reopened for it.
        showExpertIfNew(event.data.expertInfo);
        void reload();
        return;
      case STUDENT_PRESENCE_EVENTS.sessionIdleWarning:
        if (event.data.qid === qid) setIdleWarningType(event.data.type);
        return;
      case STUDENT_PRESENCE_EVENTS.sessionIdleTimeout:
        if (event.data.qid !== qid) return;
        showIdleTimeout();
        return;
      case STUDENT_PRESENCE_EVENTS.newDiscussionMessage:
      case STUDENT_PRESENCE_EVENTS.newStudentDiscussionMessage:
      case STUDENT_PRESENCE_EVENTS.challengedQuestionAnswered:
        if (event.data.qid !== qid) return;
        addMessage(event.data);
        setIsWaitingOpen(false);
        if (event.name === STUDENT_PRESENCE_EVENTS.newDiscussionMessage) {
          setIsExpertTyping(false);
          // The server marks the question answered with the expert's first message (questionAnswered comes at start, before it).
          setQuestionState((current) => (current.answered ? current : { ...current, answered: true }));
        }
        return;
      case STUDENT_PRESENCE_EVENTS.editDiscussionMessage:
        addMessage(event.data);
        return;
      case STUDENT_PRESENCE_EVENTS.discussionSessionEnded:
        if (event.data.qid !== qid) return;
        logSessionEvent('session_finished', { qid, reason: 'expired', endReason: event.data.reason });
        if (event.data.reason === 'idle_timeout') setIdleTimeoutPhase((phase) => (phase === 'none' ? 'pending' : phase));
        setIsExpertTyping(false);
        setQuestionState((current) =>
          current.discussion ? { ...current, discussion: { ...current.discussion, status: 'EXPIRED' } } : current,
        );
        return;
      case STUDENT_PRESENCE_EVENTS.tutorTyping:
        if (event.data.qid === undefined || event.data.qid === qid) setIsExpertTyping(true);
        return;
      case STUDENT_PRESENCE_EVENTS.tutorStoppedTyping:
        if (event.data.qid === undefined || event.data.qid === qid) setIsExpertTyping(false);
        return;
      default:
        return;
    }
  };
  useStudentRealtimeEvents(onEvent);

  const dismissIdleWarning = useCallback(async () => {
    const type = idleWarningType ?? 'idle_warning';
    setIdleWarningType(null);
    try {
      await resetIdle(qid, type);
    } catch (error) {
      logSessionEvent('idle_reset_failed', { qid, error: String(error) });
    }
    if (question.discussion?.status === 'STARTED') await reload();
  }, [idleWarningType, qid, question.discussion?.status, reload]);

  const closeIdleWarningForExit = useCallback(() => {
    const type = idleWarningType ?? 'idle_warning';
    setIdleWarningType(null);
    resetIdle(qid, type).catch((error: unknown) => logSessionEvent('idle_reset_failed', { qid, error: String(error) }));
  }, [idleWarningType, qid]);

  return {
    question,
    setQuestion,
    reload,
    isWaitingOpen,
    closeWaiting: useCallback(() => setIsWaitingOpen(false), []),
    idleWarningType,
    dismissIdleWarning,
    closeIdleWarningForExit,
    isIdleTimeoutOpen: idleTimeoutPhase === 'open',
    isIdleTimeoutActive: idleTimeoutPhase !== 'none',
    closeIdleTimeout: useCallback(() => setIdleTimeoutPhase('none'), []),
    isExpertTyping,
    bannerExpertInfo,
    closeBanner: useCallback(() => setBannerExpertInfo(null), []),
    addMessage,
    isSheetReady,
  };
}
