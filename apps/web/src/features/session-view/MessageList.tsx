import { Button, Divider, Loader } from '@mantine/core';
import type { OutboxEntry } from '@photostudy/client';
import { ATTACHMENT_SCROLL_DELAY_MS, type Message, type Question } from '@photostudy/contracts';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel, localDayKey } from './chatTime';
import { MessageItem } from './MessageItem';
import { QuestionItem, hasQuestionContent } from './QuestionItem';
import { nowSeconds } from './questionRules';
import classes from './SessionView.module.css';
import { UnsentMessageItem } from './UnsentMessageItem';

/** Props of {@link MessageList}. */
export interface MessageListProps {
  question: Question;
  /** Earlier questions of the same thread already loaded, oldest first. */
  previousQuestions?: Question[];
  hasMorePrevious?: boolean;
  isLoadingPrevious?: boolean;
  onLoadPrevious?: () => void;
  isInteractive: boolean;
  onChoose?: (message: Message, optionId: number) => Promise<void> | void;
  /** Shown under the last message (typing hint). */
  footer?: ReactNode;
  /** Someone else's session (a sample): its student is 'Student', never 'You'. */
  isSample?: boolean;
  /** The student's messages the server has not confirmed yet (the outbox), after the confirmed ones. */
  unsent?: OutboxEntry[];
  onRetryUnsent?: (clientMessageId: string) => void;
  onDiscardUnsent?: (clientMessageId: string) => void;
}

const NO_UNSENT: OutboxEntry[] = [];
const ignore = () => undefined;

const TOP_LOAD_THRESHOLD_PX = 24;

/**
 * The scrolling chat list: previous sessions of the thread (loaded on scroll up or with 'View previous chat'),
 * each session opening with the student's question, day dividers, the messages with their times, and a scroll
 * to the latest message (delayed when it has an attachment).
 */
export function MessageList(props: MessageListProps) {
  const {
    question,
    previousQuestions = [],
    hasMorePrevious = false,
    isLoadingPrevious = false,
    onLoadPrevious,
    isInteractive,
    onChoose,
    footer,
    isSample = false,
    unsent = NO_UNSENT,
    onRetryUnsent = ignore,
    onDiscardUnsent = ignore,
  } = props;
  const { t, i18n } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const heightBeforePrepend = useRef<number | null>(null);
  const [canScroll, setCanScroll] = useState(false);
  const last = question.messages.at(-1);
  // A confirmed message whose answer has not come back yet is already in the list: show it once.
  const confirmedIds = new Set(question.messages.map((message) => message.clientMessageId).filter(Boolean));
  const waiting = unsent.filter((entry) => !confirmedIds.has(entry.clientMessageId));
  const lastUnsentId = waiting.at(-1)?.clientMessageId;

  // Latest message: scroll down, after the image had time to load when there is one.
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const scroll = () => {
      element.scrollTop = element.scrollHeight;
    };
    if (last?.attachmentUrl) {
      const timer = setTimeout(scroll, ATTACHMENT_SCROLL_DELAY_MS);
      return () => clearTimeout(timer);
    }
    scroll();
    return undefined;
    // Only a new or changed last message scrolls; re-renders (the timer ticks every second) must not pull the reader down.
  }, [last?.mid, last?.updated, last?.attachmentUrl, lastUnsentId]);

  // A notification's link (`?mid=`) opens the session at that message, once, after the scroll to the latest one.
  const focusMid = useRef(Number(new URLSearchParams(globalThis.location?.search ?? '').get('mid')) || null);
  const hasFocusMessage = question.messages.some((message) => message.mid === focusMid.current);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || !hasFocusMessage || focusMid.current === null) return;
    element.querySelector(`[data-mid="${focusMid.current}"]`)?.scrollIntoView?.({ block: 'center' });
    focusMid.current = null;
  }, [hasFocusMessage]);

  // Older chat was prepended after a scroll up: keep the reader where they were.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || heightBeforePrepend.current === null) return;
    element.scrollTop += element.scrollHeight - heightBeforePrepend.current;
    heightBeforePrepend.current = null;
  }, [previousQuestions.length]);

  // A short chat cannot scroll, so 'scroll up' could never load the previous one: the divider then offers a button.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    setCanScroll(element.scrollHeight > element.clientHeight + TOP_LOAD_THRESHOLD_PX);
    // Measured when the content changes; either label's button loads the previous chat, so a stale one still works.
  }, [question.messages.length, previousQuestions.length, hasMorePrevious, isLoadingPrevious]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element || !hasMorePrevious || isLoadingPrevious || !onLoadPrevious) return;
    if (element.scrollTop <= TOP_LOAD_THRESHOLD_PX) {
      heightBeforePrepend.current = element.scrollHeight;
      onLoadPrevious();
    }
  };

  // Asked for by a click: the list stays at its top, where the previous chat now begins; the focus moves to the list.
  const loadPreviousNow = () => {
    if (isLoadingPrevious || !onLoadPrevious) return;
    scrollRef.current?.focus({ preventScroll: true });
    onLoadPrevious();
  };

  const nowS = nowSeconds();
  let lastDayKey: string | null = null;
  const dayDivider = (epochS: number, ownerQid: number) => {
    const key = localDayKey(epochS);
    if (key === lastDayKey) return null;
    lastDayKey = key;
    const label = dayLabel(epochS, nowS, i18n.language);
    return (
      <Divider
        key={`day-${ownerQid}-${key}`}
        my={4}
        labelPosition="center"
        label={label.kind === 'date' ? label.text : t(`session.messages.${label.kind}`)}
        classNames={{ label: classes.dayLabel }}
        data-testid="day-divider"
      />
    );
  };

  const renderSession = (owner: Question, isLive: boolean) => {
    const nodes: ReactNode[] = [];
    if (hasQuestionContent(owner)) {
      nodes.push(dayDivider(owner.created, owner.qid), <QuestionItem key={`${owner.qid}-question`} question={owner} isSample={isSample} />);
    }
    for (const message of owner.messages) {
      nodes.push(
        dayDivider(message.created, owner.qid),
        <MessageItem
          key={`${owner.qid}-${message.mid}`}
          message={message}
          question={owner}
          isInteractive={isLive && isInteractive}
          onChoose={onChoose}
          isSample={isSample}
        />,
      );
    }
    return nodes;
  };

  return (
    <div
      ref={scrollRef}
      className={classes.messageList}
      onScroll={onScroll}
      role="log"
      aria-label={t('session.messages.listLabel')}
      aria-live="polite"
      // Scrollable by keyboard (arrows, Page Up) once focused.
      tabIndex={0}
    >
      {hasMorePrevious ? (
        <Divider
          my="sm"
          labelPosition="center"
          label={
            isLoadingPrevious ? (
              <>
                <Loader size="xs" mr={6} /> {t('session.messages.loadingPrevious')}
              </>
            ) : (
              <Button variant="subtle" size="compact-sm" radius="xl" onClick={loadPreviousNow} data-testid="view-previous-chat">
                {canScroll ? t('session.messages.scrollUpForPrevious') : t('session.messages.viewPrevious')}
              </Button>
            )
          }
          data-testid="divider-scroll-up"
        />
      ) : null}
      {previousQuestions.map((previous, index) => (
        <Fragment key={previous.qid}>
          {index > 0 ? <Divider my="sm" labelPosition="center" label={t('session.messages.newSessionStartsHere')} /> : null}
          {renderSession(previous, false)}
        </Fragment>
      ))}
      {previousQuestions.length > 0 || hasMorePrevious ? (
        <Divider my="sm" labelPosition="center" label={t('session.messages.newSessionStartsHere')} data-testid="divider-new-session" />
      ) : null}
      {renderSession(question, true)}
      {waiting.map((entry) => (
        <UnsentMessageItem key={entry.clientMessageId} entry={entry} onRetry={onRetryUnsent} onDiscard={onDiscardUnsent} />
      ))}
      {footer ? <div className={classes.listFooter}>{footer}</div> : null}
    </div>
  );
}
