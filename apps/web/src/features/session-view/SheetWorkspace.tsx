import { ActionIcon, Badge, CloseButton, Group, Text } from '@mantine/core';
import { CHAT_BOX_WIDTH_PX } from '@photostudy/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SessionView.module.css';

/** Props of {@link SheetWorkspace}. */
export interface SheetWorkspaceProps {
  /** The session's spreadsheet (see `SessionSheet`): it takes all the room the chat box leaves. */
  sheet: ReactNode;
  /** Title of the chat box ('Chat with your Expert' live, 'Chat history' on history). */
  title: string;
  /** Grows when messages arrive; counted as unread while the box is collapsed. */
  messageCount: number;
  children: ReactNode;
}

/**
 * The spreadsheet variant (spec 001 section 2): the sheet beside a 360 px collapsible chat box; collapsed, a floating
 * bubble shows the messages that arrived since (spec 001 section 4, "Chat box": opening resets the count).
 */
export function SheetWorkspace({ sheet, title, messageCount, children }: SheetWorkspaceProps) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(true);
  const [unread, setUnread] = useState(0);
  const lastCount = useRef(messageCount);

  // The unread count grows only while collapsed; opening resets it.
  useEffect(() => {
    const added = messageCount - lastCount.current;
    lastCount.current = messageCount;
    if (added > 0 && !isExpanded) setUnread((count) => count + added);
  }, [messageCount, isExpanded]);

  const open = () => {
    setUnread(0);
    setIsExpanded(true);
  };

  return (
    <div className={classes.sheetLayout}>
      <div className={classes.sheetFrame}>{sheet}</div>
      {isExpanded ? (
        <aside className={classes.chatBox} style={{ width: CHAT_BOX_WIDTH_PX }} aria-label={title}>
          <Group justify="space-between" px="sm" py={6} className={classes.chatBoxHeader}>
            <Text fw={800} size="sm">
              {title}
            </Text>
            <CloseButton aria-label={t('session.sheet.collapse')} onClick={() => setIsExpanded(false)} />
          </Group>
          {children}
        </aside>
      ) : (
        // The count sits beside the button, not in it: the button clips what overflows its circle.
        <div className={classes.chatBubble}>
          <ActionIcon
            size={56}
            radius="xl"
            color="brand"
            aria-label={
              unread > 0 ? `${t('session.sheet.openChat')} (${t('session.sheet.unread', { count: unread })})` : t('session.sheet.openChat')
            }
            onClick={open}
          >
            <ChatIcon />
          </ActionIcon>
          {unread > 0 ? (
            <Badge className={classes.unreadBadge} color="red" size="md" data-testid="chat-unread" aria-hidden>
              {unread}
            </Badge>
          ) : null}
        </div>
      )}
    </div>
  );
}

function ChatIcon() {
  return (
    <svg width={26} height={26} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden focusable="false">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z" strokeLinejoin="round" />
    </svg>
  );
}
