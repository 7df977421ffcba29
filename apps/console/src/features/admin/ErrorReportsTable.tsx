import { ActionIcon, Badge, Code, Group, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminErrorReport } from '../../lib/api/adminApi';
import { DateCell } from './DateCell';

const SOURCE_COLORS: Record<AdminErrorReport['source'], string> = { web: 'brand', console: 'indigo', server: 'grape', csp: 'orange' };
const COLUMNS = 6;

/**
 * Error reports: time, source, message, page, account and request id; each row opens below it to the stack (and the
 * release), in a focusable `<pre>` so that a long one scrolls with the keyboard.
 */
export function ErrorReportsTable({ reports }: { reports: AdminErrorReport[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" horizontalSpacing="sm" fz="sm" data-testid="error-reports-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.errorReports.time')}</Table.Th>
            <Table.Th>{t('admin.errorReports.source')}</Table.Th>
            <Table.Th>{t('admin.errorReports.message')}</Table.Th>
            <Table.Th>{t('admin.errorReports.url')}</Table.Th>
            <Table.Th>{t('admin.errorReports.account')}</Table.Th>
            <Table.Th>{t('admin.errorReports.requestId')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((r) => {
            const isOpen = open.has(r.id);
            const stackId = `error-report-stack-${r.id}`;
            return (
              <Fragment key={r.id}>
                <Table.Tr data-testid={`error-report-${r.id}`}>
                  <Table.Td>
                    <DateCell epochS={r.created} withSeconds />
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" radius="sm" color={SOURCE_COLORS[r.source]} tt="none" miw="max-content" size="sm">
                      {t(`admin.errorReports.sources.${r.source}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td maw={380}>
                    <Group gap={4} wrap="nowrap" align="flex-start">
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        onClick={() => toggle(r.id)}
                        aria-expanded={isOpen}
                        aria-controls={isOpen ? stackId : undefined}
                        aria-label={t(isOpen ? 'admin.errorReports.hideStack' : 'admin.errorReports.showStack', { id: r.id })}
                      >
                        <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
                      </ActionIcon>
                      <Text inherit fw={600} lineClamp={2} title={r.message} style={{ wordBreak: 'break-word' }}>
                        {r.message}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td maw={220}>
                    <Text ff="monospace" size="xs" truncate="end" title={r.url ?? undefined}>
                      {r.url ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.uid === null ? '—' : `uid ${r.uid}`}</Table.Td>
                  <Table.Td maw={160}>
                    <Text ff="monospace" size="xs" truncate="end" title={r.requestId ?? undefined}>
                      {r.requestId ?? '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
                {isOpen ? (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS} bg="gray.0">
                      {r.release ? (
                        <Text size="xs" c="dimmed" mb={4}>
                          {t('admin.errorReports.release', { release: r.release })}
                        </Text>
                      ) : null}
                      {r.stack ? (
                        <Code
                          block
                          id={stackId}
                          tabIndex={0}
                          aria-label={t('admin.errorReports.stack', { id: r.id })}
                          mah={320}
                          style={{ overflow: 'auto', whiteSpace: 'pre' }}
                          data-testid="error-report-stack"
                        >
                          {r.stack}
                        </Code>
                      ) : (
                        <Text id={stackId} size="sm" c="dimmed">
                          {t('admin.errorReports.noStack')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
