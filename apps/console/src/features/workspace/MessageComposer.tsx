import { Box, Button, Group, Kbd, Paper, Text, Textarea } from '@mantine/core';
import { MathText, splitMath } from '@photostudy/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link MessageComposer}. */
export interface MessageComposerProps {
  isDisabled: boolean;
  onSend: (body: string) => Promise<void>;
  /** Typing signal for the student (true while typing, false after a pause or on send). */
  onTyping: (isTyping: boolean) => void;
}

const TYPING_PAUSE_MS = 2500;

/** The chat input with a live LaTeX preview; Ctrl+Enter (or Cmd+Enter) sends. */
export function MessageComposer({ isDisabled, onSend, onTyping }: MessageComposerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const typingTimer = useRef<number | null>(null);
  const isTyping = useRef(false);

  useEffect(
    () => () => {
      if (typingTimer.current !== null) window.clearTimeout(typingTimer.current);
    },
    [],
  );

  function stopTyping() {
    if (typingTimer.current !== null) window.clearTimeout(typingTimer.current);
    typingTimer.current = null;
    if (isTyping.current) onTyping(false);
    isTyping.current = false;
  }

  function change(value: string) {
    setDraft(value);
    if (!isTyping.current) onTyping(true);
    isTyping.current = true;
    if (typingTimer.current !== null) window.clearTimeout(typingTimer.current);
    typingTimer.current = window.setTimeout(stopTyping, TYPING_PAUSE_MS);
  }

  async function send() {
    const body = draft.trim();
    if (!body || isBusy || isDisabled) return;
    setIsBusy(true);
    stopTyping();
    try {
      await onSend(body);
      setDraft('');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Box>
      {draft.trim() && splitMath(draft).some((s) => s.kind !== 'text') ? (
        <Paper withBorder radius="md" p="xs" mb="xs" bg="gray.0" data-testid="latex-preview">
          <Text size="xs" c="dimmed" fw={600} mb={2}>
            {t('workspace.preview')}
          </Text>
          <Text size="sm">
            <MathText text={draft} />
          </Text>
        </Paper>
      ) : null}
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          autosize
          minRows={2}
          maxRows={8}
          placeholder={t('workspace.placeholder')}
          aria-label={t('workspace.placeholder')}
          value={draft}
          disabled={isDisabled}
          onChange={(e) => change(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void send();
            }
          }}
        />
        <Box>
          <Button onClick={() => void send()} loading={isBusy} disabled={isDisabled || !draft.trim()}>
            {t('workspace.send')}
          </Button>
          <Text size="10px" c="dimmed" ta="center" mt={4}>
            <Kbd size="xs">Ctrl</Kbd>+<Kbd size="xs">Enter</Kbd>
          </Text>
        </Box>
      </Group>
    </Box>
  );
}
