import { Alert, Button, FileButton, Group, ScrollArea, Stack, Table, Text, Textarea } from '@mantine/core';
import type { CsvPreview } from '@photostudy/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/ApiError';
import { previewCsv, rowErrors } from './csvPreview';

/** A column of the preview. */
export interface CsvColumn {
  /** Header name shown, and read from the file. */
  name: string;
  /** Other header names that fill this column (the preset import's `user_id` and `login_id` for `id`). */
  aliases?: string[];
  /** Shown masked (passwords). */
  isSecret?: boolean;
}

/** Props of {@link CsvImportPanel}. */
export interface CsvImportPanelProps {
  /** Columns shown in the preview when the file has them (others are sent as they are). */
  columns: CsvColumn[];
  /** i18n key prefix of this import's own texts: `hint`, `preview`, `create`, `created` (with a count) and `failed`. */
  textKey: string;
  /** Sends the CSV text; resolves with how many rows were created, or rejects with the server's row errors. */
  onCreate: (csv: string) => Promise<number>;
  /** Problems the browser sees before sending, by row number (0 for the whole file); nothing is sent while there are any. */
  check?: (preview: CsvPreview) => Map<number, string[]>;
}

const NO_ERRORS = new Map<number, string[]>();

/** CSV upload: pick or paste a file, preview its rows, then send it whole (all rows are created, or none with each row's errors). */
export function CsvImportPanel({ columns: wanted, textKey, onCreate, check }: CsvImportPanelProps) {
  const { t } = useTranslation();
  const [csv, setCsv] = useState('');
  const [serverErrors, setServerErrors] = useState<Map<number, string[]>>(NO_ERRORS);
  const [createdCount, setCreatedCount] = useState<number | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const preview = useMemo(() => previewCsv(csv), [csv]);
  const checkErrors = useMemo(() => (check && csv.trim() ? check(preview) : NO_ERRORS), [check, csv, preview]);
  const isChecked = serverErrors.size === 0 && checkErrors.size > 0;
  const errors = serverErrors.size ? serverErrors : checkErrors;
  const columns = wanted.filter((c) => [c.name, ...(c.aliases ?? [])].some((name) => preview.header.includes(name)));

  function change(text: string) {
    setCsv(text);
    setServerErrors(NO_ERRORS);
    setCreatedCount(null);
  }

  async function create() {
    setIsBusy(true);
    try {
      setCreatedCount(await onCreate(csv));
      setServerErrors(NO_ERRORS);
    } catch (error) {
      // Any refusal that names fields is shown by row; anything else as one message for the file.
      const fields = error instanceof ApiError ? (error.body.fields as Record<string, string> | undefined) : undefined;
      if (fields && Object.keys(fields).length) setServerErrors(rowErrors(fields));
      else if (error instanceof ApiError && !error.isNetworkError) setServerErrors(new Map([[0, [error.message]]]));
      else setServerErrors(new Map([[0, [t('errors.general')]]]));
    } finally {
      setIsBusy(false);
    }
  }

  const general = errors.get(0);
  const rowsWithErrors = [...errors.keys()].filter((row) => row > 0).length;
  const value = (record: Record<string, string>, column: CsvColumn) =>
    [column.name, ...(column.aliases ?? [])].map((name) => record[name]).find((v) => v) || '—';
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t(`${textKey}.hint`)}
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
      {general || rowsWithErrors ? (
        <Alert color="red" variant="light" title={isChecked ? t('admin.csv.fixFirst') : t(`${textKey}.failed`)} data-testid="csv-errors">
          {[...(general ?? []), ...(rowsWithErrors ? [t('admin.csv.rowsFailed', { count: rowsWithErrors })] : [])].join(' · ')}
        </Alert>
      ) : null}
      {createdCount !== null ? (
        <Alert color="teal" variant="light" data-testid="csv-created">
          {t(`${textKey}.created`, { count: createdCount })}
        </Alert>
      ) : null}
      {preview.rows.length ? (
        <>
          <Text size="sm" fw={600}>
            {t(`${textKey}.preview`, { count: preview.rows.length })}
          </Text>
          <ScrollArea.Autosize mah={320}>
            <Table verticalSpacing={6} horizontalSpacing="md" data-testid="csv-preview" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  {columns.map((c) => (
                    <Table.Th key={c.name}>{c.name}</Table.Th>
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
                        <Table.Td key={c.name}>{c.isSecret && record[c.name] ? '••••••••' : value(record, c)}</Table.Td>
                      ))}
                      <Table.Td c="red.9" fz="sm">
                        {rowErrs?.join(' · ')}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Group justify="flex-end">
            <Button onClick={() => void create()} loading={isBusy} disabled={isChecked}>
              {t(`${textKey}.create`, { count: preview.rows.length })}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
