import { Button, Group, Radio, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { OTHER_FEEDBACK_MAX_CHARS, type RatingReason } from '@photostudy/contracts';
import { Loader } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../../components/icons';
import { StarPicker } from '../../../components/StarPicker';
import { clampOtherFeedback, groupRatingReasons, isOtherFeedbackSubmittable } from './ratingRules';
import classes from './RatingSteps.module.css';

/** Props of {@link StarsStep}. */
export interface StarsStepProps {
  point: number;
  isSubmitting: boolean;
  onChange: (point: number) => void;
  onConfirm: () => void;
}

/** Stars 1-5; Confirm stays disabled until a score is chosen. */
export function StarsStep({ point, isSubmitting, onChange, onConfirm }: StarsStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" align="center">
      <StarPicker
        value={point}
        onChange={onChange}
        label={t('session.dialogs.rating.starsLabel')}
        starLabel={(value) => t('session.dialogs.rating.star', { count: value })}
      />
      <Button fullWidth onClick={onConfirm} disabled={point === 0} loading={isSubmitting}>
        {t('session.dialogs.rating.confirm')}
      </Button>
    </Stack>
  );
}

/** Props of {@link RepostOfferStep}. */
export interface RepostOfferStepProps {
  isSubmitting: boolean;
  onChoose: (isRepost: boolean) => void;
}

/** The free-repost offer: Yes or No. */
export function RepostOfferStep({ isSubmitting, onChoose }: RepostOfferStepProps) {
  const { t } = useTranslation();
  return (
    <Group grow>
      <Button variant="default" onClick={() => onChoose(false)} disabled={isSubmitting}>
        {t('session.dialogs.repost.no')}
      </Button>
      <Button onClick={() => onChoose(true)} loading={isSubmitting}>
        {t('session.dialogs.repost.yes')}
      </Button>
    </Group>
  );
}

/** Props of {@link ReasonsStep}. */
export interface ReasonsStepProps {
  reasons: RatingReason[] | null;
  hasLoadFailed: boolean;
  selectedId: number | null;
  isSubmitting: boolean;
  onRetryLoad: () => void;
  onSelect: (id: number) => void;
  onOpenOther: () => void;
  onMail: (reason: RatingReason) => void;
  onSubmit: () => void;
}

/** The low-score reasons: the selectable options, 'Other' (opens the free-text form) and the email-feedback option. */
export function ReasonsStep(props: ReasonsStepProps) {
  const { reasons, hasLoadFailed, selectedId, isSubmitting, onRetryLoad, onSelect, onOpenOther, onMail, onSubmit } = props;
  const { t } = useTranslation();
  if (hasLoadFailed) {
    return (
      <Stack gap="sm" align="center">
        <Text c="dimmed">{t('session.dialogs.reasons.loadFailed')}</Text>
        <Button variant="light" onClick={onRetryLoad}>
          {t('session.dialogs.reasons.retry')}
        </Button>
      </Stack>
    );
  }
  if (!reasons) return <Loader label={t('session.dialogs.reasons.loading')} />;
  const { selectable, other, mail } = groupRatingReasons(reasons);
  return (
    <Stack gap="md">
      <Radio.Group
        value={selectedId === null ? null : String(selectedId)}
        onChange={(value) => {
          if (other && value === String(other.id)) onOpenOther();
          else onSelect(Number(value));
        }}
        aria-label={t('session.dialogs.reasons.label')}
      >
        <Stack gap="xs">
          {selectable.map((reason) => (
            <Radio.Card key={reason.id} value={String(reason.id)} className={classes.reason} radius="md">
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Text size="sm">{reason.text}</Text>
              </Group>
            </Radio.Card>
          ))}
          {other ? (
            <Radio.Card value={String(other.id)} className={classes.reason} radius="md">
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Text size="sm">{other.text}</Text>
              </Group>
            </Radio.Card>
          ) : null}
        </Stack>
      </Radio.Group>
      {mail ? (
        <UnstyledButton className={classes.mail} onClick={() => onMail(mail)} disabled={isSubmitting}>
          <MailIcon size={18} />
          <span>{mail.text}</span>
        </UnstyledButton>
      ) : null}
      <Button fullWidth onClick={onSubmit} disabled={selectedId === null} loading={isSubmitting}>
        {t('session.dialogs.reasons.submit')}
      </Button>
    </Stack>
  );
}

/** Props of {@link OtherFeedbackStep}. */
export interface OtherFeedbackStepProps {
  text: string;
  isSubmitting: boolean;
  onChange: (text: string) => void;
  onBack: () => void;
  onSubmit: () => void;
}

/** The 'Other' free-text form: at most 500 characters with a counter; Submit needs text after trimming. */
export function OtherFeedbackStep({ text, isSubmitting, onChange, onBack, onSubmit }: OtherFeedbackStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Textarea
        label={t('session.dialogs.other.label')}
        placeholder={t('session.dialogs.other.placeholder')}
        value={text}
        onChange={(event) => onChange(clampOtherFeedback(event.currentTarget.value))}
        maxLength={OTHER_FEEDBACK_MAX_CHARS}
        autosize
        minRows={4}
        maxRows={8}
        data-autofocus
      />
      <Text size="xs" c="dimmed" ta="right" aria-live="polite">
        {t('session.dialogs.other.counter', { length: text.length, max: OTHER_FEEDBACK_MAX_CHARS })}
      </Text>
      <Group grow mt="xs">
        <Button variant="default" onClick={onBack} disabled={isSubmitting}>
          {t('session.dialogs.other.back')}
        </Button>
        <Button onClick={onSubmit} disabled={!isOtherFeedbackSubmittable(text)} loading={isSubmitting}>
          {t('session.dialogs.other.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Props of {@link DoneStep}. */
export interface DoneStepProps {
  isReposted: boolean;
  onContinue: () => void;
}

/** The submitting confirmation: thanks, and the way on (the reposted session or away from the chat). */
export function DoneStep({ isReposted, onContinue }: DoneStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" align="center">
      <Text ta="center">{t(isReposted ? 'session.dialogs.done.repostText' : 'session.dialogs.done.text')}</Text>
      <Button fullWidth onClick={onContinue}>
        {t(isReposted ? 'session.dialogs.done.goToRepost' : 'session.dialogs.done.ok')}
      </Button>
    </Stack>
  );
}
