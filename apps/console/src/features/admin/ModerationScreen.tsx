import { Badge, Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { catalogSubjectName } from '@photostudy/contracts';
import { MathText } from '@photostudy/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FlaggedSession, type ModerationEvent, adminApi } from '../../lib/api/adminApi';
import { formatDate } from './adminFormat';
import { AdminHeader } from './AdminHeader';

const person = (p: { name: string | null; email: string | null; uid: number } | null) => (p ? (p.name ?? p.email ?? `#${p.uid}`) : '—');

/** Flagged sessions and masked contact details, newest first; a row opens the session's thread. */
export function ModerationScreen({ onOpenThread }: { onOpenThread: (qid: number) => void }) {
  const { t, i18n } = useTranslation();
  const [flags, setFlags] = useState<FlaggedSession[] | null>(null);
  const [events, setEvents] = useState<ModerationEvent[] | null>(null);

  useEffect(() => {
    adminApi.flaggedSessions().then(
      (a) => setFlags(a.flags),
      () => setFlags([]),
    );
    adminApi.moderationEvents().then(
      (a) => setEvents(a.events),
      () => setEvents([]),
    );
  }, []);

  const open = (qid: number | null) => (qid ? () => onOpenThread(qid) : undefined);
  return (
    <Stack gap="lg">
      <AdminHeader title={t('admin.moderation.title')} subtitle={t('admin.moderation.subtitle')} />
      <Card withBorder radius="lg" padding={0}>
        <Title order={3} size="h5" p="lg" pb={0}>
          {t('admin.moderation.flags')}
        </Title>
        {flags === null ? (
          <Loader m="lg" />
        ) : flags.length === 0 ? (
          <Text c="dimmed" p="lg">
            {t('admin.moderation.noFlags')}
          </Text>
        ) : (
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="lg" mt="sm" data-testid="flags-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.date')}</Table.Th>
                <Table.Th>{t('history.question')}</Table.Th>
                <Table.Th>{t('admin.moderation.by')}</Table.Th>
                <Table.Th>{t('admin.moderation.reason')}</Table.Th>
                <Table.Th>{t('question.student')}</Table.Th>
                <Table.Th>{t('question.expert')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {flags.map((f) => (
                <Table.Tr key={f.id} style={{ cursor: 'pointer' }} onClick={open(f.qid)}>
                  <Table.Td c="dimmed">{formatDate(f.created)}</Table.Td>
                  <Table.Td maw={280}>
                    <Text size="sm" fw={600} lineClamp={1}>
                      #{f.qid} · {catalogSubjectName(i18n.language, { title: f.subjectTitle })}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      <MathText text={f.title} />
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={f.byRole === 'student' ? 'orange' : 'grape'} radius="sm">
                      {t(`admin.moderation.roles.${f.byRole}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{f.reason ?? '—'}</Table.Td>
                  <Table.Td>{person(f.student)}</Table.Td>
                  <Table.Td>{person(f.expert)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <Card withBorder radius="lg" padding={0}>
        <Title order={3} size="h5" p="lg" pb={0}>
          {t('admin.moderation.events')}
        </Title>
        {events === null ? (
          <Loader m="lg" />
        ) : events.length === 0 ? (
          <Text c="dimmed" p="lg">
            {t('admin.moderation.noEvents')}
          </Text>
        ) : (
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="lg" mt="sm" data-testid="events-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.date')}</Table.Th>
                <Table.Th>{t('history.question')}</Table.Th>
                <Table.Th>{t('admin.moderation.kind')}</Table.Th>
                <Table.Th>{t('admin.moderation.field')}</Table.Th>
                <Table.Th>{t('admin.moderation.excerpt')}</Table.Th>
                <Table.Th>{t('admin.moderation.writer')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((e) => (
                <Table.Tr key={e.id} style={{ cursor: e.qid ? 'pointer' : undefined }} onClick={open(e.qid)}>
                  <Table.Td c="dimmed">{formatDate(e.created)}</Table.Td>
                  <Table.Td>{e.qid ? `#${e.qid}` : '—'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" radius="sm" color="red" tt="none">
                      {t(`admin.moderation.kinds.${e.kind}`, { defaultValue: e.kind })}
                    </Badge>
                    {e.isStrict ? (
                      <Badge variant="outline" radius="sm" color="gray" ml={4} tt="none">
                        {t('admin.moderation.strict')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{t(`admin.moderation.fields.${e.field}`, { defaultValue: e.field })}</Table.Td>
                  <Table.Td ff="monospace" fz="sm">
                    {e.excerpt}
                  </Table.Td>
                  <Table.Td>{person(e.account)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
