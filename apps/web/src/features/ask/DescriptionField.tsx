import { Button, Group, Text, Textarea } from '@mantine/core';
import { QUESTION_DESCRIPTION_MAX_CHARS, QUESTION_DESCRIPTION_MIN_CHARS } from '@photostudy/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insertFormula, truncateDescription } from './askRules';
import classes from './AskForm.module.css';
import { FormulaEditorModal } from './FormulaEditorModal';

/** Props of {@link DescriptionField}. */
export interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A server refusal of the text, shown under the field. */
  error?: string | null;
}

/**
 * The problem description: counter `length/max`, the 'You need to write N characters or more' hint
 * while the trimmed text is short, input cut at the maximum, and the formula editor that inserts
 * `$latex$` where the caret was.
 */
export function DescriptionField({ value, onChange, error }: DescriptionFieldProps) {
  const { t } = useTranslation();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const selection = useRef({ start: 0, end: 0 });
  const [isFormulaOpen, setIsFormulaOpen] = useState(false);
  const isShort = value.trim().length < QUESTION_DESCRIPTION_MIN_CHARS;

  const rememberSelection = () => {
    const node = textareaRef.current;
    if (node) selection.current = { start: node.selectionStart, end: node.selectionEnd };
  };

  const openFormula = () => {
    rememberSelection();
    setIsFormulaOpen(true);
  };

  const insert = (latex: string) => {
    const next = insertFormula(value, latex, selection.current.start, selection.current.end);
    onChange(next.text);
    setIsFormulaOpen(false);
    selection.current = { start: next.caret, end: next.caret };
    requestAnimationFrame(() => {
      textareaRef.current?.focus();
      textareaRef.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <div>
      <Group justify="space-between" align="flex-end" mb={6}>
        <Text component="label" htmlFor="ask-description" fw={600} size="sm">
          {t('ask.descriptionLabel')}
        </Text>
        <Button variant="light" size="xs" onClick={openFormula}>
          {t('ask.formulaButton')}
        </Button>
      </Group>
      <Textarea
        id="ask-description"
        ref={textareaRef}
        value={value}
        onChange={(event) => {
          onChange(truncateDescription(event.currentTarget.value));
          selection.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd };
        }}
        onSelect={rememberSelection}
        onBlur={rememberSelection}
        placeholder={t('ask.descriptionPlaceholder')}
        autosize
        minRows={5}
        maxRows={12}
        error={error || undefined}
        aria-describedby="ask-description-counter ask-description-min"
      />
      <Group justify="space-between" mt={6} className={classes.descriptionFooter}>
        <Text size="xs" c={isShort ? 'red.7' : 'dimmed'} id="ask-description-min">
          {isShort ? t('ask.descriptionMin', { count: QUESTION_DESCRIPTION_MIN_CHARS }) : ''}
        </Text>
        <Text size="xs" c="dimmed" id="ask-description-counter">
          {t('ask.descriptionCounter', { length: value.length, max: QUESTION_DESCRIPTION_MAX_CHARS })}
        </Text>
      </Group>
      <FormulaEditorModal isOpen={isFormulaOpen} onClose={() => setIsFormulaOpen(false)} onInsert={insert} />
    </div>
  );
}
