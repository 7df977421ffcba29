import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { WRITING_RATING_REASONS } from '@photostudy/contracts';
import { Loader, showToast } from '@photostudy/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CheckIcon, StarIcon } from '../../components/icons';
import { PublicCard } from '../../components/PublicCard';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { StarPicker } from '../../components/StarPicker';
import { formatDateTime } from '../../lib/i18n';
import classes from './PublicRating.module.css';
import { canConfirmRating, LOW_SCORE_REASONS, needsReason, reasonAfterPoint, type WritingRatingReason } from './publicRatingRules';
import { usePublicRating } from './usePublicRating';

/** The card of one state: icon, title and what follows, centred for the end states. */
function RatingCard({
  icon,
  title,
  children,
  isCentered = false,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  isCentered?: boolean;
}) {
  return (
    <PublicCard icon={icon} labelledBy="rating-title" isCentered={isCentered}>
      <Title order={1} id="rating-title" fz={26}>
        {title}
      </Title>
      {children}
    </PublicCard>
  );
}

/**
 * The public rating page (`/rating?token=`, spec 000 sections 2, 4 and 5): LOADING, RATING ('Rate Your Session', 1 to
 * 5 stars; 1 and 2 need reason 4 or 5, 3 or more clear it; Confirm only with a valid choice), RATED ('Thanks for
 * rating!', or 'Question is already rated!' when a rating existed) and ERROR with a way home. It opens from the
 * emailed link, logged out or in, on any screen size.
 */
export function PublicRatingPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const { screen, problem, isAlreadyRated, errorKind, isSubmitting, submit, reload } = usePublicRating(params.get('token'));
  const [point, setPoint] = useState(0);
  const [reason, setReason] = useState<WritingRatingReason>(WRITING_RATING_REASONS.NONE);
  const canConfirm = canConfirmRating(point, reason) && !isSubmitting;

  const home = (
    <Button component={Link} to="/" mt="xs">
      {t('publicRating.goHome')}
    </Button>
  );

  let content: ReactNode;
  if (screen === 'LOADING') {
    content = (
      <RatingCard icon={<StarIcon size={28} />} title={t('publicRating.title')} isCentered>
        <Loader label={t('publicRating.loading')} />
      </RatingCard>
    );
  } else if (screen === 'ERROR') {
    const isUnavailable = errorKind === 'unavailable';
    content = (
      <RatingCard icon={<StarIcon size={28} />} title={t('publicRating.errorTitle')} isCentered>
        <Text c="gray.7" role="alert">
          {isUnavailable ? t('common.generalError') : t('publicRating.errorText')}
        </Text>
        {isUnavailable ? (
          <Button variant="light" onClick={reload}>
            {t('common.retry')}
          </Button>
        ) : null}
        {home}
      </RatingCard>
    );
  } else if (screen === 'RATED') {
    content = (
      <RatingCard
        icon={<CheckIcon size={28} />}
        title={isAlreadyRated ? t('publicRating.alreadyRated') : t('publicRating.thanksTitle')}
        isCentered
      >
        <Text c="gray.7" role="status">
          {isAlreadyRated ? t('publicRating.alreadyRatedText') : t('publicRating.thanksText')}
        </Text>
        {home}
      </RatingCard>
    );
  } else {
    const confirm = async () => {
      if (!canConfirm) return;
      const failure = await submit(point, reason);
      if (failure) showToast({ kind: 'error', message: failure.message ?? t('common.generalError'), closeLabel: t('common.close') });
    };
    content = (
      <RatingCard icon={<StarIcon size={28} />} title={t('publicRating.title')}>
        <Text c="gray.7">{t('publicRating.lead')}</Text>
        {problem ? (
          <div>
            <Text className={classes.problem}>{problem.description}</Text>
            <Text size="sm" c="gray.7" mt={6}>
              {t('publicRating.reviewedOn', { date: formatDateTime(problem.delivered, i18n.language) })}
            </Text>
          </div>
        ) : null}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Stack gap="lg">
            <Stack gap={6} align="center">
              <StarPicker
                value={point}
                onChange={(next) => {
                  setPoint(next);
                  setReason((current) => reasonAfterPoint(next, current));
                }}
                label={t('publicRating.starsLabel')}
                starLabel={(count) => t('publicRating.star', { count })}
              />
            </Stack>
            {needsReason(point) ? (
              <Radio.Group
                label={t('publicRating.reasonLabel')}
                description={t('publicRating.reasonHint')}
                value={reason === WRITING_RATING_REASONS.NONE ? null : String(reason)}
                onChange={(value) => setReason(Number(value) as WritingRatingReason)}
              >
                <Stack gap="xs" mt="xs">
                  {LOW_SCORE_REASONS.map((code) => (
                    <Radio.Card key={code} value={String(code)} className={classes.reason} radius="md">
                      <Group wrap="nowrap" gap="sm">
                        <Radio.Indicator />
                        <Text size="sm" fw={600}>
                          {t(`publicRating.reasons.${code}`)}
                        </Text>
                      </Group>
                    </Radio.Card>
                  ))}
                </Stack>
              </Radio.Group>
            ) : null}
            <Button type="submit" size="md" fullWidth disabled={!canConfirm} loading={isSubmitting}>
              {t('publicRating.confirm')}
            </Button>
          </Stack>
        </form>
      </RatingCard>
    );
  }

  return <PublicPageFrame>{content}</PublicPageFrame>;
}
