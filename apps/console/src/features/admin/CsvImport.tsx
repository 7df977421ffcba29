import { Alert, Button, FileButton, Group, ScrollArea, Stack, Table, Text, Textarea } from '@mantine/core';
import { ERRORS } from '@photostudy/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/ApiError';
import { previewCsv, rowErrors } from './csvPreview';

/** Columns shown in the preview (others are sent as they are). */
const PREVIEW_COLUMNS = ['email', 'id', 'name', 'password', 'role', 'sessions', 'writing_credits'];

/** CSV upload: pick or paste a file, preview its rows, then create them all (or none, with each row's errors). */
export function CsvImport({ onCreate }: { onCreate: (csv: string) => Promise<number> }) {
  const { t } = useTranslation();
  const [csv, setCsv] = useState('');
  const [errors, setErrors] = useState<Map<number, string[]>>(new Map());
  const [createdCount, setCreatedCount] = useState<number | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const preview = useMemo(() => previewCsv(csv), [csv]);
  const columns = PREVIEW_COLUMNS.filter(
    (c) => preview.header.includes(c) || (c === 'id' && (preview.header.includes('user_id') || preview.header.includes('login_id'))),
  );

  function change(text: string) {
    setCsv(text);
    setErrors(new Map());
    setCreatedCount(null);
  }

  async function create() {
    setIsBusy(true);
    try {
      setCreatedCount(await onCreate(csv));
      setErrors(new Map());
    } catch (error) {
      if (error instanceof ApiError && error.code === ERRORS.VALIDATION_FAILED.code)
        setErrors(rowErrors((error.body.fields as Record<string, string> | undefined) ?? { csv: error.message }));
      else throw error;
    } finally {
      setIsBusy(false);
    }
  }

  const general = errors.get(0);
  const value = (record: Record<string, string>, column: string) =>
    (column === 'id' ? (record.id ?? record.user_id ?? record.login_id) : record[column]) || '—';
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('admin.csv.hint')}
      </Text>
      <Group>
        <FileButton
          accept=".csv,text/csv"
          onChange={(file) => {
            if (file) void file.text().then(change);
          }}
        >
          {(props) => (
            <Button variant="light" {...props}>
              {t('admin.csv.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t('admin.csv.orPaste')}
        </Text>
      </Group>
      <Textarea
        label={t('admin.csv.text')}
        value={csv}
        onChange={(e) => change(e.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={8}
        styles={{ input: { fontFamily: 'ui-monospace, monospace', fontSize: 13 } }}
        data-testid="csv-text"
      />
      {general ? (
        <Alert color="red" variant="light" title={t('admin.csv.failed')}>
          {general.join(' · ')}
        </Alert>
      ) : errors.size ? (
        <Alert color="red" variant="light" title={t('admin.csv.failed')}>
          {t('admin.csv.rowsFailed', { count: errors.size })}
        </Alert>
      ) : null}
      {createdCount !== null ? (
        <Alert color="teal" variant="light" data-testid="csv-created">
          {t('admin.csv.created', { count: createdCount })}
        </Alert>
      ) : null}
      {preview.rows.length ? (
        <>
          <Text size="sm" fw={600}>
            {t('admin.csv.preview', { count: preview.rows.length })}
          </Text>
          <ScrollArea.Autosize mah={320}>
            <Table verticalSpacing={6} horizontalSpacing="md" data-testid="csv-preview" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  {columns.map((c) => (
                    <Table.Th key={c}>{c}</Table.Th>
                  ))}
                  <Table.Th>{t('admin.csv.errors')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map(({ row, record }) => {
                  const rowErrs = errors.get(row);
                  return (
                    <Table.Tr key={row} bg={rowErrs ? 'red.0' : undefined}>
                      <Table.Td c="dimmed">{row}</Table.Td>
                      {columns.map((c) => (
                        <Table.Td key={c}>{c === 'password' && record[c] ? '••••••••' : value(record, c)}</Table.Td>
                      ))}
                      <Table.Td c="red.7" fz="sm">
                        {rowErrs?.join(' · ')}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Group justify="flex-end">
            <Button onClick={() => void create()} loading={isBusy}>
              {t('admin.csv.create', { count: preview.rows.length })}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
