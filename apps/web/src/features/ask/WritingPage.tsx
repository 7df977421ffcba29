import { Button, Text, Title } from '@mantine/core';
import type { WritingProblem } from '@photostudy/contracts';
import { Loader } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../components/icons';
import { useWritingProblemUpdates } from '../../lib/realtime';
import { selectFeatureFlags, useAppSelector } from '../../lib/store';
import classes from './AskForm.module.css';
import { hasOpenWritingProblem } from './writingErrors';
import { WritingFailureModal } from './WritingFailureModal';
import { WritingForm } from './WritingForm';
import { WritingProblemCard } from './WritingProblemCard';
import { WritingSubmitted } from './WritingSubmitted';
import { useWritingInfo } from './useWritingInfo';

/** Screen states of the Writing form (spec 001 section 2). */
export type WritingScreen = 'LOADING' | 'ERROR' | 'READY' | 'SUBMITTED';

/**
 * ask/english: the Writing form with its LOADING, ERROR, READY and SUBMITTED states. With a problem already open the
 * page shows that problem and the ongoing-writing dialog instead of the form; realtime updates of the student's Writing
 * problems load the writing info again, so the form comes back once the review is delivered.
 */
export function WritingPage() {
  const { t } = useTranslation();
  const { hasStemBusiness } = useAppSelector(selectFeatureFlags);
  const { screen: infoScreen, info, reload, refresh } = useWritingInfo();
  const [submitted, setSubmitted] = useState<WritingProblem | null>(null);
  // The ongoing-writing dialog greets the student once, when the first answer names an open problem; later
  // refreshes (a writer claimed it) and the form's own refusal (it shows its dialog) do not bring it back.
  const [isOngoingShown, setIsOngoingShown] = useState(false);
  const [hasGreeted, setHasGreeted] = useState(false);
  if (infoScreen === 'READY' && !hasGreeted) {
    setHasGreeted(true);
    setIsOngoingShown(hasOpenWritingProblem(info));
  }

  useWritingProblemUpdates((update) => {
    if (submitted && update?.id === submitted.id) setSubmitted({ ...submitted, state: update.state });
    refresh();
  });

  const screen: WritingScreen = submitted ? 'SUBMITTED' : infoScreen;
  const openProblem = info?.question ?? null;

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        {/* Writing-only students have no picker: /ask brings them back here. */}
        {hasStemBusiness ? (
          <Link to="/ask" className={classes.back}>
            <ArrowLeftIcon size={16} />
            {t('ask.backToPicker')}
          </Link>
        ) : null}
        <Title order={1} fz={28}>
          {t('writing.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('writing.lead')}
        </Text>
      </header>
      <section className={classes.card} aria-busy={screen === 'LOADING'}>
        {screen === 'LOADING' ? (
          <div className={classes.center}>
            <Loader label={t('writing.loading')} />
          </div>
        ) : null}
        {screen === 'ERROR' ? (
          <div className={classes.center} role="alert">
            <Text>{t('writing.loadError')}</Text>
            <Button variant="light" onClick={reload}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
        {screen === 'READY' && info && openProblem ? <WritingProblemCard problem={openProblem} title={t('writing.openTitle')} /> : null}
        {screen === 'READY' && info && !openProblem ? (
          <WritingForm info={info} onSubmitted={setSubmitted} onOpenProblemFound={refresh} />
        ) : null}
        {screen === 'SUBMITTED' && submitted ? <WritingSubmitted problem={submitted} /> : null}
      </section>
      <WritingFailureModal failure={isOngoingShown ? { kind: 'ongoingWriting' } : null} onClose={() => setIsOngoingShown(false)} />
    </div>
  );
}
