import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WritingExpertProblem } from '../../lib/api/expertApi';
import classes from './WritingProblemPage.module.css';

/** Only web addresses become links: a `javascript:` or `data:` address must never be clickable. */
const isWebAddress = (url: string) => /^https:\/\//i.test(url);

/**
 * The student's document as the server prepared it: a docx as HTML (mammoth), a .doc's text (word-extractor), or a
 * Google Docs link opened in a new tab; with a download of the original file when there is one.
 */
export function DocumentPreview({ problem }: { problem: WritingExpertProblem }) {
  const { t } = useTranslation();
  const { preview } = problem;
  const label = t('writing.problem.document');

  return (
    <Card withBorder radius="lg" padding={0} className={classes.preview}>
      <Group justify="space-between" p="md" className={classes.previewHeader} wrap="nowrap">
        <Title order={3} size="h5">
          {label}
        </Title>
        {problem.originalFileUrl ? (
          <Button component="a" href={problem.originalFileUrl} download={problem.fileName ?? true} variant="light" size="xs">
            {problem.fileName ? t('writing.problem.download', { fileName: problem.fileName }) : t('writing.problem.downloadOriginal')}
          </Button>
        ) : null}
      </Group>
      {preview.kind === 'link' ? (
        <Stack p="lg" gap="sm" align="flex-start" data-testid="writing-preview-link">
          <Text size="sm">{t('writing.problem.linkHint')}</Text>
          {isWebAddress(preview.url) ? (
            <Button component="a" href={preview.url} target="_blank" rel="noopener noreferrer">
              {t('writing.problem.openLink')}
            </Button>
          ) : null}
          <Text size="xs" c="dimmed" className={classes.url}>
            {preview.url}
          </Text>
        </Stack>
      ) : (preview.kind === 'html' ? preview.html : preview.text).trim() === '' ? (
        <Text p="lg" size="sm" c="dimmed">
          {t('writing.problem.emptyText')}
        </Text>
      ) : (
        // A scrolling region must be reachable by keyboard, so it takes focus and carries the document's name.
        <div className={classes.document} tabIndex={0} role="region" aria-label={label}>
          {preview.kind === 'html' ? (
            <article
              className={classes.article}
              data-testid="writing-preview-html"
              // Injected as is only because the server sanitises mammoth's HTML (an allow-list of text elements and
              // attributes: no scripts, event handlers, styles, frames or remote resources); innerHTML never runs a
              // <script> either. Never put HTML from anywhere else here.
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
          ) : (
            <pre className={classes.text} data-testid="writing-preview-text">
              {preview.text}
            </pre>
          )}
        </div>
      )}
    </Card>
  );
}
