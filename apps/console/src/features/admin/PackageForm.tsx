import { Alert, Button, Checkbox, Group, NumberInput, Radio, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { ERRORS } from '@photostudy/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/ApiError';
import type { FieldErrors } from './adminValidation';
import { type PackageDraft, type PackageField, serverPackageErrors, validatePackage } from './packageValidation';

/** Props of {@link PackageForm}. */
export interface PackageFormProps {
  /** A new package has a product id field; an existing one keeps its id. */
  mode: 'create' | 'edit';
  initial: PackageDraft;
  /** Sends the checked draft; a rejection with the catalogue's codes is shown on the form. */
  onSubmit: (draft: PackageDraft) => Promise<void>;
  onCancel?: () => void;
}

const ONE_OFF = 'one_off';

/** A store package: texts, price in dollars, what it grants, confirmation, plan, store order and whether it is sold. */
export function PackageForm({ mode, initial, onSubmit, onCancel }: PackageFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PackageDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors<PackageField>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  // Bumped by each refused submit, so that keyboard and screen-reader users land on the first field to fix.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const set = (patch: Partial<PackageDraft>) => setDraft((d) => ({ ...d, ...patch }));
  // Client checks are i18n keys; the server's field errors are its own words.
  const text = (key: string | undefined) => (key ? (key.startsWith('admin.') ? t(key) : key) : undefined);

  async function submit() {
    const found = validatePackage(draft);
    setErrors(found);
    setGeneral([]);
    if (Object.keys(found).length) {
      setRefusals((n) => n + 1);
      return;
    }
    setIsBusy(true);
    try {
      await onSubmit(draft);
    } catch (error) {
      if (!(error instanceof ApiError)) setGeneral([t('errors.general')]);
      else if (error.code === ERRORS.PACKAGE_EXISTS.code) setErrors({ productId: 'admin.packages.errors.exists' });
      else {
        const { fieldErrors, other } = serverPackageErrors(error.body.fields as Record<string, string> | undefined);
        setErrors(fieldErrors);
        setGeneral(other.length || Object.keys(fieldErrors).length ? other : [error.message]);
      }
      setRefusals((n) => n + 1);
    } finally {
      setIsBusy(false);
    }
  }

  const count = (value: number | string) => (typeof value === 'number' ? value : value === '' ? '' : Number(value));
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: mode === 'create' ? 3 : 2 }} spacing="md">
          {mode === 'create' ? (
            <TextInput
              label={t('admin.packages.productId')}
              description={t('admin.packages.productIdHint')}
              value={draft.productId}
              onChange={(e) => set({ productId: e.currentTarget.value })}
              error={text(errors.productId)}
              autoComplete="off"
              maxLength={64}
              styles={{ input: { fontFamily: 'ui-monospace, monospace' } }}
            />
          ) : null}
          <TextInput
            label={t('admin.packages.description')}
            description={t('admin.packages.descriptionHint')}
            value={draft.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            error={text(errors.description)}
            maxLength={120}
          />
          <TextInput
            label={t('admin.packages.subdescription')}
            description={t('admin.packages.subdescriptionHint')}
            value={draft.subdescription}
            onChange={(e) => set({ subdescription: e.currentTarget.value })}
            error={text(errors.subdescription)}
            maxLength={240}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <NumberInput
            label={t('admin.packages.price')}
            description={t('admin.packages.priceHint')}
            value={draft.price}
            onChange={(value) => set({ price: value })}
            prefix="$"
            decimalScale={2}
            min={0}
            allowNegative={false}
            thousandSeparator=","
            error={text(errors.price)}
          />
          <NumberInput
            label={t('admin.packages.sessions')}
            description={t('admin.packages.sessionsHint')}
            value={count(draft.sessions)}
            onChange={(value) => set({ sessions: value })}
            min={0}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            error={text(errors.sessions)}
          />
          <NumberInput
            label={t('admin.packages.writingCredits')}
            description={t('admin.packages.writingCreditsHint')}
            value={count(draft.writingCredits)}
            onChange={(value) => set({ writingCredits: value })}
            min={0}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            error={text(errors.writingCredits)}
          />
          <NumberInput
            label={t('admin.packages.position')}
            description={t('admin.packages.positionHint')}
            value={count(draft.position)}
            onChange={(value) => set({ position: value })}
            min={0}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            error={text(errors.position)}
          />
        </SimpleGrid>
        <Group gap="xl" align="flex-start">
          <Radio.Group
            label={t('admin.packages.plan')}
            value={draft.plan ?? ONE_OFF}
            onChange={(value) => set({ plan: value === 'monthly' ? 'monthly' : null })}
          >
            <Group gap="lg" mt={6}>
              <Radio value={ONE_OFF} label={t('admin.packages.plans.oneOff')} />
              <Radio value="monthly" label={t('admin.packages.plans.monthly')} />
            </Group>
          </Radio.Group>
          <Stack gap="xs" mt={4}>
            <Checkbox
              label={t('admin.packages.confirmationRequired')}
              description={t('admin.packages.confirmationHint')}
              checked={draft.confirmationRequired}
              onChange={(e) => set({ confirmationRequired: e.currentTarget.checked })}
            />
            <Switch
              label={t('admin.packages.isActive')}
              description={t('admin.packages.isActiveHint')}
              checked={draft.isActive}
              onChange={(e) => set({ isActive: e.currentTarget.checked })}
            />
          </Stack>
        </Group>
        {general.length ? (
          <Alert color="red" variant="light" title={t('admin.packages.notSaved')} data-testid="package-form-error">
            {general.join(' · ')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('workspace.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={isBusy}>
            {mode === 'create' ? t('admin.packages.create') : t('admin.packages.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
