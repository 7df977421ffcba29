import { Button, Code, Stack, Text } from '@mantine/core';
import { Loader } from '@photostudy/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CheckIcon, ClockIcon, HelpIcon } from '../../components/icons';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { formatDateTime } from '../../lib/i18n';
import { useDataDeletionStatus } from './useDataDeletionStatus';

/**
 * The data-deletion page (`/data-deletion/{requestId}`, spec 000 section 2): 'Data deletion request' with the notice that
 * the request will be processed soon, then its state: pending, or erased with the date; an unknown request says so.
 * It is the address Settings and the social providers' deletion callbacks hand out, so it works logged out.
 */
export function DataDeletionPage() {
  const { t, i18n } = useTranslation();
  const { requestId = '' } = useParams();
  const { view, reload } = useDataDeletionStatus(requestId);

  const reference = (
    <Text size="sm" c="dimmed">
      {t('dataDeletion.reference')}: <Code>{requestId}</Code>
    </Text>
  );
  const home = (
    <Button component={Link} to="/" variant="light" mt="xs">
      {t('common.backToHome')}
    </Button>
  );

  let icon: ReactNode = <ClockIcon size={30} />;
  let text = t('dataDeletion.notice');
  let details: ReactNode;
  if (view.kind === 'loading') {
    details = <Loader label={t('dataDeletion.loading')} />;
  } else if (view.kind === 'unavailable') {
    details = (
      <>
        <Text role="alert">{t('common.generalError')}</Text>
        <Button variant="light" onClick={reload}>
          {t('common.retry')}
        </Button>
      </>
    );
  } else if (view.kind === 'notFound') {
    icon = <HelpIcon size={30} />;
    text = t('dataDeletion.notFound');
    details = home;
  } else if (view.status.state === 'completed') {
    icon = <CheckIcon size={30} />;
    text = t('dataDeletion.completed');
    const completed = view.status.completed;
    details = (
      <>
        {completed !== null ? (
          <Text fw={600}>{t('dataDeletion.completedOn', { date: formatDateTime(completed, i18n.language) })}</Text>
        ) : null}
        {reference}
        {home}
      </>
    );
  } else {
    details = (
      <>
        <Text fw={600}>{t('dataDeletion.pending')}</Text>
        <Text size="sm" c="dimmed">
          {t('dataDeletion.requestedOn', { date: formatDateTime(view.status.created, i18n.language) })}
        </Text>
        {reference}
        {home}
      </>
    );
  }

  return (
    <PublicPageFrame>
      <PlaceholderPage title={t('dataDeletion.title')} text={text} icon={icon} isComingSoon={false}>
        <Stack gap="xs" align="center" aria-live="polite">
          {details}
        </Stack>
      </PlaceholderPage>
    </PublicPageFrame>
  );
}
