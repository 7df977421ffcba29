import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from './icons';

/** Props of {@link InvalidLinkNotice}. */
export interface InvalidLinkNoticeProps {
  /** Where 'Back to Home' leads: / for guests, /settings when logged in (spec 000 section 2). */
  homePath: string;
}

function BrokenLinkIllustration() {
  return (
    <svg width="168" height="120" viewBox="0 0 168 120" aria-hidden="true" focusable="false">
      <circle cx="84" cy="60" r="56" fill="#f0eeff" />
      <g fill="none" strokeWidth="9" strokeLinecap="round">
        <path d="M72 44 60 32a16 16 0 0 0-22.6 22.6L50 67" stroke="#5b45f1" />
        <path d="M96 76l12 12a16 16 0 0 0 22.6-22.6L118 53" stroke="#5b45f1" />
      </g>
      <g stroke="#fc9208" strokeWidth="5" strokeLinecap="round">
        <path d="M80 52 74 40M88 50l4-13M78 62l-13-3" />
        <path d="M90 70l6 12M82 72l-4 13M92 60l13 3" />
      </g>
    </svg>
  );
}

/** The invalid-link content (spec 000 section 2, code 1): 'Sorry! This link is invalid!' with 'Back to Home'. */
export function InvalidLinkNotice({ homePath }: InvalidLinkNoticeProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" px="xl" py={64} ta="center">
      <BrokenLinkIllustration />
      <Title order={1} fz={36} mt="md">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed" size="lg">
        {t('notFound.body')}
      </Text>
      <Button component={Link} to={homePath} size="lg" radius="xl" mt="md" leftSection={<ArrowLeftIcon size={18} />}>
        {t('notFound.backToHome')}
      </Button>
    </Stack>
  );
}
