import { Badge, Button, Card, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { AppModal, showErrorToast } from '@photostudy/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../../lib/api/adminApi';
import { AdminHeader } from './AdminHeader';

/** The maintenance switch (spec 000 section 4) with its current state and a confirmation. */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  const [isOn, setIsOn] = useState<boolean | null>(null);
  const [pending, setPending] = useState<boolean | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    adminApi.maintenance().then(
      (state) => setIsOn(state.on),
      () => showErrorToast(t('errors.general')),
    );
  }, [t]);

  async function confirm() {
    if (pending === null) return;
    setIsBusy(true);
    try {
      setIsOn((await adminApi.setMaintenance(pending)).on);
      setPending(null);
    } catch {
      showErrorToast(t('errors.general'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Stack gap="lg">
      <AdminHeader title={t('admin.maintenance.title')} subtitle={t('admin.maintenance.subtitle')} />
      <Card withBorder radius="lg" padding="xl" maw={720}>
        {isOn === null ? (
          <Loader />
        ) : (
          <Group justify="space-between" align="center" wrap="nowrap">
            <div>
              <Group gap="sm">
                <Text fw={700}>{t('admin.maintenance.state')}</Text>
                <Badge color={isOn ? 'red' : 'teal'} variant="light" data-testid="maintenance-state">
                  {isOn ? t('admin.maintenance.on') : t('admin.maintenance.off')}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" mt={6}>
                {isOn ? t('admin.maintenance.onHint') : t('admin.maintenance.offHint')}
              </Text>
            </div>
            <Switch
              size="lg"
              color="red"
              checked={isOn}
              onChange={(e) => setPending(e.currentTarget.checked)}
              aria-label={t('admin.maintenance.switch')}
              data-testid="maintenance-switch"
            />
          </Group>
        )}
      </Card>
      <AppModal
        isOpen={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? t('admin.maintenance.confirmOnTitle') : t('admin.maintenance.confirmOffTitle')}
        description={pending ? t('admin.maintenance.confirmOn') : t('admin.maintenance.confirmOff')}
        size="sm"
        actions={
          <>
            <Button variant="default" onClick={() => setPending(null)}>
              {t('workspace.cancel')}
            </Button>
            <Button color={pending ? 'red' : 'brand'} loading={isBusy} onClick={() => void confirm()}>
              {t('workspace.confirm')}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
