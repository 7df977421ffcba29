import { Button, Stack, Text, Title } from '@mantine/core';
import { MathText, showErrorToast } from '@photostudy/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AlertIcon, ClockIcon, LockIcon } from '../../components/icons';
import { PublicCard } from '../../components/PublicCard';
import { ShareLinkButton } from '../../components/ShareLinkButton';
import { clearSharedSessionPath } from '../../lib/navigation/redirectPath';
import { useAuthEntry } from '../../lib/navigation/useAuthEntry';
import { homePathFor } from './sharedSessionRules';

const NOTICE_TITLE_ID = 'shared-session-notice-title';

/** A centred card of one end state: icon, heading (focused when `isFocused`), text and actions. */
function NoticeCard({
  icon,
  title,
  text,
  isFocused = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  isFocused?: boolean;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocused) heading.current?.focus();
  }, [isFocused]);
  return (
    <PublicCard icon={icon} labelledBy={NOTICE_TITLE_ID} isCentered>
      <Title order={1} id={NOTICE_TITLE_ID} fz={26} ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      {children}
    </PublicCard>
  );
}

/** 'Ask your own question': /ask when logged in; a guest goes to sign-up (not back to this page afterwards). */
function AskOwnQuestionButton({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useTranslation();
  const entry = useAuthEntry();
  const label = t('sharedSession.askOwn');
  if (isLoggedIn) {
    return (
      <Button component={Link} to="/ask" variant="default" radius="xl" size="md" fullWidth>
        {label}
      </Button>
    );
  }
  return (
    <Button
      variant="default"
      radius="xl"
      size="md"
      fullWidth
      onClick={() => {
        clearSharedSessionPath();
        entry.goToEmail('signup');
      }}
    >
      {label}
    </Button>
  );
}

/** Props of {@link ExpiredNotice}. */
export interface ExpiredNoticeProps {
  title: string | null;
  isLoggedIn: boolean;
  /** The page turned EXPIRED while open: the heading takes the focus so screen readers say so. */
  hasJustExpired: boolean;
}

/**
 * EXPIRED (spec 000 section 2): 'Oops! Your timer is up!' with 'Share with a friend' (this page's link: the friend
 * gets a window of their own) and 'Ask your own question'.
 */
export function ExpiredNotice({ title, isLoggedIn, hasJustExpired }: ExpiredNoticeProps) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <NoticeCard
      icon={<ClockIcon size={28} />}
      title={t('sharedSession.expired.title')}
      text={t('sharedSession.expired.text')}
      isFocused={hasJustExpired}
    >
      {title ? (
        <Text fw={600}>
          <MathText text={title} />
        </Text>
      ) : null}
      {/* Room above the button for the 'Copied to clipboard' tooltip. */}
      <Stack gap="sm" w="100%" maw={340} mt="lg">
        <ShareLinkButton
          radius="xl"
          size="md"
          fullWidth
          getContent={async () => ({ url: `${window.location.origin}${location.pathname}`, message: t('sharedSession.shareMessage') })}
          onError={() => showErrorToast(t('sharedSession.shareFailed'))}
        >
          {t('sharedSession.expired.share')}
        </ShareLinkButton>
        <AskOwnQuestionButton isLoggedIn={isLoggedIn} />
      </Stack>
    </NoticeCard>
  );
}

/** NOT_AVAILABLE: the server does not let this account open other students' shared sessions (403). */
export function NotAvailableNotice({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <NoticeCard icon={<LockIcon size={28} />} title={t('sharedSession.notAvailable.title')} text={t('sharedSession.notAvailable.text')}>
      <Stack gap="sm" w="100%" maw={340} mt="xs">
        <AskOwnQuestionButton isLoggedIn={isLoggedIn} />
        <Button component={Link} to={homePathFor(isLoggedIn)} variant="subtle" radius="xl">
          {t('common.backToHome')}
        </Button>
      </Stack>
    </NoticeCard>
  );
}

/** ERROR: the server could not be asked; 'Try again' loads once more. */
export function LoadFailedNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticeCard icon={<AlertIcon size={28} />} title={t('sharedSession.error.title')} text={t('sharedSession.error.text')}>
      <Button radius="xl" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </NoticeCard>
  );
}
