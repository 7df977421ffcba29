import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { showErrorToast, showToast } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/ApiError';
import { type AdminStudent, type AdminStudentDetail, adminApi } from '../../lib/api/adminApi';
import { formatDate, signed } from './adminFormat';
import { AdjustForm } from './AdjustForm';
import { AdminHeader } from './AdminHeader';

const labelOf = (s: AdminStudent) => s.email ?? s.id ?? `#${s.uid}`;

/** Student lookup by email or User ID: balance, ledger, and grants or removals with a reason. */
export function StudentsScreen() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<AdminStudent[] | null>(null);
  const [selected, setSelected] = useState<AdminStudentDetail | null>(null);
  const [isSearching, setIsSearching] = useState(false);

  async function search() {
    if (!query.trim()) return;
    setIsSearching(true);
    try {
      const { students } = await adminApi.findStudents(query.trim());
      setResults(students);
      if (students.length === 1 && students[0]) await open(students[0].uid);
      else setSelected(null);
    } catch {
      showErrorToast(t('errors.general'));
    } finally {
      setIsSearching(false);
    }
  }

  async function open(uid: number) {
    try {
      setSelected(await adminApi.student(uid));
    } catch {
      showErrorToast(t('errors.general'));
    }
  }

  return (
    <Stack gap="lg">
      <AdminHeader title={t('admin.students.title')} subtitle={t('admin.students.subtitle')} />
      <Card withBorder radius="lg" padding="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void search();
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={t('admin.students.query')}
              placeholder={t('admin.students.queryPlaceholder')}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={isSearching}>
              {t('admin.students.search')}
            </Button>
          </Group>
        </form>
        {results && results.length === 0 ? (
          <Text c="dimmed" mt="md">
            {t('admin.students.none')}
          </Text>
        ) : null}
        {results && results.length > 1 ? (
          <Table mt="md" highlightOnHover verticalSpacing="xs" data-testid="student-results">
            <Table.Tbody>
              {results.map((s) => (
                <Table.Tr
                  key={s.uid}
                  style={{ cursor: 'pointer' }}
                  onClick={() => void open(s.uid)}
                  bg={selected?.uid === s.uid ? 'brand.0' : undefined}
                >
                  <Table.Td fw={600}>{labelOf(s)}</Table.Td>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>
                    {t('admin.students.balanceShort', { sessions: s.balance.sessionCount, credits: s.balance.creditCount })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Card>
      {selected ? (
        <>
          <Card withBorder radius="lg" padding="lg" data-testid="student-detail">
            <Group justify="space-between" align="flex-start" mb="md">
              <div>
                <Title order={3} size="h4">
                  {selected.name ?? labelOf(selected)}
                </Title>
                <Text size="sm" c="dimmed">
                  {labelOf(selected)} · uid {selected.uid} ·{' '}
                  {t(`admin.authTypes.${selected.authType}`, { defaultValue: selected.authType })}
                </Text>
              </div>
              <SimpleGrid cols={2} spacing="xl">
                <div>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                    {t('admin.students.sessions')}
                  </Text>
                  <Text fz={28} fw={800} data-testid="balance-sessions">
                    {selected.balance.sessionCount}
                  </Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                    {t('admin.students.credits')}
                  </Text>
                  <Text fz={28} fw={800} data-testid="balance-credits">
                    {selected.balance.creditCount}
                  </Text>
                </div>
              </SimpleGrid>
            </Group>
            <AdjustForm
              balances={{ session: selected.balance.sessionCount, writing: selected.balance.creditCount }}
              studentLabel={labelOf(selected)}
              onConfirm={async (change) => {
                try {
                  await adminApi.adjust(selected.uid, change);
                  showToast({ kind: 'success', title: t('admin.students.saved'), message: `${signed(change.amount)} · ${change.reason}` });
                  await open(selected.uid);
                } catch (error) {
                  showErrorToast(error instanceof ApiError ? error.message : t('errors.general'));
                }
              }}
            />
          </Card>
          <Card withBorder radius="lg" padding={0}>
            <Title order={3} size="h5" p="lg" pb={0}>
              {t('admin.students.ledger')}
            </Title>
            {selected.entries.length === 0 ? (
              <Text c="dimmed" p="lg">
                {t('admin.students.noEntries')}
              </Text>
            ) : (
              <Table verticalSpacing="xs" horizontalSpacing="lg" mt="sm" data-testid="ledger-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('history.date')}</Table.Th>
                    <Table.Th>{t('admin.students.kind')}</Table.Th>
                    <Table.Th>{t('admin.students.change')}</Table.Th>
                    <Table.Th>{t('admin.students.why')}</Table.Th>
                    <Table.Th>{t('admin.students.note')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {selected.entries.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td c="dimmed">{formatDate(e.created)}</Table.Td>
                      <Table.Td>{e.kind === 'session' ? t('admin.students.sessions') : t('admin.students.credits')}</Table.Td>
                      <Table.Td fw={700} c={e.delta > 0 ? 'teal.7' : 'red.7'}>
                        {signed(e.delta)}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" radius="sm" color="gray" tt="none">
                          {t(`admin.ledgerReasons.${e.reason}`, { defaultValue: e.reason })}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{e.note ?? (e.qid ? `#${e.qid}` : '')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        </>
      ) : isSearching ? (
        <Loader />
      ) : null}
    </Stack>
  );
}
