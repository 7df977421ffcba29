import { Button, Stack, Text } from '@mantine/core';
import { Loader } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import type { PagedListStatus } from '../lib/paging';

/** Props of {@link ListFooter}. */
export interface ListFooterProps {
  status: PagedListStatus;
  hasMore: boolean;
  onLoadMore: () => void;
  className?: string;
  texts: { loading: string; error: string; loadMore: string; end?: string };
}

/** The foot of a paged list: the loader, the error with Retry, the next-page button, or the end of the list. */
export function ListFooter({ status, hasMore, onLoadMore, className, texts }: ListFooterProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      {status === 'loading' ? <Loader label={texts.loading} /> : null}
      {status === 'error' ? (
        <Stack align="center" gap="xs" role="alert">
          <Text size="sm">{texts.error}</Text>
          <Button variant="light" size="xs" onClick={onLoadMore}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : null}
      {status === 'ready' && hasMore ? (
        <Button variant="subtle" onClick={onLoadMore}>
          {texts.loadMore}
        </Button>
      ) : null}
      {status === 'ready' && !hasMore && texts.end ? (
        <Text size="sm" c="dimmed">
          {texts.end}
        </Text>
      ) : null}
    </div>
  );
}
