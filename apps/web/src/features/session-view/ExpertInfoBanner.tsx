import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { EXPERT_INFO_BANNER_MS, type Question } from '@photostudy/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from './sessionIcons';

/** Props of {@link ExpertInfoBanner}. */
export interface ExpertInfoBannerProps {
  expertInfo: NonNullable<Question['expertInfo']>;
  onClose: () => void;
}

/** Shown when an expert first appears, for 5 seconds or until closed: uid, name, rating and info text. */
export function ExpertInfoBanner({ expertInfo, onClose }: ExpertInfoBannerProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(onClose, EXPERT_INFO_BANNER_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <Paper
      withBorder
      shadow="md"
      radius="lg"
      p="md"
      m="sm"
      role="status"
      data-testid="expert-banner"
      data-expert-uid={expertInfo.expertUid}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {t('session.expertBanner.title')}
          </Text>
          <Text fw={800}>{expertInfo.expertName}</Text>
          <Group gap={4} c="orange">
            <StarIcon isFilled size={14} />
            <Text size="sm" c="dimmed">
              {t('session.expertBanner.rating', { rating: expertInfo.expertRating.toFixed(1) })}
            </Text>
          </Group>
          {expertInfo.expertInfo ? (
            <Text size="sm" mt={4}>
              {expertInfo.expertInfo}
            </Text>
          ) : null}
        </div>
        <CloseButton aria-label={t('session.expertBanner.close')} onClick={onClose} />
      </Group>
    </Paper>
  );
}
