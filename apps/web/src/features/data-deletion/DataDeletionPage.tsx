import { Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CheckIcon } from '../../components/icons';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { PublicPageFrame } from '../../components/PublicPageFrame';

/** Data-deletion notice (/data-deletion/:requestId): the request will be processed soon. */
export function DataDeletionPage() {
  const { t } = useTranslation();
  const { requestId = '' } = useParams();
  return (
    <PublicPageFrame>
      <PlaceholderPage
        title={t('pages.dataDeletionTitle')}
        text={t('pages.dataDeletionText')}
        icon={<CheckIcon size={30} />}
        isComingSoon={false}
      >
        <Text size="sm" c="dimmed">
          {t('pages.dataDeletionReference')}
          <Code>{requestId}</Code>
        </Text>
      </PlaceholderPage>
    </PublicPageFrame>
  );
}
