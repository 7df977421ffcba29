import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../lib/time';

/** Props of {@link SessionTimer}. */
export interface SessionTimerProps {
  /** Discussion start, epoch seconds; null before Start. */
  started: number | null;
  /** Discussion length in seconds. */
  duration: number | null;
  /** Current time, epoch seconds (passed in so the parent ticks once for the whole page). */
  now: number;
  isEnded?: boolean;
}

/** Remaining time and a progress bar of the discussion; turns orange under 3 minutes and red under 1. */
export function SessionTimer({ started, duration, now, isEnded = false }: SessionTimerProps) {
  const { t } = useTranslation();
  if (started === null || duration === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="session-timer">
        {t('workspace.notStarted')}
      </Text>
    );
  }
  const elapsed = Math.min(duration, Math.max(0, now - started));
  const remaining = isEnded ? 0 : duration - elapsed;
  const percent = isEnded ? 100 : Math.round((elapsed / duration) * 100);
  const color = remaining <= 60 ? 'red' : remaining <= 180 ? 'orange' : 'brand';
  return (
    <Stack gap={4} miw={200} data-testid="session-timer">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={700} c={isEnded ? 'dimmed' : `${color}.7`} ff="monospace" aria-live="off">
          {isEnded ? t('workspace.ended') : t('workspace.remaining', { time: formatClock(remaining) })}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {formatClock(elapsed)} / {formatClock(duration)}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={isEnded ? 'gray' : color}
        size="sm"
        radius="xl"
        aria-label={t('workspace.remaining', { time: formatClock(remaining) })}
      />
    </Stack>
  );
}
