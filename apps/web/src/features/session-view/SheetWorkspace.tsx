import { ActionIcon, Badge, CloseButton, Group, Loader, Stack, Text } from '@mantine/core';
import { CHAT_BOX_WIDTH_PX } from '@photostudy/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SessionView.module.css';

/** Props of {@link SheetWorkspace}. */
export interface SheetWorkspaceProps {
  sheetUrl: string;
  /** False while the sheet's permissions are being updated (live variant). */
  isReady: boolean;
  /** Title of the chat box ('Chat with your Expert' live, 'Chat history' on history). */
  title: string;
  /** Grows when messages arrive; counted as unread while the box is collapsed. */
  messageCount: number;
  children: ReactNode;
}

/**
 * The spreadsheet variant (spec 001 section 2): the sheet in a frame ('Preparing your spreadsheet...'
 * until it loads) and a 360 px collapsible chat box with a floating bubble showing the unread count.
 */
export function SheetWorkspace({ sheetUrl, isReady, title, messageCount, children }: SheetWorkspaceProps) {
  const { t } = useTranslation();
  const [isLoaded, setIsLoaded] = useState(false);
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
      <div className={classes.sheetFrame}>
        {!isLoaded || !isReady ? (
          <Stack className={classes.sheetPreparing} align="center" justify="center" gap="sm">
            <Loader type="bars" />
            <Text fw={600}>{t('session.sheet.preparing')}</Text>
          </Stack>
        ) : null}
        {isReady ? (
          <iframe src={sheetUrl} title={t('session.sheet.frameTitle')} onLoad={() => setIsLoaded(true)} className={classes.iframe} />
        ) : null}
      </div>
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
        <ActionIcon
          className={classes.chatBubble}
          size={56}
          radius="xl"
          color="brand"
          aria-label={t('session.sheet.openChat')}
          onClick={open}
        >
          <Text fw={800} c="white">
            …
          </Text>
          {unread > 0 ? (
            <Badge className={classes.unreadBadge} color="red" size="sm" circle aria-label={t('session.sheet.unread', { count: unread })}>
              {unread}
            </Badge>
          ) : null}
        </ActionIcon>
      )}
    </div>
  );
}
