import { Card, Stack, Title } from '@mantine/core';
import { showToast } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../../lib/api/adminApi';
import { AccountForm } from './AccountForm';
import { AdminHeader } from './AdminHeader';
import { toAccountInput } from './adminValidation';
import { CsvImport } from './CsvImport';

/** Preset and User-ID student accounts: one at a time, or a batch from a CSV file. */
export function AccountsScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <AdminHeader title={t('admin.accounts.title')} subtitle={t('admin.accounts.subtitle')} />
      <Card withBorder radius="lg" padding="lg">
        <Title order={3} size="h5" mb="md">
          {t('admin.accounts.one')}
        </Title>
        <AccountForm
          onSubmit={async (draft) => {
            const { created } = await adminApi.createAccounts([toAccountInput(draft)]);
            const account = created[0];
            showToast({ kind: 'success', title: t('admin.accounts.created'), message: account?.email ?? account?.id ?? '' });
          }}
        />
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Title order={3} size="h5" mb="md">
          {t('admin.csv.title')}
        </Title>
        <CsvImport onCreate={async (csv) => (await adminApi.createAccountsFromCsv(csv)).created.length} />
      </Card>
    </Stack>
  );
}
