import { ActionIcon, Button, Group, Progress, Text, Tooltip } from '@mantine/core';
import { TOOLTIP_DELAY_MS, type Question } from '@photostudy/contracts';
import { useTranslation } from 'react-i18next';
import { FlagIcon } from '../../components/icons';
import classes from './SessionView.module.css';
import { PROGRESS_TONE_COLORS, elapsedPercent, progressTone, remainingPercent, remainingSeconds, remainingTimeText } from './timerRules';

/** Props of {@link ChatTopBar}. */
export interface ChatTopBarProps {
  question: Question;
  nowS: number;
  isLive: boolean;
  isDead: boolean;
  canFlag: boolean;
  onBack: () => void;
  onFlag: () => void;
}

/**
 * The live chat's top bar (spec 001 section 2): Back (only when answered, out of time or dead),
 * 'Chat with {expert}' while the discussion runs ('PhotoStudy: Homework Help' otherwise), remaining time, the flag button and the progress bar of the time elapsed.
 */
export function ChatTopBar({ question, nowS, isLive, isDead, canFlag, onBack, onFlag }: ChatTopBarProps) {
  const { t } = useTranslation();
  const discussion = question.discussion;
  const seconds = remainingSeconds(discussion, nowS);
  const isStarted = discussion?.status === 'STARTED';
  const isTimeZero = Boolean(discussion) && seconds === 0;
  const hasBack = question.answered || isTimeZero || isDead;
  const percent = elapsedPercent(discussion, nowS);
  const tone = progressTone(remainingPercent(discussion, nowS));
  const time = remainingTimeText(seconds);
  const expertName = question.expert?.name ?? question.expertInfo?.expertName ?? t('session.topBar.yourExpert');

  return (
    <div className={classes.topBar}>
      <Group justify="space-between" wrap="nowrap" gap="sm" px="md" py="xs">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {hasBack ? (
            <Button variant="subtle" color="gray" size="compact-md" onClick={onBack}>
              {t('session.back')}
            </Button>
          ) : null}
          <Text fw={800} truncate data-testid="chat-title">
            {isLive ? t('session.topBar.chatWith', { name: expertName }) : t('session.topBar.appName')}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          {isStarted && seconds > 0 ? (
            <Text size="sm" fw={600} c="dimmed" data-testid="time-left">
              {t(`session.topBar.${time.key}`, { count: time.count })}
            </Text>
          ) : null}
          <Tooltip label={t('session.topBar.flagExpert')} openDelay={TOOLTIP_DELAY_MS}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('session.topBar.flagExpert')}
              disabled={!canFlag}
              onClick={onFlag}
            >
              <FlagIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {discussion ? (
        <Progress
          value={percent}
          color={PROGRESS_TONE_COLORS[tone]}
          size="sm"
          radius={0}
          aria-label={t('session.topBar.progressLabel')}
          data-testid="session-progress"
          data-tone={tone}
        />
      ) : null}
    </div>
  );
}
