import { Alert, Button, Group, List, Stack, TextInput } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/ApiError';
import { type AdminStudent, adminApi } from '../../lib/api/adminApi';
import { parseUid } from './parentsValidation';
import { StudentPicker, studentLabel } from './StudentPicker';

/** `POST /api/admin/data-deletion-requests` answer (camelCase): the request and its status page. */
export type DeletionRequested = Awaited<ReturnType<typeof adminApi.requestDataDeletion>>;

/**
 * Erases a student's account: a uid (typed, or picked through the lookup), then a confirmation that says it is for good.
 * The server's refusal stays in the dialog.
 */
export function DataDeletionForm({ onRequested }: { onRequested: (answer: DeletionRequested) => void }) {
  const { t } = useTranslation();
  const [uidText, setUidText] = useState('');
  const [picked, setPicked] = useState<AdminStudent | null>(null);
  const [uidError, setUidError] = useState<string | null>(null);
  // What the dialog asks about, kept while it fades out after closing.
  const [asked, setAsked] = useState<{ uid: number; student: string } | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const uid = parseUid(uidText);
  const named = picked && uid === picked.uid ? picked : null;

  async function confirm() {
    if (!asked) return;
    setIsBusy(true);
    setFailure(null);
    try {
      const answer = await adminApi.requestDataDeletion(asked.uid);
      setIsAsking(false);
      setUidText('');
      setPicked(null);
      onRequested(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setFailure(t('admin.deletions.errors.notFound'));
      else setFailure(error instanceof ApiError && !error.isNetworkError ? error.message : t('errors.general'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Stack gap="md">
      <StudentPicker
        onPick={(student) => {
          setPicked(student);
          setUidText(String(student.uid));
          setUidError(null);
        }}
      />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (uid === null) {
            setUidError(t('admin.deletions.errors.uid'));
            return;
          }
          setUidError(null);
          setFailure(null);
          setAsked({ uid, student: named ? studentLabel(named) : `uid ${uid}` });
          setIsAsking(true);
        }}
      >
        <Group align="flex-start">
          <TextInput
            label={t('admin.deletions.uid')}
            description={named ? t('admin.deletions.picked', { student: studentLabel(named) }) : t('admin.deletions.uidHint')}
            value={uidText}
            onChange={(e) => setUidText(e.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            error={uidError}
            style={{ flex: 1 }}
          />
          {/* Lined up with the input, below the label and the hint. */}
          <Button type="submit" color="red" variant="light" mt={46}>
            {t('admin.deletions.submit')}
          </Button>
        </Group>
      </form>
      <AppModal
        isOpen={isAsking}
        onClose={() => setIsAsking(false)}
        title={t('admin.deletions.confirmTitle')}
        description={t('admin.deletions.confirmLead', { student: asked?.student ?? '' })}
        size="md"
        closeLabel={t('admin.close')}
        actions={
          <>
            <Button variant="default" onClick={() => setIsAsking(false)}>
              {t('workspace.cancel')}
            </Button>
            <Button color="red" loading={isBusy} onClick={() => void confirm()}>
              {t('admin.deletions.confirm')}
            </Button>
          </>
        }
      >
        <List size="sm" spacing={4}>
          <List.Item>{t('admin.deletions.confirmRows')}</List.Item>
          <List.Item>{t('admin.deletions.confirmSignOut')}</List.Item>
        </List>
        {failure ? (
          <Alert color="red" variant="light" title={t('admin.deletions.notRequested')} role="alert" data-testid="deletion-error">
            {failure}
          </Alert>
        ) : null}
      </AppModal>
    </Stack>
  );
}
