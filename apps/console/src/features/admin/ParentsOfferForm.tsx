import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ERRORS, PARENTS_OFFER_DEFAULT_SESSIONS, PARENTS_PHONE_PREFIX } from '@photostudy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/ApiError';
import { type AdminParentsOffer, type AdminStudent, adminApi } from '../../lib/api/adminApi';
import type { FieldErrors } from './adminValidation';
import { type OfferDraft, type OfferField, parseUid, validateOffer } from './parentsValidation';
import { StudentPicker, studentLabel } from './StudentPicker';

const EMPTY: OfferDraft = { uid: '', sessions: PARENTS_OFFER_DEFAULT_SESSIONS, phone: '' };

/**
 * The new-offer form: a student (typed uid, or picked through the lookup), 1 to 50 free sessions and an optional parent's
 * phone shown after +1. Checked before it is sent; the server's refusals land on their field or above the button.
 */
export function ParentsOfferForm({ onCreated }: { onCreated: (offer: AdminParentsOffer) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<OfferDraft>(EMPTY);
  const [picked, setPicked] = useState<AdminStudent | null>(null);
  const [errors, setErrors] = useState<FieldErrors<OfferField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const set = (patch: Partial<OfferDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (key: string | undefined) => (key ? t(key) : undefined);

  async function submit() {
    const { errors: found, input } = validateOffer(draft);
    setErrors(found);
    setFailure(null);
    if (!input) return;
    setIsBusy(true);
    try {
      const offer = await adminApi.createParentsOffer(input);
      setDraft(EMPTY);
      setPicked(null);
      onCreated(offer);
    } catch (error) {
      if (error instanceof ApiError && error.code === ERRORS.INVALID_PHONE.code) setErrors({ phone: 'admin.parents.errors.phone' });
      else if (error instanceof ApiError && error.status === 404) setErrors({ uid: 'admin.parents.errors.notFound' });
      else setFailure(error instanceof ApiError && !error.isNetworkError ? error.message : t('errors.general'));
    } finally {
      setIsBusy(false);
    }
  }

  // The picked student is named while the uid field still holds their uid.
  const named = picked && parseUid(draft.uid) === picked.uid ? picked : null;
  return (
    <Stack gap="md">
      <StudentPicker
        onPick={(student) => {
          setPicked(student);
          set({ uid: String(student.uid) });
          setErrors((e) => ({ ...e, uid: undefined }));
        }}
      />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        data-testid="parents-offer-form"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <TextInput
              label={t('admin.parents.uid')}
              description={named ? t('admin.parents.picked', { student: studentLabel(named) }) : t('admin.parents.uidHint')}
              value={draft.uid}
              onChange={(e) => set({ uid: e.currentTarget.value })}
              inputMode="numeric"
              autoComplete="off"
              error={text(errors.uid)}
            />
            <NumberInput
              label={t('admin.parents.sessions')}
              description={t('admin.parents.sessionsHint')}
              value={draft.sessions}
              onChange={(value) => set({ sessions: value })}
              min={1}
              max={50}
              // An out-of-range number is named, not silently changed to the nearest allowed one.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              error={text(errors.sessions)}
            />
            <TextInput
              label={t('admin.parents.phone')}
              description={t('admin.parents.phoneHint')}
              value={draft.phone}
              onChange={(e) => set({ phone: e.currentTarget.value })}
              leftSection={PARENTS_PHONE_PREFIX}
              leftSectionPointerEvents="none"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={20}
              error={text(errors.phone)}
            />
          </SimpleGrid>
          {failure ? (
            <Alert color="red" variant="light" title={t('admin.parents.notCreated')} role="alert" data-testid="parents-offer-error">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={isBusy}>
              {t('admin.parents.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
