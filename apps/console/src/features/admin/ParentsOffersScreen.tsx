import { Alert, Anchor, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { PARENTS_OPTING_TYPES } from '@photostudy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminParentsOffer, adminApi } from '../../lib/api/adminApi';
import { AdminHeader } from './AdminHeader';
import { CopyLinkButton } from './CopyLinkButton';
import { ListStatus } from './ListStatus';
import { ParentsOfferForm } from './ParentsOfferForm';
import { ParentsOffersTable } from './ParentsOffersTable';
import { useAdminList } from './useAdminList';

/** A state to filter by, or '' for every state. */
type StateFilter = AdminParentsOffer['type'] | '';

const isState = (value: string): value is AdminParentsOffer['type'] => (PARENTS_OPTING_TYPES as readonly string[]).includes(value);

/**
 * Parents' offers: create one for a student (its link is shown to copy, and texted when a phone is given) and list every
 * offer, newest first, filtered by its answer in the browser (the server sends them all).
 */
export function ParentsOffersScreen() {
  const { t } = useTranslation();
  const list = useAdminList(adminApi.parentsOffers);
  const [state, setState] = useState<StateFilter>('');
  const [created, setCreated] = useState<AdminParentsOffer | null>(null);
  const offers = list.value?.offers.filter((o) => !state || o.type === state) ?? null;

  return (
    <Stack gap="lg">
      <AdminHeader title={t('admin.parents.title')} subtitle={t('admin.parents.subtitle')} />
      <Card withBorder radius="lg" padding="lg">
        <Title order={3} size="h5" mb="md">
          {t('admin.parents.new')}
        </Title>
        <ParentsOfferForm
          onCreated={(offer) => {
            setCreated(offer);
            list.reload();
          }}
        />
      </Card>
      {created ? (
        <Alert
          color="teal"
          variant="light"
          title={t('admin.parents.created', { student: created.student ?? `uid ${created.uid}` })}
          withCloseButton
          closeButtonLabel={t('admin.close')}
          onClose={() => setCreated(null)}
          data-testid="parents-offer-created"
        >
          <Text size="sm">{t('admin.parents.createdLead')}</Text>
          <Group gap="xs" mt={4} wrap="nowrap">
            <Anchor
              href={created.url}
              target="_blank"
              rel="noopener noreferrer"
              ff="monospace"
              size="sm"
              style={{ wordBreak: 'break-all' }}
            >
              {created.url}
            </Anchor>
            <CopyLinkButton url={created.url} label={t('admin.parents.copyOne', { id: created.id })} />
          </Group>
        </Alert>
      ) : null}
      <Card withBorder radius="lg" padding={0}>
        <Group justify="space-between" align="flex-end" p="lg" pb="sm">
          <Title order={3} size="h5">
            {t('admin.parents.list')}
          </Title>
          <NativeSelect
            label={t('admin.parents.state')}
            value={state}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setState(isState(value) ? value : '');
            }}
            data={[
              { value: '', label: t('admin.parents.all') },
              ...PARENTS_OPTING_TYPES.map((s) => ({ value: s, label: t(`admin.parents.states.${s}`) })),
            ]}
            w={220}
          />
        </Group>
        {offers === null ? (
          <ListStatus isFailed={list.isFailed} onRetry={list.reload} />
        ) : offers.length === 0 ? (
          <Text c="dimmed" p="lg">
            {state ? t('admin.parents.none') : t('admin.parents.empty')}
          </Text>
        ) : (
          <ParentsOffersTable offers={offers} />
        )}
      </Card>
    </Stack>
  );
}
