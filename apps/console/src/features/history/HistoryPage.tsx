import { Badge, Button, Card, Group, Loader, Rating, Stack, Table, Text, Title } from '@mantine/core';
import { catalogSubjectName } from '@photostudy/contracts';
import { MathText } from '@photostudy/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expertApi, type QuestionItem } from '../../lib/api/expertApi';

/** Page size of `GET /api/expert/questions` (the route answers pages of 20). */
const PAGE_SIZE = 20;
const STATE_COLORS: Record<string, string> = { connecting: 'brand', in_progress: 'teal', explained: 'gray', dead: 'red' };

/** Past sessions, newest first, with state and rating; a row opens the read-only thread. */
export function HistoryPage({ onOpen }: { onOpen: (qid: number) => void }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<QuestionItem[] | null>(null);

  useEffect(() => {
    let isCurrent = true;
    setRows(null);
    expertApi.history(page).then(
      (answer) => isCurrent && setRows(answer.questions),
      () => isCurrent && setRows([]),
    );
    return () => {
      isCurrent = false;
    };
  }, [page]);

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {t('history.title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('history.subtitle')}
        </Text>
      </div>
      <Card withBorder radius="lg" padding={0}>
        {rows === null ? (
          <Loader m="xl" />
        ) : rows.length === 0 ? (
          <Text c="dimmed" p="xl" ta="center">
            {t('history.empty')}
          </Text>
        ) : (
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="lg" data-testid="history-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.date')}</Table.Th>
                <Table.Th>{t('history.question')}</Table.Th>
                <Table.Th>{t('history.state')}</Table.Th>
                <Table.Th>{t('history.rating')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((q) => (
                <Table.Tr key={q.qid} style={{ cursor: 'pointer' }} onClick={() => onOpen(q.qid)}>
                  <Table.Td>
                    <Text size="sm">{new Date(q.created * 1000).toLocaleDateString()}</Text>
                    <Text size="xs" c="dimmed">
                      {new Date(q.created * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={460}>
                    <Text size="xs" c="brand.7" fw={600}>
                      {catalogSubjectName(i18n.language, { tid: q.tid, title: q.subjectTitle })}
                    </Text>
                    <Text size="sm" lineClamp={1}>
                      <MathText text={q.title} />
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" radius="sm" color={STATE_COLORS[q.state] ?? 'gray'}>
                      {t(`states.${q.state}`)}
                    </Badge>
                    {q.flagged ? (
                      <Badge variant="light" radius="sm" color="orange" ml={6}>
                        ⚑
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {q.answerPoint > 0 ? (
                      <Rating value={q.answerPoint} readOnly size="sm" />
                    ) : (
                      <Text size="xs" c="dimmed">
                        {t('history.notRated')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-xs" variant="light" onClick={() => onOpen(q.qid)}>
                      {t('history.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <Group justify="space-between">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t('history.previous')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('history.page', { page })}
        </Text>
        <Button variant="default" size="xs" disabled={!rows || rows.length < PAGE_SIZE} onClick={() => setPage((p) => p + 1)}>
          {t('history.next')}
        </Button>
      </Group>
    </Stack>
  );
}
