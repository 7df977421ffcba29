import { Alert, Button, Card, FileInput, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { ERRORS } from '@photostudy/contracts';
import { AppModal } from '@photostudy/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/ApiError';
import { expertApi, type WritingExpertProblem } from '../../lib/api/expertApi';
import {
  REVIEW_COMMENT_MAX_CHARS,
  checkDelivery,
  checkReviewFile,
  type DeliveryProblem,
  type DeliveryProblems,
} from './deliveryValidation';

/** Server refusals that belong to the file field (the catalogue's texts speak to the student and allow .doc, so the console shows its own). */
const FIELD_REFUSALS: Record<string, DeliveryProblems> = {
  [ERRORS.WRITING_FILE_TYPE.code]: { file: 'fileType' },
  [ERRORS.WRITING_FILE_TOO_LARGE.code]: { file: 'fileSize' },
};

/** Accepted by the file picker; anything else dropped on it is still refused by {@link checkReviewFile}. */
const DOCX_ACCEPT = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The reviewed docx and the summary comment, checked here first (docx, at most 10 MB; comment required, at most
 * 5000 characters), then sent after a confirmation. A problem that is no longer mine is read again by the page.
 */
export function DeliveryForm({
  problemId,
  onDelivered,
  onLost,
}: {
  problemId: number;
  onDelivered: (problem: WritingExpertProblem) => void;
  /** The server says the problem is not mine any more (requeued, taken): the page reads it again. */
  onLost: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<DeliveryProblems>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const errorText = (problem: DeliveryProblem | undefined) =>
    problem ? t(`writing.delivery.errors.${problem}`, { max: REVIEW_COMMENT_MAX_CHARS }) : undefined;

  function choose(next: File | null) {
    setFile(next);
    setFailure(null);
    // A wrong file is named at once; a cleared one only when Deliver is pressed.
    setProblems((current) => ({ ...current, file: next ? checkReviewFile(next) : undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkDelivery({ file, comment });
    setProblems(found);
    setFailure(null);
    if (!found.file && !found.comment) setIsConfirming(true);
  }

  async function deliver() {
    if (!file) return;
    setIsBusy(true);
    try {
      onDelivered(await expertApi.deliverWriting(problemId, file, comment.trim()));
    } catch (error) {
      setIsConfirming(false);
      refused(error);
    } finally {
      setIsBusy(false);
    }
  }

  /** Puts a refusal where it belongs: on its field, or above the button; a problem no longer mine is read again. */
  function refused(error: unknown) {
    if (!(error instanceof ApiError) || error.isNetworkError) {
      setFailure(t('writing.delivery.errors.failed'));
      return;
    }
    const field = FIELD_REFUSALS[String(error.code)];
    if (field) setProblems(field);
    else if (error.code === ERRORS.VALIDATION_FAILED.code && (hasField(error, 'comment') || hasField(error, 'file')))
      setProblems({
        ...(hasField(error, 'file') ? { file: 'fileRequired' as const } : {}),
        ...(hasField(error, 'comment') ? { comment: 'commentRequired' as const } : {}),
      });
    else if (error.status === 403 || error.status === 409) {
      // Not mine any more (requeued at the deadline and taken by another writer) or no longer open (refunded).
      setFailure(t('writing.delivery.errors.forbidden'));
      onLost();
    } else setFailure(t('writing.delivery.errors.failed'));
  }

  const length = comment.length;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h5" mb="md" id={titleId}>
        {t('writing.delivery.title')}
      </Title>
      <form onSubmit={submit} noValidate data-testid="writing-delivery-form">
        <Stack gap="md">
          <FileInput
            label={t('writing.delivery.file')}
            description={t('writing.delivery.fileHint')}
            placeholder={t('writing.delivery.filePlaceholder')}
            accept={DOCX_ACCEPT}
            value={file}
            onChange={choose}
            error={errorText(problems.file)}
            clearable
            clearButtonProps={{ 'aria-label': t('writing.delivery.removeFile') }}
            withAsterisk
            fileInputProps={{ 'data-testid': 'writing-delivery-file' } as Record<string, string>}
            // Mantine's placeholder grey is 2:1 on white; this one is readable (4.5:1).
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          />
          <div>
            <Textarea
              label={t('writing.delivery.comment')}
              description={t('writing.delivery.commentHint')}
              value={comment}
              onChange={(e) => {
                setComment(e.currentTarget.value);
                if (problems.comment) setProblems((current) => ({ ...current, comment: undefined }));
              }}
              error={errorText(problems.comment)}
              autosize
              minRows={5}
              maxRows={12}
              withAsterisk
            />
            <Text
              size="xs"
              ta="right"
              mt={4}
              c={length > REVIEW_COMMENT_MAX_CHARS ? 'red.8' : 'dimmed'}
              data-testid="writing-comment-counter"
            >
              {t('writing.delivery.counter', { count: length, max: REVIEW_COMMENT_MAX_CHARS })}
            </Text>
          </div>
          {failure ? (
            <Alert color="red" variant="light" role="alert" data-testid="writing-delivery-failure">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit">{t('writing.delivery.deliver')}</Button>
          </Group>
        </Stack>
      </form>
      <AppModal
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        isClosable={!isBusy}
        title={t('writing.delivery.confirmTitle')}
        description={t('writing.delivery.confirmBody', { fileName: file?.name ?? '' })}
        size="md"
        closeLabel={t('admin.close')}
        actions={
          <>
            <Button variant="default" onClick={() => setIsConfirming(false)} disabled={isBusy}>
              {t('workspace.cancel')}
            </Button>
            <Button loading={isBusy} onClick={() => void deliver()}>
              {t('writing.delivery.deliver')}
            </Button>
          </>
        }
      />
    </Card>
  );
}

/** True when a VALIDATION_FAILED answer names the field. */
function hasField(error: ApiError, name: string): boolean {
  const fields = error.body.fields;
  return typeof fields === 'object' && fields !== null && name in fields;
}
