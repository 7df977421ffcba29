import { ActionIcon, Group, Textarea, Tooltip } from '@mantine/core';
import { CHAT_MESSAGE_MAX_CHARS, IDLE_RESET_THROTTLE_MS, MESSAGE_BOX_MAX_ROWS, TOOLTIP_DELAY_MS } from '@photostudy/contracts';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachIcon, SendIcon } from '../../components/icons';
import classes from './SessionView.module.css';

/** Props of {@link Composer}. */
export interface ComposerProps {
  /** Sends the trimmed text; a rejection puts the text back. */
  onSend: (body: string) => Promise<void>;
  /** Called while typing, at most once per {@link IDLE_RESET_THROTTLE_MS} (idle reset when answered). */
  onTyping?: () => void;
}

/**
 * The chat composer (spec 001 section 2): 'Write your message...', Enter sends, Shift+Enter adds a
 * line, at most 5 rows, a disabled attach button; the text is trimmed and an empty one is not sent.
 */
export function Composer({ onSend, onTyping }: ComposerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const lastTypingAt = useRef(0);

  const send = () => {
    const body = draft.trim();
    if (!body) return;
    setDraft('');
    onSend(body).catch(() => setDraft((current) => current || body));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onChange = (value: string) => {
    setDraft(value.slice(0, CHAT_MESSAGE_MAX_CHARS));
    const now = Date.now();
    if (onTyping && now - lastTypingAt.current >= IDLE_RESET_THROTTLE_MS) {
      lastTypingAt.current = now;
      onTyping();
    }
  };

  return (
    <Group className={classes.composer} gap="xs" wrap="nowrap" align="flex-end">
      <Tooltip label={t('session.composer.attach')} openDelay={TOOLTIP_DELAY_MS}>
        <ActionIcon variant="subtle" color="gray" size="lg" disabled aria-label={t('session.composer.attach')}>
          <AttachIcon size={18} />
        </ActionIcon>
      </Tooltip>
      <Textarea
        className={classes.composerInput}
        placeholder={t('session.composer.placeholder')}
        aria-label={t('session.composer.placeholder')}
        value={draft}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autosize
        minRows={1}
        maxRows={MESSAGE_BOX_MAX_ROWS}
        radius="lg"
      />
      <Tooltip label={t('session.composer.send')} openDelay={TOOLTIP_DELAY_MS}>
        <ActionIcon
          size="lg"
          radius="xl"
          color="brand"
          variant="filled"
          aria-label={t('session.composer.send')}
          onClick={send}
          disabled={!draft.trim()}
        >
          <SendIcon size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
