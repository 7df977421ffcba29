import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { AppModal, showErrorToast, showToast } from '@photostudy/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/ApiError';
import { type AdminPackage, adminApi } from '../../lib/api/adminApi';
import { AdminHeader } from './AdminHeader';
import { PackageForm } from './PackageForm';
import { PackagesTable } from './PackagesTable';
import { emptyPackageDraft, packageChanges, packageDraftOf, toNewPackage } from './packageValidation';

/** The store's packages: create, edit (only the changed fields are sent), deactivate after a confirmation, activate. */
export function PackagesScreen() {
  const { t } = useTranslation();
  const [packages, setPackages] = useState<AdminPackage[] | null>(null);
  const [editing, setEditing] = useState<AdminPackage | null>(null);
  const [deactivating, setDeactivating] = useState<AdminPackage | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const load = useCallback(
    () =>
      adminApi.packages().then(
        (answer) => setPackages(answer.packages),
        () => {
          setPackages((current) => current ?? []);
          showErrorToast(t('errors.general'));
        },
      ),
    [t],
  );
  useEffect(() => {
    void load();
  }, [load]);

  async function setActive(pkg: AdminPackage, isActive: boolean) {
    setIsBusy(true);
    try {
      await adminApi.updatePackage(pkg.productId, { isActive });
      showToast({
        kind: 'success',
        title: isActive ? t('admin.packages.activated') : t('admin.packages.deactivated'),
        message: pkg.productId,
      });
      setDeactivating(null);
      await load();
    } catch (error) {
      showErrorToast(error instanceof ApiError ? error.message : t('errors.general'));
    } finally {
      setIsBusy(false);
    }
  }

  const nextPosition = packages?.length ? Math.max(...packages.map((p) => p.position)) + 1 : 0;
  return (
    <Stack gap="lg">
      <AdminHeader title={t('admin.packages.title')} subtitle={t('admin.packages.subtitle')} />
      <Card withBorder radius="lg" padding="lg">
        <Title order={3} size="h5" mb="md">
          {t('admin.packages.new')}
        </Title>
        {packages === null ? (
          <Loader />
        ) : (
          <PackageForm
            // A new key after each creation empties the form and places the next package last.
            key={packages.length}
            mode="create"
            initial={emptyPackageDraft(Math.min(nextPosition, 1000))}
            onSubmit={async (draft) => {
              await adminApi.createPackage(toNewPackage(draft));
              showToast({ kind: 'success', title: t('admin.packages.created'), message: draft.productId.trim() });
              await load();
            }}
          />
        )}
      </Card>
      <Card withBorder radius="lg" padding={0}>
        <Title order={3} size="h5" p="lg" pb={0}>
          {t('admin.packages.list')}
        </Title>
        {packages === null ? (
          <Loader m="lg" />
        ) : packages.length === 0 ? (
          <Text c="dimmed" p="lg">
            {t('admin.packages.empty')}
          </Text>
        ) : (
          <PackagesTable
            packages={packages}
            onEdit={setEditing}
            onToggleActive={(pkg) => (pkg.isActive ? setDeactivating(pkg) : void setActive(pkg, true))}
          />
        )}
      </Card>
      <AppModal
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={t('admin.packages.editTitle', { productId: editing?.productId ?? '' })}
        size="xl"
        closeLabel={t('admin.close')}
      >
        {editing ? (
          <PackageForm
            key={editing.productId}
            mode="edit"
            initial={packageDraftOf(editing)}
            onCancel={() => setEditing(null)}
            onSubmit={async (draft) => {
              const changes = packageChanges(editing, draft);
              if (Object.keys(changes).length) {
                await adminApi.updatePackage(editing.productId, changes);
                showToast({ kind: 'success', title: t('admin.packages.saved'), message: editing.productId });
                await load();
              }
              setEditing(null);
            }}
          />
        ) : null}
      </AppModal>
      <AppModal
        isOpen={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={t('admin.packages.confirmDeactivateTitle', { productId: deactivating?.productId ?? '' })}
        description={t('admin.packages.confirmDeactivate')}
        size="sm"
        closeLabel={t('admin.close')}
        actions={
          <>
            <Button variant="default" onClick={() => setDeactivating(null)}>
              {t('workspace.cancel')}
            </Button>
            <Button color="red" loading={isBusy} onClick={() => deactivating && void setActive(deactivating, false)}>
              {t('admin.packages.deactivate')}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
