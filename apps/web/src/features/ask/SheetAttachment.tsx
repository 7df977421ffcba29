import { Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { FILE_SIZE_LIMIT_MB } from '@photostudy/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSheetFile, isGoogleSheetsLink } from './askRules';

/** The spreadsheet part of the ask: an Excel upload or a Google Sheets link. */
export interface SheetValue {
  source: 'upload' | 'link';
  file: File | null;
  link: string;
}

/** Nothing attached, upload chosen. */
export const EMPTY_SHEET: SheetValue = { source: 'upload', file: null, link: '' };

/** True when something is attached in the chosen source. */
export function hasSheet(sheet: SheetValue): boolean {
  return sheet.source === 'upload' ? sheet.file !== null : sheet.link.trim() !== '';
}

/** Props of {@link SheetAttachment}. */
export interface SheetAttachmentProps {
  value: SheetValue;
  onChange: (value: SheetValue) => void;
  /** The refusal shown when a sheet is attached to a subject that does not allow one (or a server refusal). */
  error?: string | null;
}

/** The optional spreadsheet (subjects with allowSpreadsheet): xls/xlsx up to 10 MB, or a Google Sheets link. */
export function SheetAttachment({ value, onChange, error }: SheetAttachmentProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [isLinkTouched, setIsLinkTouched] = useState(false);
  const isLinkInvalid = value.source === 'link' && isLinkTouched && value.link.trim() !== '' && !isGoogleSheetsLink(value.link);

  const accept = (file: File) => {
    const problem = checkSheetFile(file);
    if (problem) {
      setFileError(problem === 'type' ? t('ask.sheetTypeError') : t('ask.sheetTooLarge', { mb: FILE_SIZE_LIMIT_MB }));
      return;
    }
    setFileError(null);
    onChange({ ...value, file });
  };

  return (
    <div>
      <Text fw={600} size="sm" mb={6}>
        {t('ask.sheetLabel')}
      </Text>
      <SegmentedControl
        mb="sm"
        value={value.source}
        onChange={(source) => onChange({ ...value, source: source as SheetValue['source'] })}
        data={[
          { value: 'upload', label: t('ask.sheetUpload') },
          { value: 'link', label: t('ask.sheetLink') },
        ]}
      />
      {value.source === 'upload' ? (
        <>
          <input
            ref={inputRef}
            type="file"
            accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            hidden
            data-testid="ask-sheet-input"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) accept(file);
            }}
          />
          {value.file ? (
            <Group gap="sm">
              <Text size="sm">{value.file.name}</Text>
              <Button variant="subtle" color="red" size="xs" onClick={() => onChange({ ...value, file: null })}>
                {t('ask.sheetRemove')}
              </Button>
            </Group>
          ) : (
            <Group gap="md">
              <Button variant="default" onClick={() => inputRef.current?.click()}>
                {t('ask.sheetChoose')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('ask.sheetHint', { mb: FILE_SIZE_LIMIT_MB })}
              </Text>
            </Group>
          )}
          {fileError ? (
            <Text size="sm" c="red.7" mt={6} role="alert">
              {fileError}
            </Text>
          ) : null}
        </>
      ) : (
        <TextInput
          aria-label={t('ask.sheetLink')}
          placeholder={t('ask.sheetLinkPlaceholder')}
          value={value.link}
          onChange={(event) => onChange({ ...value, link: event.currentTarget.value })}
          onBlur={() => setIsLinkTouched(true)}
          error={isLinkInvalid ? t('ask.sheetLinkInvalid') : undefined}
        />
      )}
      {error ? (
        <Text size="sm" c="red.7" mt={6} role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
