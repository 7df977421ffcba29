import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WritingQueueItem } from '../../lib/api/expertApi';
import { deadlineTone, formatSpan } from './writingTime';

/** Hues whose light badges keep 4.5:1 at small sizes (the shared contrast sheet darkens their text). */
const STATE_COLORS: Record<WritingQueueItem['state'], string> = {
  waiting: 'brand',
  claimed: 'indigo',
  delivered: 'gray',
  refunded: 'grape',
};

/** Where a Writing problem stands, as a badge. */
export function WritingStateBadge({ state }: { state: WritingQueueItem['state'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" radius="sm" color={STATE_COLORS[state]} tt="none" data-testid="writing-state">
      {t(`writing.states.${state}`)}
    </Badge>
  );
}

/** How the student gave the document: an uploaded file or a Google Docs link. */
export function WritingSourceBadge({ source }: { source: WritingQueueItem['source'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" radius="sm" color="gray" tt="none">
      {t(`writing.sources.${source}`)}
    </Badge>
  );
}

/** Time left to the deadline, red when under 6 hours, 'Overdue' once passed. */
export function DeadlineLeft({ deadline, now }: { deadline: number; now: number }) {
  const { t } = useTranslation();
  const tone = deadlineTone(deadline, now);
  return (
    <Text size="xs" fw={600} c={tone === 'ok' ? 'dimmed' : 'red.8'} data-testid="writing-deadline" data-tone={tone} span>
      {tone === 'overdue' ? t('writing.overdue') : t('writing.timeLeft', { time: formatSpan(t, deadline - now) })}
    </Text>
  );
}
