import { Button, Group, TextInput } from '@mantine/core';
import { ORDER_NUMBER_MAX_CHARS } from '@photostudy/contracts';
import { showErrorToast, showToast } from '@photostudy/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptIcon } from '../../components/icons';
import { updateOrderNumber } from '../../lib/api';
import { fetchUserStatus, useAppDispatch } from '../../lib/store';
import { SettingsSection } from './SettingsSection';
import { failureText } from './settingsRules';
import classes from './SettingsPage.module.css';

/**
 * Order number (spec 000 sections 5 and 7: free text) with its Save: `POST /api/order-number-updates`; an empty
 * field clears it. Trio-program students do not see it (the page leaves it out).
 */
export function OrderNumberSection({ savedOrderNumber }: { savedOrderNumber: string | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(savedOrderNumber ?? '');
  const [baseline, setBaseline] = useState(savedOrderNumber ?? '');
  const [isSaving, setIsSaving] = useState(false);
  const trimmed = value.trim();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === baseline || isSaving) return;
    setIsSaving(true);
    try {
      const kept = (await updateOrderNumber(trimmed)) ?? '';
      setValue(kept);
      setBaseline(kept);
      showToast({
        kind: 'success',
        message: kept ? t('settings.orderNumber.saved') : t('settings.orderNumber.cleared'),
        closeLabel: t('common.close'),
      });
      void dispatch(fetchUserStatus());
    } catch (error) {
      showErrorToast(failureText(error, t('common.generalError')));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <SettingsSection
      id="settings-order-number"
      icon={<ReceiptIcon />}
      title={t('settings.orderNumber.title')}
      lead={t('settings.orderNumber.lead')}
    >
      <form noValidate onSubmit={(event) => void save(event)} className={classes.fields}>
        <TextInput
          label={t('settings.orderNumber.label')}
          value={value}
          maxLength={ORDER_NUMBER_MAX_CHARS}
          autoComplete="off"
          onChange={(event) => setValue(event.currentTarget.value)}
          inputContainer={(input) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <div className={classes.grow}>{input}</div>
              <Button type="submit" variant="light" loading={isSaving} disabled={trimmed === baseline}>
                {t('settings.save')}
              </Button>
            </Group>
          )}
        />
      </form>
    </SettingsSection>
  );
}
