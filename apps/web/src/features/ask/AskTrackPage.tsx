import { Button, Text, Title } from '@mantine/core';
import { Loader } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../components/icons';
import { usePresenceChannel } from '../../lib/realtime';
import { AskForm, type AskFormTrack } from './AskForm';
import classes from './AskForm.module.css';
import { useAskConfig } from './useAskConfig';
import { WritingPage } from './WritingPage';

/** Props of {@link AskTrackPage}. */
export interface AskTrackPageProps {
  track: 'stem' | 'business' | 'english';
}

/** ask/stem and ask/business: the ask form with its LOADING, ERROR and FILLING_FORM states. */
function AskFormPage({ track }: { track: AskFormTrack }) {
  const { t } = useTranslation();
  const { screen, config, reload } = useAskConfig();
  // Spec 001 section 4: the presence channel is joined on the STEM ask path when a question exists.
  usePresenceChannel(track === 'stem' && Boolean(config?.openQuestion));
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Link to="/ask" className={classes.back}>
          <ArrowLeftIcon size={16} />
          {t('ask.backToPicker')}
        </Link>
        <Title order={1} fz={28}>
          {t(`ask.formTitle.${track}`)}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('ask.formText')}
        </Text>
      </header>
      <section className={classes.card} aria-busy={screen === 'LOADING'}>
        {screen === 'LOADING' ? (
          <div className={classes.center}>
            <Loader label={t('common.loading')} />
          </div>
        ) : null}
        {screen === 'ERROR' ? (
          <div className={classes.center} role="alert">
            <Text>{t('ask.loadError')}</Text>
            <Button variant="light" onClick={reload}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
        {screen === 'FILLING_FORM' && config ? <AskForm track={track} config={config} /> : null}
      </section>
    </div>
  );
}

/** ask/stem, ask/business (the ask form) and ask/english (the Writing form). */
export function AskTrackPage({ track }: AskTrackPageProps) {
  return track === 'english' ? <WritingPage /> : <AskFormPage track={track} />;
}
