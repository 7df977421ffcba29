import { showErrorToast } from '@photostudy/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/ApiError';
import { expertApi, type Question } from '../../lib/api/expertApi';
import { realtime } from '../../lib/realtime';
import { useConsoleSession } from '../../lib/session';
import { useExpertOutbox, type ExpertOutboxView } from './useExpertOutbox';
import { useInterval } from '../../lib/useInterval';
import {
  applyToNotice,
  applyWorkspaceEvent,
  fromSessionEvent,
  rebaseOnFetched,
  type WorkspaceEvent,
  type WorkspaceNotice,
  type WorkspaceState,
} from './workspaceEvents';

/**
 * How often the question is re-read while realtime cannot keep it current. Poll decision: every change
 * of my own open session reaches me as a realtime event that is applied here, and the server's copy is
 * read again whenever realtime reports it is back (after a loss, or once the student's channel is
 * joined), so while the connection is up there is no poll. It still runs while the connection is down
 * (realtime is optional in the console), until a first read succeeded or after a failed one, and for an
 * open question that is not mine (no channel of mine carries its events). The session clock ticks locally.
 */
export const SESSION_POLL_MS = 3000;

/** The open session as the workspace shows it, and what the expert can do with it. */
export interface WorkspaceSession {
  question: Question | null;
  isMissing: boolean;
  notice: WorkspaceNotice | null;
  dismissNotice: () => void;
  myUid: number;
  isMine: boolean;
  isOpen: boolean;
  isLive: boolean;
  isEnded: boolean;
  /** An action (start, end, give back, flag) is running. */
  isBusy: boolean;
  /** Queues a message in the outbox: shown at once, sent in order, kept across failures and reloads. */
  send: (body: string) => Promise<void>;
  /** The messages of this session the server has not confirmed yet. */
  outbox: ExpertOutboxView;
  edit: (mid: number, body: string) => Promise<void>;
  /** Sends a suggestion; false (after a toast) when it failed. */
  suggest: (body: string, options: string[], timeRemaining: number) => Promise<boolean>;
  start: () => Promise<boolean>;
  end: () => Promise<boolean>;
  reject: () => Promise<boolean>;
  flag: (reason: string) => Promise<boolean>;
  sendTyping: (isTyping: boolean) => void;
}

type View = { question: Question | null; notice: WorkspaceNotice | null };

/**
 * Loads the session once, follows the student's channel while it is mine and open, and applies each
 * realtime event to the question; it reads the question again only when realtime is back, when an
 * event cannot be applied, and where the poll decision above says so.
 */
export function useWorkspaceSession(qid: number): WorkspaceSession {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const myUid = session.auth?.uid ?? 0;
  const { refreshActive, isLive: isRealtimeLive } = session;
  const [view, setView] = useState<View>({ question: null, notice: null });
  const [isMissing, setIsMissing] = useState(false);
  const [hasReadFailed, setHasReadFailed] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  // Event handlers run outside React: they read and write the latest view synchronously through this ref.
  const viewRef = useRef<View>(view);
  const pendingReads = useRef(new Set<WorkspaceEvent[]>());
  const refetchRun = useRef<{ running: Promise<void> | null; again: boolean }>({ running: null, again: false });
  const isMounted = useRef(true);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const commit = useCallback((next: View) => {
    viewRef.current = next;
    setView(next);
  }, []);

  /** Takes the question from the server (a read or an action's answer), keeping events heard meanwhile. */
  const sync = useCallback(
    async (read: () => Promise<Question>) => {
      const heard: WorkspaceEvent[] = [];
      pendingReads.current.add(heard);
      try {
        const fetched = await read();
        if (isMounted.current) commit({ ...viewRef.current, question: rebaseOnFetched(fetched, heard) });
      } finally {
        pendingReads.current.delete(heard);
      }
    },
    [commit],
  );

  /** Re-reads the question; calls made while a read runs are folded into one more read after it. */
  const refetch = useCallback((): Promise<void> => {
    const run = refetchRun.current;
    if (run.running) {
      run.again = true;
      return run.running;
    }
    run.running = (async () => {
      do {
        run.again = false;
        try {
          await sync(() => expertApi.question(qid));
          setIsMissing(false);
          setHasReadFailed(false);
        } catch (error) {
          if (error instanceof ApiError && (error.status === 404 || error.status === 403)) setIsMissing(true);
          else setHasReadFailed(true);
        }
      } while (run.again && isMounted.current);
    })().finally(() => {
      run.running = null;
    });
    return run.running;
  }, [qid, sync]);

  const receive = useCallback(
    (event: WorkspaceEvent) => {
      for (const heard of pendingReads.current) heard.push(event);
      if (event.kind === 'sessionEnded') void refreshActive();
      const current = viewRef.current;
      if (!current.question) {
        // The read under way (or a new one) brings the question; the events are laid on it when it lands.
        const notice = applyToNotice(current.notice, event);
        if (notice !== current.notice) commit({ ...current, notice });
        if (!refetchRun.current.running) void refetch();
        return;
      }
      const applied = applyWorkspaceEvent(current as WorkspaceState, event);
      if (applied.state !== current) commit(applied.state);
      if (applied.isStale) void refetch();
    },
    [commit, refetch, refreshActive],
  );

  useEffect(() => {
    void refetch();
  }, [refetch]);

  const { question, notice } = view;
  const isMine = question?.expert?.uid === myUid;
  const isOpen = question !== null && (question.state === 'connecting' || question.state === 'in_progress');
  const isLive = question?.state === 'in_progress' && question.discussion?.status === 'STARTED';
  const isEnded = question !== null && !isOpen;
  const studentUid = question && isMine && isOpen ? question.author.uid : null;

  const needsPoll = !isRealtimeLive || question === null || hasReadFailed || (isOpen && !isMine);
  useInterval(() => void refetch(), needsPoll ? SESSION_POLL_MS : null);

  useEffect(() => {
    realtime.followStudent(studentUid);
  }, [studentUid]);
  useEffect(() => () => realtime.followStudent(null), []);

  useEffect(
    () =>
      realtime.listen({
        onSessionEvent: (event) => {
          if (event.qid !== undefined && event.qid !== qid) return;
          const applied = fromSessionEvent(event);
          if (applied) receive(applied);
        },
        onAssignmentChanged: (change) => {
          if (change.qid === qid) receive({ kind: 'assignmentChanged', state: change.state });
        },
        // The server is the source of truth after a reconnect: whatever was published meanwhile is in its copy.
        onReconnected: () => void refetch(),
      }),
    [qid, receive, refetch],
  );

  const failed = useCallback(
    (error: unknown) => showErrorToast(error instanceof ApiError ? error.message : t('workspace.actionFailed')),
    [t],
  );

  const runAction = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setIsBusy(true);
      try {
        await action();
        // A read that started before the action may answer after it: read once more behind it.
        if (refetchRun.current.running) void refetch();
        void refreshActive();
        return true;
      } catch (error) {
        failed(error);
        return false;
      } finally {
        if (isMounted.current) setIsBusy(false);
      }
    },
    [failed, refetch, refreshActive],
  );

  const outbox = useExpertOutbox(qid, (message) => receive({ kind: 'messagePosted', message }));
  const { enqueue } = outbox;
  const send = useCallback(
    (body: string) => {
      enqueue(body);
      return Promise.resolve();
    },
    [enqueue],
  );

  const edit = useCallback(
    async (mid: number, body: string) => {
      const message = await expertApi.edit(qid, mid, body);
      receive({ kind: 'messageEdited', message });
    },
    [qid, receive],
  );

  const suggest = useCallback(
    async (body: string, options: string[], timeRemaining: number) => {
      try {
        const message = await expertApi.suggest(qid, body, options, timeRemaining);
        receive({ kind: 'messagePosted', message });
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    [qid, receive, failed],
  );

  const dismissNotice = useCallback(() => commit({ ...viewRef.current, notice: null }), [commit]);
  const start = useCallback(() => runAction(() => sync(() => expertApi.start(qid))), [runAction, sync, qid]);
  const end = useCallback(() => runAction(() => sync(() => expertApi.end(qid))), [runAction, sync, qid]);
  const reject = useCallback(() => runAction(() => expertApi.reject(qid)), [runAction, qid]);
  const flag = useCallback((reason: string) => runAction(() => sync(() => expertApi.flag(qid, reason))), [runAction, sync, qid]);
  const sendTyping = useCallback((isTyping: boolean) => realtime.sendTyping(qid, isTyping), [qid]);

  return {
    question,
    isMissing,
    notice,
    dismissNotice,
    myUid,
    isMine,
    isOpen,
    isLive,
    isEnded,
    isBusy,
    send,
    outbox,
    edit,
    suggest,
    start,
    end,
    reject,
    flag,
    sendTyping,
  };
}
