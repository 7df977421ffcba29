import { Button, Group, MultiSelect, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { ERRORS, SUBJECTS, catalogSubjectName } from '@photostudy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/ApiError';
import { type ExpertDraft, type FieldErrors, validateExpert } from './adminValidation';

const EMPTY: ExpertDraft = { email: '', name: '', password: '', subjectIds: [] };

/** The new-expert form: email, name, password and a subject multi-select; checked before it is sent. */
export function ExpertForm({ onSubmit }: { onSubmit: (draft: ExpertDraft) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<ExpertDraft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<'email' | 'name' | 'password' | 'subjects'>>({});
  const [isBusy, setIsBusy] = useState(false);
  const set = (patch: Partial<ExpertDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit() {
    const found = validateExpert(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setIsBusy(true);
    try {
      await onSubmit(draft);
      setDraft(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.code === ERRORS.EMAIL_TAKEN.code) setErrors({ email: 'admin.errors.emailTaken' });
      else throw error;
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TextInput
          label={t('admin.experts.email')}
          value={draft.email}
          onChange={(e) => set({ email: e.currentTarget.value })}
          error={errors.email && t(errors.email)}
          autoComplete="off"
        />
        <TextInput
          label={t('admin.experts.name')}
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errors.name && t(errors.name)}
        />
        <PasswordInput
          label={t('admin.experts.password')}
          description={t('admin.experts.passwordHint')}
          value={draft.password}
          onChange={(e) => set({ password: e.currentTarget.value })}
          error={errors.password && t(errors.password)}
          autoComplete="new-password"
        />
        <MultiSelect
          label={t('admin.experts.subjects')}
          description={t('admin.experts.subjectsHint')}
          data={SUBJECTS.map((s) => ({ value: String(s.tid), label: catalogSubjectName(i18n.language, s) }))}
          value={draft.subjectIds.map(String)}
          onChange={(values) => set({ subjectIds: values.map(Number) })}
          error={errors.subjects && t(errors.subjects)}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={isBusy}>
          {t('admin.experts.create')}
        </Button>
      </Group>
    </form>
  );
}
