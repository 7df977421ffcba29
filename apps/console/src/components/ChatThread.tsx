import { ActionIcon, Badge, Box, Button, Group, Image, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { MathText } from '@photostudy/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../lib/api/expertApi';
import classes from './ChatThread.module.css';

/** Props of {@link ChatThread}. */
export interface ChatThreadProps {
  messages: Message[];
  myUid: number;
  studentName: string;
  /** Label of my side's messages ("You" by default; the admin area shows the expert's name). */
  myLabel?: string;
  /** Saves an edit of one of my text messages; absent for read-only threads. */
  onEdit?: (mid: number, body: string) => Promise<void>;
}

function time(epochS: number): string {
  return new Date(epochS * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** The options take no answer any more: the server says so (`locked`), or no time is left. */
function isSuggestionLocked(suggestion: NonNullable<Message['suggestion']>): boolean {
  return suggestion.locked === true || suggestion.timeRemaining <= 0;
}

/** The session's messages with rendered math, suggestions and their chosen option, and inline edit of my messages. */
export function ChatThread({ messages, myUid, studentName, myLabel, onEdit }: ChatThreadProps) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<{ mid: number; body: string } | null>(null);
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  if (messages.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="xl">
        {t('workspace.noMessages')}
      </Text>
    );
  }

  return (
    <Stack gap="sm" data-testid="chat-thread">
      {messages.map((m) => {
        const isMine = m.sender.uid === myUid;
        const isSystem = m.sender.uid === 0 || m.messageType === 'system';
        if (isSystem) {
          return (
            <Text key={m.mid} size="xs" c="dimmed" ta="center" className={classes.system}>
              {/* System lines carry their Spanish text: the console reads them in its own language. */}
              <MathText text={i18n.language.startsWith('es') && m.esBody ? m.esBody : m.body} />
            </Text>
          );
        }
        const isEditing = editing?.mid === m.mid;
        return (
          <Box key={m.mid} className={isMine ? classes.rowMine : classes.row} data-testid="chat-message">
            <Box className={isMine ? classes.bubbleMine : classes.bubble}>
              <Group justify="space-between" gap="xs" mb={2} wrap="nowrap">
                <Text size="xs" fw={700} c={isMine ? 'brand.8' : 'dark.4'}>
                  {isMine ? (myLabel ?? t('workspace.you')) : studentName}
                </Text>
                <Group gap={6} wrap="nowrap">
                  {m.updated > m.created ? (
                    <Text size="xs" c="dimmed" fs="italic">
                      {t('workspace.edited')}
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {time(m.created)}
                  </Text>
                  {isMine && onEdit && m.messageType === 'text' && !isEditing ? (
                    <Tooltip label={t('workspace.edit')}>
                      <ActionIcon
                        size="xs"
                        variant="subtle"
                        color="gray"
                        aria-label={t('workspace.edit')}
                        onClick={() => setEditing({ mid: m.mid, body: m.body })}
                      >
                        <svg
                          width="12"
                          height="12"
                          viewBox="0 0 24 24"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          aria-hidden="true"
                        >
                          <path d="M12 20h9" />
                          <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
                        </svg>
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              </Group>
              {isEditing && editing ? (
                <Stack gap={6}>
                  <Textarea
                    autosize
                    minRows={2}
                    value={editing.body}
                    onChange={(e) => setEditing({ mid: m.mid, body: e.currentTarget.value })}
                    aria-label={t('workspace.edit')}
                  />
                  <Group gap="xs" justify="flex-end">
                    <Button size="compact-xs" variant="default" onClick={() => setEditing(null)}>
                      {t('workspace.cancel')}
                    </Button>
                    <Button
                      size="compact-xs"
                      disabled={!editing.body.trim()}
                      onClick={() => void onEdit?.(m.mid, editing.body.trim()).then(() => setEditing(null))}
                    >
                      {t('workspace.save')}
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <Text size="sm" className={classes.body}>
                  {m.messageType === 'suggestion' ? (
                    <Badge size="xs" variant="light" color="accent" mr={6}>
                      {t('workspace.suggestion')}
                    </Badge>
                  ) : null}
                  <MathText text={m.body} />
                </Text>
              )}
              {m.attachmentUrl ? <Image src={m.attachmentUrl} alt="" radius="sm" mt={6} mah={240} fit="contain" /> : null}
              {m.suggestion ? (
                <Stack gap={4} mt={8}>
                  {m.suggestion.options.map((o) => (
                    <Box key={o.id} className={o.selected ? classes.optionChosen : classes.option}>
                      <Text size="sm">
                        <MathText text={o.body} />
                      </Text>
                      {o.selected ? (
                        <Text size="xs" fw={700} c="teal.9">
                          ✓ {t('workspace.chosen')}
                        </Text>
                      ) : null}
                    </Box>
                  ))}
                  {m.suggestion.options.every((o) => !o.selected) ? (
                    <Text size="xs" c="dimmed" data-testid="suggestion-state">
                      {isSuggestionLocked(m.suggestion) ? t('workspace.optionsClosed') : t('workspace.waitingChoice')}
                    </Text>
                  ) : null}
                </Stack>
              ) : null}
            </Box>
          </Box>
        );
      })}
      <div ref={bottom} />
    </Stack>
  );
}
