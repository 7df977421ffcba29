import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { Message, Question } from '@photostudy/contracts';
import { MathText } from '@photostudy/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSuggestionActive, nowSeconds } from './questionRules';
import classes from './SessionView.module.css';
import { useNowSeconds } from './useNowSeconds';

/** Props of {@link SuggestionOptions}. */
export interface SuggestionOptionsProps {
  message: Message;
  question: Question;
  /** False on history views: options are shown, never chosen. */
  isInteractive: boolean;
  onChoose?: (message: Message, optionId: number) => Promise<void> | void;
}

/**
 * The expert's suggestion options as one-choice buttons (spec 001 section 4): active while
 * `timeRemaining` seconds remain, locked after a choice or the time, disabled once explained or dead.
 */
export function SuggestionOptions({ message, question, isInteractive, onChoose }: SuggestionOptionsProps) {
  const { t } = useTranslation();
  const timeRemaining = message.suggestion?.timeRemaining ?? 0;
  const [lockAtS, setLockAtS] = useState(() => nowSeconds() + timeRemaining);
  const [pendingId, setPendingId] = useState<number | null>(null);
  useEffect(() => setLockAtS(nowSeconds() + timeRemaining), [timeRemaining]);
  const now = useNowSeconds(isInteractive && timeRemaining > 0);
  if (!message.suggestion) return null;
  const isActive = isInteractive && pendingId === null && isSuggestionActive(message, question, now, lockAtS);
  const selectedId = message.suggestion.options.find((option) => option.selected)?.id ?? message.optionId ?? pendingId;

  const choose = async (optionId: number) => {
    if (!isActive || !onChoose) return;
    setPendingId(optionId);
    try {
      await onChoose(message, optionId);
    } catch {
      setPendingId(null);
    }
  };

  return (
    <Stack gap={6} mt="xs" role="group" aria-label={t('session.messages.optionsLabel')} data-testid="suggestion-options">
      {message.suggestion.options.map((option) => {
        const isSelected = option.id === selectedId;
        return (
          <UnstyledButton
            key={option.id}
            className={classes.option}
            data-selected={isSelected || undefined}
            disabled={!isActive}
            aria-pressed={isSelected}
            onClick={() => void choose(option.id)}
          >
            <MathText text={option.body} />
            {isSelected ? (
              <Text span size="xs" fw={700} ml="xs" c="brand">
                {t('session.messages.selected')}
              </Text>
            ) : null}
          </UnstyledButton>
        );
      })}
      {!isActive && selectedId === null && isInteractive ? (
        <Text size="xs" c="dimmed">
          {t('session.messages.optionsLocked')}
        </Text>
      ) : null}
    </Stack>
  );
}
