import { coalesced } from '@photostudy/client';
import { catalogSubjectName, EXPERT_QUEUE_LIMIT } from '@photostudy/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { setSignedOutHandler } from './api/apiClient';
import { expertApi, type QuestionItem } from './api/expertApi';
import { readAuth, roleOf, writeAuth, type StoredAuth } from './api/tokens';
import { notifyBrowser, playOfferBeep, requestNotificationPermission } from './alerts';
import { applyQueueDelta } from './queueDelta';
import { realtime, type QueueDelta, type QueueDigest } from './realtime';
import { chatOutbox } from './chatOutbox';
import { useInterval } from './useInterval';

/** How often the queue and the active assignment are polled while realtime is down (its events bring every change). */
export const QUEUE_POLL_MS = 4000;
/**
 * While realtime is live the queue comes as deltas and the assignment's changes as events: a slow read of both stays as
 * a safety net for a frame lost (issue 19: at 1,000 online experts a 4 s poll alone was 500 requests/s).
 */
export const QUEUE_POLL_LIVE_MS = 60_000;
const ONLINE_KEY = 'ps-console-online';
const OPEN_STATES = new Set(['connecting', 'in_progress']);

/** The signed-in expert, the online switch, the queue and the active assignment, shared by every page. */
export interface ConsoleSession {
  auth: StoredAuth | null;
  role: string | null;
  name: string | null;
  isOnline: boolean;
  isLive: boolean;
  queue: QuestionItem[];
  isQueueLoaded: boolean;
  /**
   * How many questions wait for me (at most the queue's limit): the rows held, and the questions a digest told of while
   * I hold an open question, whose rows are read only when the queue is shown.
   */
  waitingCount: number;
  /** Questions a digest told of whose rows are not held yet: the queue, when shown, reads them. */
  unreadOfferCount: number;
  /** My open question (claimed or in progress), if any. */
  active: QuestionItem | null;
  /** My subjects, from my expert profile (the queue holds only these subjects); empty for admins. */
  subjects: string[];
  setOnline: (isOnline: boolean) => void;
  refreshQueue: () => Promise<void>;
  refreshActive: () => Promise<void>;
  signedIn: (auth: StoredAuth, name: string | null) => void;
  signOut: () => void;
}

const SessionContext = createContext<ConsoleSession | null>(null);

/** The console session of the nearest {@link ConsoleSessionProvider}. */
export function useConsoleSession(): ConsoleSession {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useConsoleSession outside ConsoleSessionProvider');
  return value;
}

/** Provides {@link ConsoleSession}; polls the queue and my assignment, and plays offers while online. */
export function ConsoleSessionProvider({ children, initialValue }: { children: ReactNode; initialValue?: Partial<ConsoleSession> }) {
  const { t, i18n } = useTranslation();
  const [auth, setAuth] = useState<StoredAuth | null>(() => readAuth());
  const [name, setName] = useState<string | null>(null);
  const [isOnline, setIsOnline] = useState(() => localStorage.getItem(ONLINE_KEY) === '1');
  const [isLive, setIsLive] = useState(false);
  const [queue, setQueue] = useState<QuestionItem[]>([]);
  /** The queue as last set, for deltas heard before React renders it. */
  const queueRef = useRef<QuestionItem[]>([]);
  const [isQueueLoaded, setIsQueueLoaded] = useState(false);
  const [active, setActive] = useState<QuestionItem | null>(null);
  const [subjects, setSubjects] = useState<string[]>([]);
  /** My subjects' titles by id, for the alert of a digest (which names its subject, not its questions). */
  const subjectTitles = useRef(new Map<number, string>());
  const seen = useRef<Set<number> | null>(null);
  /** Qids a digest offered whose rows are not held (they are read when the queue is shown). */
  const unreadOffers = useRef(new Set<number>());
  const [unreadCount, setUnreadCount] = useState(0);
  /** Deltas heard while a queue read is on its way: applied again to what it answers (it may predate them). */
  const heardDuringRead = useRef<QueueDelta[] | null>(null);
  const onlineRef = useRef(isOnline);

  const signOut = useCallback(() => {
    writeAuth(null);
    realtime.disconnect();
    // Unsent chat text does not outlive the sign-in on a shared computer.
    chatOutbox.clear();
    setAuth(null);
    queueRef.current = [];
    setQueue([]);
    setActive(null);
    setSubjects([]);
    seen.current = null;
    heardDuringRead.current = null;
    unreadOffers.current.clear();
    setUnreadCount(0);
  }, []);

  useEffect(() => setSignedOutHandler(signOut), [signOut]);

  /** The offer alert (while online): the beep, and the browser notification with its subject (and title, when known). */
  const announce = useCallback(
    (item: { tid: number; subjectTitle: string; title?: string }) => {
      if (!onlineRef.current) return;
      playOfferBeep();
      const subject = catalogSubjectName(i18n.language, { tid: item.tid, title: item.subjectTitle });
      notifyBrowser(t('queue.newOffer'), item.title === undefined ? subject : `${subject}: ${item.title.slice(0, 120)}`);
    },
    [t, i18n],
  );
  /** The alert for offers known by qid only (a digest's, or past the queue's limit): it names their subject. */
  const announceSubject = useCallback(
    (subjectId: number) => announce({ tid: subjectId, subjectTitle: subjectTitles.current.get(subjectId) ?? '' }),
    [announce],
  );

  const readQueue = useCallback(async () => {
    const current = readAuth();
    // Admins have no queue (the expert API refuses them).
    if (!current || roleOf(current.accessToken) !== 'expert') return;
    heardDuringRead.current = [];
    const unreadBefore = [...unreadOffers.current];
    try {
      let { questions } = await expertApi.queue();
      for (const delta of heardDuringRead.current ?? []) questions = applyQueueDelta(questions, delta).queue;
      const known = seen.current;
      const fresh = known ? questions.filter((q) => !known.has(q.qid)) : [];
      seen.current = new Set([...(known ?? []), ...questions.map((q) => q.qid)]);
      if (fresh[0]) announce(fresh[0]);
      queueRef.current = questions;
      setQueue(questions);
      setIsQueueLoaded(true);
      // The read holds every question offered before it that still waits within the limit; one told during it may not.
      for (const qid of unreadBefore) unreadOffers.current.delete(qid);
      for (const q of questions) unreadOffers.current.delete(q.qid);
      setUnreadCount(unreadOffers.current.size);
    } catch {
      // The next poll tries again; the page keeps its last list.
    } finally {
      heardDuringRead.current = null;
    }
  }, [announce]);
  // A read asked for while one is on its way runs once after it, however many asked.
  const refreshQueue = useMemo(() => coalesced(readQueue), [readQueue]);

  /**
   * Offers and withdrawals applied to the queue held (the offers are the queue's rows): no read per change. An offer
   * past the queue's limit (its qid only) alerts as any new one; a full queue would not list it, one that is not reads.
   */
  const applyDelta = useCallback(
    (delta: QueueDelta) => {
      heardDuringRead.current?.push(delta);
      const applied = applyQueueDelta(queueRef.current, delta);
      queueRef.current = applied.queue;
      setQueue(applied.queue);
      // Before the first read answers there is nothing to remember against: that read records what waits.
      const known = seen.current;
      const fresh = applied.added.filter((q) => !known?.has(q.qid));
      for (const q of fresh) known?.add(q.qid);
      const beyond = delta.beyondLimit;
      const freshBeyond = beyond?.qids.filter((qid) => !known?.has(qid)) ?? [];
      for (const qid of freshBeyond) known?.add(qid);
      if (fresh[0]) announce(fresh[0]);
      else if (beyond && known && freshBeyond.length) announceSubject(beyond.subjectId);
      const isListable = beyond !== undefined && applied.queue.length < EXPERT_QUEUE_LIMIT;
      if (applied.needsRead || isListable) void refreshQueue();
    },
    [announce, announceSubject, refreshQueue],
  );

  /**
   * A digest (while I hold an open question): withdrawals apply to the rows held, offers are counted until the queue is
   * read, and the alert names the subject of the first new one.
   */
  const applyDigest = useCallback(
    (digest: QueueDigest) => {
      for (const qid of digest.withdrawn) unreadOffers.current.delete(qid);
      if (digest.withdrawn.length) applyDelta({ offered: [], withdrawn: digest.withdrawn });
      const held = new Set(queueRef.current.map((q) => q.qid));
      for (const qid of digest.offered) if (!held.has(qid)) unreadOffers.current.add(qid);
      setUnreadCount(unreadOffers.current.size);
      const known = seen.current;
      const fresh = digest.offered.filter((qid) => !known?.has(qid));
      for (const qid of fresh) known?.add(qid);
      if (known && fresh.length) announceSubject(digest.subjectId);
    },
    [applyDelta, announceSubject],
  );

  const refreshActive = useCallback(async () => {
    const current = readAuth();
    if (!current || roleOf(current.accessToken) !== 'expert') return;
    try {
      const { questions } = await expertApi.history(1);
      setActive(questions.find((q) => q.expert?.uid === current.uid && OPEN_STATES.has(q.state)) ?? null);
    } catch {
      // Keep the last known assignment until the next poll.
    }
  }, []);

  const isExpert = auth !== null && roleOf(auth.accessToken) === 'expert';

  useEffect(() => {
    if (!auth) return undefined;
    if (!name)
      void expertApi.status().then(
        (s) => setName(s.profile.name ?? s.profile.email),
        () => undefined,
      );
    // An admin uses the admin area only: the queue, the assignment, the profile and the expert channels are the experts'
    // (the server answers an admin 403 on each), so none of them is asked for.
    if (!isExpert) return undefined;
    void realtime.connect(auth.uid).then(() => realtime.setOnline(onlineRef.current));
    const stop = realtime.listen({
      onQueueDelta: applyDelta,
      onQueueDigest: applyDigest,
      onQueueChanged: () => void refreshQueue(),
      onAssignmentChanged: () => void refreshActive(),
      onConnectionState: (state) => setIsLive(state === 'connected'),
      // Back after a loss, or my subjects' queue channels just joined: offers sent meanwhile were missed.
      onReconnected: () => void refreshQueue(),
    });
    void refreshQueue();
    void refreshActive();
    void expertApi.profile().then(
      (p) => {
        setSubjects(p.subjects.map((s) => s.title));
        subjectTitles.current = new Map(p.subjects.map((s) => [s.tid, s.title]));
        // Fresh asks are offered once per subject, on the queue channels of my subjects.
        realtime.setSubjects(p.subjects.map((s) => s.tid));
      },
      () => undefined,
    );
    return stop;
  }, [auth, isExpert, refreshQueue, refreshActive, applyDelta, applyDigest, name]);

  // Holding an open question, I cannot claim: my subjects' queues come as their digests meanwhile.
  const isBusy = active !== null;
  useEffect(() => realtime.setBusy(isBusy), [isBusy]);

  useInterval(
    () => {
      void refreshQueue();
      void refreshActive();
    },
    isExpert ? (isLive ? QUEUE_POLL_LIVE_MS : QUEUE_POLL_MS) : null,
  );

  const setOnline = useCallback((next: boolean) => {
    onlineRef.current = next;
    setIsOnline(next);
    localStorage.setItem(ONLINE_KEY, next ? '1' : '0');
    if (next) requestNotificationPermission();
    realtime.setOnline(next);
  }, []);

  const signedIn = useCallback((next: StoredAuth, nextName: string | null) => {
    writeAuth(next);
    setName(nextName);
    setAuth(next);
  }, []);

  const value = useMemo<ConsoleSession>(
    () => ({
      auth,
      role: auth ? roleOf(auth.accessToken) : null,
      name,
      isOnline,
      isLive,
      queue,
      isQueueLoaded,
      waitingCount: Math.min(EXPERT_QUEUE_LIMIT, (initialValue?.queue ?? queue).length + unreadCount),
      unreadOfferCount: unreadCount,
      active,
      subjects,
      setOnline,
      refreshQueue,
      refreshActive,
      signedIn,
      signOut,
      ...initialValue,
    }),
    [
      auth,
      name,
      isOnline,
      isLive,
      queue,
      isQueueLoaded,
      unreadCount,
      active,
      subjects,
      setOnline,
      refreshQueue,
      refreshActive,
      signedIn,
      signOut,
      initialValue,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
