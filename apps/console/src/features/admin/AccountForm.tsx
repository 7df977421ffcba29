import { Button, Group, NumberInput, PasswordInput, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { ERRORS } from '@photostudy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/ApiError';
import { type AccountDraft, type FieldErrors, validateAccount } from './adminValidation';

type AccountField = 'email' | 'loginId' | 'name' | 'password' | 'sessions';
const EMPTY: AccountDraft = { kind: 'preset', email: '', loginId: '', name: '', password: '', sessions: 0 };

/** Maps the server's field errors (`accounts.0.email`...) of a one-account batch to the form's fields. */
function serverFieldErrors(fields: Record<string, string> | undefined): FieldErrors<AccountField> {
  const out: FieldErrors<AccountField> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = key.split('.').pop();
    if (field === 'email') out.email = message;
    else if (field === 'id') out.loginId = message;
    else if (field === 'password') out.password = message;
    else if (field === 'name') out.name = message;
    else if (field === 'sessions') out.sessions = message;
  }
  return out;
}

/** One preset (email) or User-ID (child) account: identifier, optional password (else set at first login), sessions. */
export function AccountForm({ onSubmit }: { onSubmit: (draft: AccountDraft) => Promise<void> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AccountDraft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<AccountField>>({});
  const [isBusy, setIsBusy] = useState(false);
  const set = (patch: Partial<AccountDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (key: string | undefined) => (key ? (key.startsWith('admin.') ? t(key) : key) : undefined);

  async function submit() {
    const found = validateAccount(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setIsBusy(true);
    try {
      await onSubmit(draft);
      setDraft({ ...EMPTY, kind: draft.kind });
    } catch (error) {
      if (error instanceof ApiError && error.code === ERRORS.VALIDATION_FAILED.code)
        setErrors(serverFieldErrors(error.body.fields as Record<string, string> | undefined));
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
      <SegmentedControl
        mb="md"
        value={draft.kind}
        onChange={(kind) => {
          set({ kind: kind as AccountDraft['kind'] });
          setErrors({});
        }}
        data={[
          { value: 'preset', label: t('admin.accounts.preset') },
          { value: 'userId', label: t('admin.accounts.userId') },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {draft.kind === 'preset' ? (
          <TextInput
            label={t('admin.accounts.email')}
            value={draft.email}
            onChange={(e) => set({ email: e.currentTarget.value })}
            error={text(errors.email)}
            autoComplete="off"
          />
        ) : (
          <TextInput
            label={t('admin.accounts.loginId')}
            description={t('admin.accounts.loginIdHint')}
            value={draft.loginId}
            onChange={(e) => set({ loginId: e.currentTarget.value })}
            error={text(errors.loginId)}
            autoComplete="off"
          />
        )}
        {draft.kind === 'preset' ? (
          <TextInput
            label={t('admin.accounts.name')}
            value={draft.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={text(errors.name)}
          />
        ) : null}
        <PasswordInput
          label={t('admin.accounts.password')}
          description={t('admin.accounts.passwordHint')}
          value={draft.password}
          onChange={(e) => set({ password: e.currentTarget.value })}
          error={text(errors.password)}
          autoComplete="new-password"
        />
        <NumberInput
          label={t('admin.accounts.sessions')}
          value={draft.sessions}
          onChange={(value) => set({ sessions: typeof value === 'number' ? value : Number(value) || 0 })}
          min={0}
          max={10_000}
          allowDecimal={false}
          error={text(errors.sessions)}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={isBusy}>
          {t('admin.accounts.create')}
        </Button>
      </Group>
    </form>
  );
}
