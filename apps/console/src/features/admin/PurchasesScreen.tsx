import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { showErrorToast } from '@photostudy/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminPurchase, type PurchaseRefund, adminApi } from '../../lib/api/adminApi';
import { formatMoney } from './adminFormat';
import { AdminHeader } from './AdminHeader';
import { PurchasesTable } from './PurchasesTable';
import { RefundDialog } from './RefundDialog';

/** What the last search found: its query, the pages read so far and whether more follow. */
interface Results {
  query: string;
  page: number;
  purchases: AdminPurchase[];
  hasMore: boolean;
}

/** The line shown after a refund: what went back and what was taken from the balance. */
interface RefundNote {
  id: number;
  text: string;
}

/** Purchases searched by email, uid, transaction id or product id, 20 at a time, with a refund after a confirmation. */
export function PurchasesScreen() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  // The page being read, so that only its button spins.
  const [loadingPage, setLoadingPage] = useState<number | null>(null);
  const [refunding, setRefunding] = useState<AdminPurchase | null>(null);
  const [note, setNote] = useState<RefundNote | null>(null);

  const search = useCallback(
    async (text: string, page: number) => {
      setLoadingPage(page);
      try {
        const answer = await adminApi.purchases(text, page);
        setResults((current) => {
          if (page === 1 || !current) return { query: text, page, purchases: answer.purchases, hasMore: answer.hasMore };
          // A purchase made since page 1 shifts the pages; never list one twice.
          const seen = new Set(current.purchases.map((p) => p.id));
          const added = answer.purchases.filter((p) => !seen.has(p.id));
          return { query: text, page, purchases: [...current.purchases, ...added], hasMore: answer.hasMore };
        });
      } catch {
        showErrorToast(t('errors.general'));
      } finally {
        setLoadingPage(null);
      }
    },
    [t],
  );
  useEffect(() => {
    void search('', 1);
  }, [search]);

  function refunded(before: AdminPurchase, refund: PurchaseRefund) {
    const after = refund.purchase;
    const cents = after.refundedCents - before.refundedCents;
    setResults((current) => current && { ...current, purchases: current.purchases.map((p) => (p.id === after.id ? after : p)) });
    setNote({
      id: after.id,
      text: t('admin.purchases.refundResult', {
        amount: formatMoney(cents > 0 ? cents : after.refundedCents, after.currency, i18n.language),
        sessions: t('admin.purchases.sessionCount', { count: refund.reversedSessions }),
        credits: t('admin.purchases.creditCount', { count: refund.reversedWritingCredits }),
      }),
    });
    setRefunding(null);
  }

  return (
    <Stack gap="lg">
      <AdminHeader title={t('admin.purchases.title')} subtitle={t('admin.purchases.subtitle')} />
      <Card withBorder radius="lg" padding="lg">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setNote(null);
            void search(query.trim(), 1);
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={t('admin.purchases.query')}
              placeholder={t('admin.purchases.queryPlaceholder')}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              maxLength={320}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={loadingPage === 1}>
              {t('admin.students.search')}
            </Button>
          </Group>
        </form>
      </Card>
      {note ? (
        <Alert
          color="teal"
          variant="light"
          title={t('admin.purchases.refundDone', { id: note.id })}
          withCloseButton
          closeButtonLabel={t('admin.close')}
          onClose={() => setNote(null)}
          data-testid="refund-result"
        >
          {note.text}
        </Alert>
      ) : null}
      <Card withBorder radius="lg" padding={0}>
        {results === null ? (
          <Loader m="lg" />
        ) : results.purchases.length === 0 ? (
          <Text c="dimmed" p="lg">
            {results.query ? t('admin.purchases.none') : t('admin.purchases.empty')}
          </Text>
        ) : (
          <>
            <PurchasesTable purchases={results.purchases} onRefund={setRefunding} />
            {results.hasMore ? (
              <Group justify="center" p="md">
                <Button
                  variant="default"
                  loading={loadingPage !== null && loadingPage > 1}
                  onClick={() => void search(results.query, results.page + 1)}
                >
                  {t('admin.purchases.loadMore')}
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </Card>
      <RefundDialog purchase={refunding} onClose={() => setRefunding(null)} onRefunded={refunded} />
    </Stack>
  );
}
