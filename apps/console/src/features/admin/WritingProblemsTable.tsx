import { Badge, Group, Table, Text } from '@mantine/core';
import { WRITING_RATING_REASONS } from '@photostudy/contracts';
import { useTranslation } from 'react-i18next';
import type { AdminWritingProblem } from '../../lib/api/adminApi';

/** Hues whose light badges keep 4.5:1 at small sizes (the shared contrast sheet darkens their text). */
const STATE_COLORS: Record<AdminWritingProblem['state'], string> = {
  waiting: 'brand',
  claimed: 'indigo',
  delivered: 'gray',
  refunded: 'grape',
};
const REASON_KEYS: Record<number, string> = {
  [WRITING_RATING_REASONS.BAD_EXPLANATION]: 'admin.writing.reasons.badExplanation',
  [WRITING_RATING_REASONS.TOOK_TOO_LONG]: 'admin.writing.reasons.tookTooLong',
};

/** Overdue: still open (waiting or claimed) after its deadline. */
const isOverdue = (p: AdminWritingProblem, nowS: number) => (p.state === 'waiting' || p.state === 'claimed') && p.deadline <= nowS;

/** Day over time in one cell, or a dash; the year only when it is not this one (deadlines are days apart). */
function When({ epochS, language }: { epochS: number | null; language: string }) {
  if (epochS === null) return <Text inherit>—</Text>;
  const date = new Date(epochS * 1000);
  const withYear = date.getFullYear() !== new Date().getFullYear();
  const day = date.toLocaleDateString(language, { month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) });
  return (
    <span title={date.toLocaleString(language)}>
      <Text inherit style={{ whiteSpace: 'nowrap' }}>
        {day}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })}
      </Text>
    </span>
  );
}

/**
 * Writing problems with their student and writer, created, deadline (overdue ones in red), delivered, requeued and
 * rating with its reason. Cells hold two lines, and dates leave out this year, so the table fits 1280 px.
 */
export function WritingProblemsTable({ problems }: { problems: AdminWritingProblem[] }) {
  const { t, i18n } = useTranslation();
  const nowS = Math.floor(Date.now() / 1000);
  return (
    <Table.ScrollContainer minWidth={940}>
      <Table verticalSpacing="xs" horizontalSpacing="sm" fz="sm" data-testid="writing-problems-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.writing.problem')}</Table.Th>
            <Table.Th>{t('admin.writing.student')}</Table.Th>
            <Table.Th>{t('admin.writing.writer')}</Table.Th>
            <Table.Th>{t('admin.writing.created')}</Table.Th>
            <Table.Th>{t('admin.writing.deadline')}</Table.Th>
            <Table.Th>{t('admin.writing.delivered')}</Table.Th>
            <Table.Th>{t('admin.writing.requeued')}</Table.Th>
            <Table.Th>{t('admin.writing.rating')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((p) => {
            const isLate = isOverdue(p, nowS);
            const reason = p.ratingReason === null ? undefined : REASON_KEYS[p.ratingReason];
            return (
              <Table.Tr key={p.id} data-testid={`writing-problem-${p.id}`}>
                <Table.Td maw={230}>
                  <Group gap={6} wrap="nowrap">
                    <Text inherit fw={600}>
                      #{p.id}
                    </Text>
                    <Badge variant="light" radius="sm" color={STATE_COLORS[p.state]} tt="none" size="sm" miw="max-content">
                      {t(`writing.states.${p.state}`)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" lineClamp={2} title={p.description}>
                    {p.description}
                  </Text>
                </Table.Td>
                <Table.Td maw={200}>
                  <Text inherit truncate="end" title={p.studentEmail ?? undefined}>
                    {p.studentEmail ?? '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    uid {p.studentUid}
                  </Text>
                </Table.Td>
                <Table.Td maw={180}>
                  <Text inherit truncate="end" title={p.writerEmail ?? undefined}>
                    {p.writerEmail ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <When epochS={p.created} language={i18n.language} />
                </Table.Td>
                <Table.Td
                  c={isLate ? 'red.8' : undefined}
                  fw={isLate ? 600 : undefined}
                  data-testid="writing-deadline-cell"
                  data-overdue={isLate}
                >
                  <When epochS={p.deadline} language={i18n.language} />
                  {isLate ? (
                    <Badge color="red" variant="light" radius="sm" tt="none" size="sm" mt={2} miw="max-content">
                      {t('admin.writing.overdue')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <When epochS={p.delivered} language={i18n.language} />
                </Table.Td>
                <Table.Td>{p.requeued ? t('admin.yes') : t('admin.no')}</Table.Td>
                <Table.Td>
                  {p.ratingPoint > 0 ? (
                    <>
                      <Text inherit fw={600}>
                        {t('admin.writing.points', { point: p.ratingPoint })}
                      </Text>
                      {reason ? (
                        <Text size="xs" c="dimmed">
                          {t(reason)}
                        </Text>
                      ) : null}
                    </>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('admin.writing.notRated')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
