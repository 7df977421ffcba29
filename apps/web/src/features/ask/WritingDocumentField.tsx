import { Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { FILE_SIZE_LIMIT_MB } from '@photostudy/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentIcon } from '../../components/icons';
import classes from './AskForm.module.css';
import writingClasses from './WritingForm.module.css';
import { checkWritingFile, type WritingFormValues, type WritingSource } from './writingRules';

/** The part of the form this field edits. */
type DocumentValue = Pick<WritingFormValues, 'source' | 'file' | 'link'>;

/** Props of {@link WritingDocumentField}. */
export interface WritingDocumentFieldProps {
  value: DocumentValue;
  onChange: (value: DocumentValue) => void;
  /** The refusal under the field (a chosen file, the link, or the server's), already translated. */
  error: string | null;
  /** Tells the form a file was refused here, so it shows the refusal. */
  onFileRefused: (text: 'fileType' | 'fileTooLarge') => void;
  onLinkBlur: () => void;
}

const ACCEPT = '.doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The document of a Writing problem: an upload/link switch, a doc or docx up to 10 MB, or a Google Docs link. */
export function WritingDocumentField({ value, onChange, error, onFileRefused, onLinkBlur }: WritingDocumentFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);

  const accept = (file: File) => {
    const problem = checkWritingFile(file);
    if (problem) {
      onFileRefused(problem === 'type' ? 'fileType' : 'fileTooLarge');
      return;
    }
    onChange({ ...value, file });
  };

  return (
    <div>
      <div className={classes.groupLabel} id="writing-document-label">
        {t('writing.documentLabel')}
      </div>
      <SegmentedControl
        mb="sm"
        aria-labelledby="writing-document-label"
        value={value.source}
        onChange={(source) => onChange({ ...value, source: source as WritingSource })}
        data={[
          { value: 'upload', label: t('writing.sourceUpload') },
          { value: 'link', label: t('writing.sourceLink') },
        ]}
      />
      {value.source === 'upload' ? (
        <>
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="writing-file-input"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) accept(file);
            }}
          />
          {value.file ? (
            <Group gap="sm" className={writingClasses.chosenFile}>
              <DocumentIcon size={20} />
              <Text size="sm" fw={600}>
                {value.file.name}
              </Text>
              <Button variant="subtle" color="red" size="xs" onClick={() => onChange({ ...value, file: null })}>
                {t('writing.fileRemove')}
              </Button>
            </Group>
          ) : (
            <Group gap="md">
              <Button variant="default" leftSection={<DocumentIcon size={18} />} onClick={() => inputRef.current?.click()}>
                {t('writing.fileChoose')}
              </Button>
              <Text size="xs" c="gray.7">
                {t('writing.fileHint', { mb: FILE_SIZE_LIMIT_MB })}
              </Text>
            </Group>
          )}
          {error ? (
            <Text size="sm" c="red.9" mt={6} role="alert">
              {error}
            </Text>
          ) : null}
        </>
      ) : (
        <TextInput
          label={t('writing.linkLabel')}
          description={t('writing.linkHint')}
          placeholder={t('writing.linkPlaceholder')}
          inputMode="url"
          value={value.link}
          onChange={(event) => onChange({ ...value, link: event.currentTarget.value })}
          onBlur={onLinkBlur}
          error={error ?? undefined}
        />
      )}
    </div>
  );
}
