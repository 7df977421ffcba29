import { Alert, Button, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An admin list with nothing to show yet: a loader, or the failure with a retry. */
export function ListStatus({ isFailed, onRetry }: { isFailed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!isFailed) return <Loader m="lg" />;
  return (
    <Alert color="red" variant="light" m="lg" title={t('admin.loadFailed')} role="alert" data-testid="list-failed">
      <Button size="compact-sm" variant="default" onClick={onRetry}>
        {t('admin.retry')}
      </Button>
    </Alert>
  );
}
