import { Badge, Button } from '@mantine/core';
import type { LanguageCode, Solver } from '@photostudy/contracts';
import { MathText } from '@photostudy/ui';
import { useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BotIcon, CheckIcon } from '../../components/icons';
import classes from './SharedSession.module.css';

/** Props of {@link SolutionBot}. */
export interface SolutionBotProps {
  solver: Solver;
  /** The session's language: the bot speaks it whatever the interface language. */
  lang: LanguageCode;
  /** A guest's preview: the server sent the first steps only and no answer. */
  isPreview: boolean;
}

/** A formula on its own line, rendered by the chat's KaTeX component. */
function Formula({ latex }: { latex: string }) {
  return <MathText text={`$$${latex}$$`} className={classes.formula} />;
}

interface BotBubbleProps {
  children: ReactNode;
  name?: string;
  isAnswer?: boolean;
  testId?: string;
  ref?: Ref<HTMLDivElement>;
}

function BotBubble({ children, name, isAnswer = false, testId, ref }: BotBubbleProps) {
  return (
    <div className={classes.row} data-role="bot">
      <span className={classes.avatar} aria-hidden="true">
        <BotIcon size={18} />
      </span>
      <div
        ref={ref}
        className={classes.bubble}
        data-role="bot"
        data-answer={isAnswer || undefined}
        data-testid={testId}
        tabIndex={ref ? -1 : undefined}
      >
        {name ? <span className={classes.sender}>{name}</span> : null}
        {children}
      </div>
    </div>
  );
}

/**
 * The tutorial chat-bot of the shared page: the solver's steps one at a time as chat bubbles ('Next step', 'Show all',
 * a step counter), each step's explanation with its LaTeX, then the final answer marked 'Checked by substitution'. When
 * the solver declined it says so and points to the expert's chat. Its texts are in the session's language.
 */
export function SolutionBot({ solver, lang, isPreview }: SolutionBotProps) {
  const { i18n } = useTranslation();
  const t = useMemo(() => i18n.getFixedT(lang), [i18n, lang]);
  const steps = solver.steps;
  const isDeclined = solver.declined || steps.length === 0;
  const [shown, setShown] = useState(Math.min(1, steps.length));
  const stepRefs = useRef<(HTMLDivElement | null)[]>([]);
  const focusStep = useRef<number | null>(null);
  const isAllShown = shown >= steps.length;

  // The buttons go once every step shows: focus moves to the first step that just appeared instead of being lost.
  useEffect(() => {
    if (focusStep.current === null) return;
    stepRefs.current[focusStep.current]?.focus();
    focusStep.current = null;
  }, [shown]);

  const reveal = (count: number) => {
    if (count >= steps.length) focusStep.current = shown;
    setShown(Math.min(count, steps.length));
  };

  const counter = (index: number) =>
    isPreview
      ? t('sharedSession.bot.stepPreview', { current: index + 1 })
      : t('sharedSession.bot.step', { current: index + 1, total: steps.length });

  return (
    <div lang={lang}>
      <div role="log" aria-live="polite" aria-label={t('sharedSession.bot.label')} className={classes.messages} data-testid="solution-bot">
        <BotBubble name={t('sharedSession.bot.name')}>{t('sharedSession.bot.intro')}</BotBubble>
        {isDeclined ? (
          <BotBubble testId="solver-declined">{t('sharedSession.bot.declined')}</BotBubble>
        ) : (
          <>
            {solver.latex ? (
              <BotBubble>
                {t('sharedSession.bot.problem')}
                <Formula latex={solver.latex} />
              </BotBubble>
            ) : null}
            {steps.slice(0, shown).map((step, index) => (
              <BotBubble
                key={index}
                testId="solver-step"
                ref={(element) => {
                  stepRefs.current[index] = element;
                }}
              >
                <span className={classes.stepLabel}>{counter(index)}</span>
                <MathText text={step.explanation} className={classes.body} />
                <Formula latex={step.latex} />
              </BotBubble>
            ))}
            {isAllShown && solver.answerLatex ? (
              <BotBubble isAnswer testId="solver-answer">
                <span className={classes.answerLabel}>{t('sharedSession.bot.answer')}</span>
                <Formula latex={solver.answerLatex} />
                <Badge color="teal.9" variant="filled" leftSection={<CheckIcon size={14} />} mt={6}>
                  {t('sharedSession.bot.checked')}
                </Badge>
              </BotBubble>
            ) : null}
            {isAllShown && solver.wolfram ? <BotBubble>{t('sharedSession.bot.wolfram', { answer: solver.wolfram })}</BotBubble> : null}
            {isPreview ? <BotBubble>{t('sharedSession.bot.previewMore')}</BotBubble> : null}
          </>
        )}
      </div>
      {!isDeclined && !isAllShown ? (
        <div className={classes.botControls}>
          <Button radius="xl" onClick={() => reveal(shown + 1)}>
            {t('sharedSession.bot.next')}
          </Button>
          <Button radius="xl" variant="default" onClick={() => reveal(steps.length)}>
            {t('sharedSession.bot.showAll')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
