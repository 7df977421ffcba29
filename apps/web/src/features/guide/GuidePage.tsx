import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { catalogSubjectName } from '@photostudy/contracts';
import { Loader, MathText } from '@photostudy/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CameraIcon, ChatIcon, ChevronRightIcon, HelpIcon } from '../../components/icons';
import type { QuestionListItem } from '../../lib/api';
import { useSampleSessions } from './useSampleSessions';
import classes from './GuidePage.module.css';

const STEPS: { key: 'post' | 'match' | 'chat'; icon: ReactNode }[] = [
  { key: 'post', icon: <CameraIcon size={24} /> },
  { key: 'match', icon: <HelpIcon size={24} /> },
  { key: 'chat', icon: <ChatIcon size={24} /> },
];

function SampleCard({ sample }: { sample: QuestionListItem }) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      <Link to={`/sample-sessions/${sample.qid}`} className={classes.sample} data-testid="sample-session">
        <Badge variant="light" radius="sm">
          {catalogSubjectName(i18n.language, { tid: sample.tid, title: sample.subjectTitle })}
        </Badge>
        <span className={classes.sampleTitle}>
          <MathText text={sample.title} />
        </span>
        {sample.expert?.name ? <span className={classes.sampleMeta}>{t('guide.withExpert', { name: sample.expert.name })}</span> : null}
        <span className={classes.sampleLink}>
          {t('guide.viewSample')}
          <ChevronRightIcon size={16} />
        </span>
      </Link>
    </li>
  );
}

function SampleSessions() {
  const { t } = useTranslation();
  const { samples, hasFailed, retry } = useSampleSessions();
  if (hasFailed) {
    return (
      <Stack align="center" gap="xs" className={classes.samplesState} role="alert">
        <Text>{t('guide.samplesError')}</Text>
        <Button variant="light" size="xs" onClick={retry}>
          {t('guide.retry')}
        </Button>
      </Stack>
    );
  }
  if (!samples) {
    return (
      <div className={classes.samplesState}>
        <Loader label={t('guide.samplesLoading')} />
      </div>
    );
  }
  if (samples.length === 0) {
    return (
      <Text c="dimmed" className={classes.samplesState}>
        {t('guide.samplesEmpty')}
      </Text>
    );
  }
  return (
    <ul className={classes.samples} aria-label={t('guide.samplesLabel')}>
      {samples.map((sample) => (
        <SampleCard key={sample.qid} sample={sample} />
      ))}
    </ul>
  );
}

/**
 * The spec's 'What is the product?' page (/guide), titled with the product's name as the sidebar names it
 * ('What is PhotoStudy?'): how a session works, the sample sessions and the way to ask.
 */
export function GuidePage() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="guide-title">
        <Text className={classes.eyebrow}>{t('guide.eyebrow')}</Text>
        <Title order={1} id="guide-title" className={classes.title}>
          {t('guide.title')}
        </Title>
        <Text className={classes.lead}>{t('guide.lead')}</Text>
        <Group gap="sm" mt="md">
          <Button component={Link} to="/ask" size="md">
            {t('guide.ask')}
          </Button>
          <Button component="a" href="#guide-samples" size="md" variant="default">
            {t('guide.seeSamples')}
          </Button>
        </Group>
      </section>

      <section aria-labelledby="guide-steps" className={classes.section}>
        <Title order={2} id="guide-steps" className={classes.sectionTitle}>
          {t('guide.stepsTitle')}
        </Title>
        <ol className={classes.steps}>
          {STEPS.map((step, index) => (
            <li key={step.key} className={classes.step}>
              <span className={classes.stepIcon}>{step.icon}</span>
              <span className={classes.stepNumber}>{index + 1}</span>
              <Text fw={800} fz="lg">
                {t(`guide.steps.${step.key}.title`)}
              </Text>
              <Text c="dimmed" size="sm">
                {t(`guide.steps.${step.key}.text`)}
              </Text>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="guide-samples-title" id="guide-samples" className={classes.section}>
        <Title order={2} id="guide-samples-title" className={classes.sectionTitle}>
          {t('guide.samplesTitle')}
        </Title>
        <Text c="dimmed" mb="md">
          {t('guide.samplesText')}
        </Text>
        <SampleSessions />
      </section>

      <section className={classes.cta} aria-labelledby="guide-cta">
        <div>
          <Title order={2} id="guide-cta" fz={24} c="white">
            {t('guide.ctaTitle')}
          </Title>
          <Text c="rgba(255,255,255,0.85)">{t('guide.ctaText')}</Text>
        </div>
        <Button component={Link} to="/ask" size="md" variant="white">
          {t('guide.ask')}
        </Button>
      </section>
    </div>
  );
}
