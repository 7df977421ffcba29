import { Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import type * as MathLive from 'mathlive';
import type { MathfieldElement } from 'mathlive';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './AskForm.module.css';

let mathLive: Promise<typeof MathLive> | null = null;

/** Loads MathLive once, on first use (it is large), with its fonts bundled and its sounds off. */
function loadMathLive(): Promise<typeof MathLive> {
  mathLive ??= Promise.all([import('mathlive'), import('mathlive/fonts.css')]).then(([module]) => {
    // The fonts come from the bundled stylesheet; sounds are not shipped.
    module.MathfieldElement.fontsDirectory = null;
    module.MathfieldElement.soundsDirectory = null;
    return module;
  });
  return mathLive;
}

/** Props of {@link FormulaEditorModal}. */
export interface FormulaEditorModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The formula as LaTeX (without delimiters). */
  onInsert: (latex: string) => void;
}

/** The formula editor: a MathLive `<math-field>` in a modal; Insert hands the LaTeX back. */
export function FormulaEditorModal({ isOpen, onClose, onInsert }: FormulaEditorModalProps) {
  const { t } = useTranslation();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const fieldRef = useRef<MathfieldElement | null>(null);
  const [latex, setLatex] = useState('');

  useEffect(() => {
    if (!host) return;
    let isCancelled = false;
    setLatex('');
    void loadMathLive().then(({ MathfieldElement }) => {
      if (isCancelled) return;
      const field = new MathfieldElement();
      field.mathVirtualKeyboardPolicy = 'manual';
      field.setAttribute('aria-label', t('ask.formulaFieldLabel'));
      field.className = classes.mathField ?? '';
      field.addEventListener('input', () => setLatex(field.value));
      host.replaceChildren(field);
      fieldRef.current = field;
      field.focus();
    });
    return () => {
      isCancelled = true;
      fieldRef.current = null;
    };
  }, [host, t]);

  const insert = () => {
    const value = (fieldRef.current?.value ?? latex).trim();
    if (value) onInsert(value);
  };

  return (
    <AppModal isOpen={isOpen} onClose={onClose} title={t('ask.formulaTitle')} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('ask.formulaHint')}
        </Text>
        <div ref={setHost} className={classes.mathHost} data-testid="formula-host" />
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={insert} disabled={!latex.trim()}>
            {t('ask.formulaInsert')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
