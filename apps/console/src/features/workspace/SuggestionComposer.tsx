import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { SUGGESTION_TIME_REMAINING_S } from '@photostudy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateSuggestion } from './suggestionValidation';

/** Props of {@link SuggestionComposer}. */
export interface SuggestionComposerProps {
  onSubmit: (body: string, options: string[], timeRemaining: number) => Promise<void>;
  onCancel: () => void;
}

/** Body, 2-4 options and the time to answer; validated before anything is sent. */
export function SuggestionComposer({ onSubmit, onCancel }: SuggestionComposerProps) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [options, setOptions] = useState(['', '']);
  const [timeRemaining, setTimeRemaining] = useState<number>(SUGGESTION_TIME_REMAINING_S);
  const [errors, setErrors] = useState<ReturnType<typeof validateSuggestion>>({});
  const [isBusy, setIsBusy] = useState(false);

  async function submit() {
    const found = validateSuggestion({ body, options, timeRemaining });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    try {
      await onSubmit(
        body.trim(),
        options.map((o) => o.trim()),
        timeRemaining,
      );
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <Textarea
        label={t('composer.body')}
        placeholder={t('composer.bodyPlaceholder')}
        autosize
        minRows={2}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        error={errors.body ? t(errors.body) : undefined}
      />
      {options.map((option, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            style={{ flex: 1 }}
            label={t('composer.option', { n: index + 1 })}
            value={option}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setOptions((prev) => prev.map((o, i) => (i === index ? value : o)));
            }}
          />
          {options.length > 2 ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('composer.remove')}
              onClick={() => setOptions((prev) => prev.filter((_, i) => i !== index))}
            >
              ×
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {errors.options ? (
        <Text size="xs" c="red" role="alert">
          {t(errors.options)}
        </Text>
      ) : null}
      {options.length < 4 ? (
        <Button variant="subtle" size="xs" onClick={() => setOptions((prev) => [...prev, ''])} style={{ alignSelf: 'flex-start' }}>
          + {t('composer.addOption')}
        </Button>
      ) : null}
      <NumberInput
        label={t('composer.time')}
        min={5}
        max={3600}
        value={timeRemaining}
        onChange={(v) => setTimeRemaining(typeof v === 'number' ? v : Number.NaN)}
        error={errors.time ? t(errors.time) : undefined}
        w={220}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('workspace.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={isBusy}>
          {t('composer.send')}
        </Button>
      </Group>
    </Stack>
  );
}
