import { Divider, Loader } from '@mantine/core';
import { ATTACHMENT_SCROLL_DELAY_MS, type Message, type Question } from '@photostudy/contracts';
import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageItem } from './MessageItem';
import classes from './SessionView.module.css';

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
}

const TOP_LOAD_THRESHOLD_PX = 24;

/**
 * The scrolling chat list: previous sessions of the thread (loaded on scroll up) with dividers, the
 * current session's messages, and a scroll to the latest message (delayed when it has an attachment).
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
  } = props;
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const heightBeforePrepend = useRef<number | null>(null);
  const last = question.messages.at(-1);

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
  }, [last?.mid, last?.updated, last?.attachmentUrl]);

  // A notification's link (`?mid=`) opens the session at that message, once, after the scroll to the latest one.
  const focusMid = useRef(Number(new URLSearchParams(globalThis.location?.search ?? '').get('mid')) || null);
  const hasFocusMessage = question.messages.some((message) => message.mid === focusMid.current);
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || !hasFocusMessage || focusMid.current === null) return;
    element.querySelector(`[data-mid="${focusMid.current}"]`)?.scrollIntoView?.({ block: 'center' });
    focusMid.current = null;
  }, [hasFocusMessage]);

  // Older chat was prepended: keep the reader where they were.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || heightBeforePrepend.current === null) return;
    element.scrollTop += element.scrollHeight - heightBeforePrepend.current;
    heightBeforePrepend.current = null;
  }, [previousQuestions.length]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element || !hasMorePrevious || isLoadingPrevious || !onLoadPrevious) return;
    if (element.scrollTop <= TOP_LOAD_THRESHOLD_PX) {
      heightBeforePrepend.current = element.scrollHeight;
      onLoadPrevious();
    }
  };

  const renderMessages = (owner: Question, isLive: boolean) =>
    owner.messages.map((message) => (
      <MessageItem
        key={`${owner.qid}-${message.mid}`}
        message={message}
        question={owner}
        isInteractive={isLive && isInteractive}
        onChoose={onChoose}
      />
    ));

  return (
    <div
      ref={scrollRef}
      className={classes.messageList}
      onScroll={onScroll}
      role="log"
      aria-label={t('session.messages.listLabel')}
      aria-live="polite"
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
              t('session.messages.scrollUpForPrevious')
            )
          }
          data-testid="divider-scroll-up"
        />
      ) : null}
      {previousQuestions.map((previous, index) => (
        <Fragment key={previous.qid}>
          {index > 0 ? <Divider my="sm" labelPosition="center" label={t('session.messages.newSessionStartsHere')} /> : null}
          {renderMessages(previous, false)}
        </Fragment>
      ))}
      {previousQuestions.length > 0 || hasMorePrevious ? (
        <Divider my="sm" labelPosition="center" label={t('session.messages.newSessionStartsHere')} data-testid="divider-new-session" />
      ) : null}
      {renderMessages(question, true)}
      {footer ? <div className={classes.listFooter}>{footer}</div> : null}
    </div>
  );
}
