import { Button, Group, NumberInput, SegmentedControl, TextInput } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdjustDraft, type FieldErrors, validateAdjust } from './adminValidation';

/** What a confirmed change writes to the ledger. */
export interface LedgerChange {
  kind: 'session' | 'writing';
  amount: number;
  reason: string;
}

const EMPTY: AdjustDraft = { direction: 'grant', amount: 1, reason: '' };

/** Grant or remove sessions or Writing credits with a reason, after a confirmation dialog. */
export function AdjustForm({
  balances,
  studentLabel,
  onConfirm,
}: {
  balances: { session: number; writing: number };
  studentLabel: string;
  onConfirm: (change: LedgerChange) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'session' | 'writing'>('session');
  const [draft, setDraft] = useState<AdjustDraft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<'amount' | 'reason'>>({});
  const [isConfirming, setIsConfirming] = useState(false);
  // What the dialog asks about, kept while it fades out after the form is reset.
  const [asked, setAsked] = useState<AdjustDraft & { kind: 'session' | 'writing' }>({ ...EMPTY, kind: 'session' });
  const [isBusy, setIsBusy] = useState(false);
  const set = (patch: Partial<AdjustDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const unit = t(asked.kind === 'session' ? 'admin.students.sessionsUnit' : 'admin.students.creditsUnit', { count: asked.amount });

  function review() {
    const found = validateAdjust(draft, balances[kind]);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setAsked({ ...draft, kind });
    setIsConfirming(true);
  }

  async function confirm() {
    setIsBusy(true);
    try {
      await onConfirm({
        kind: asked.kind,
        amount: asked.direction === 'grant' ? asked.amount : -asked.amount,
        reason: asked.reason.trim(),
      });
      setDraft(EMPTY);
      setIsConfirming(false);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        review();
      }}
    >
      <Group align="flex-start" gap="md" wrap="wrap">
        <SegmentedControl
          value={draft.direction}
          onChange={(direction) => set({ direction: direction as AdjustDraft['direction'] })}
          data={[
            { value: 'grant', label: t('admin.students.grant') },
            { value: 'remove', label: t('admin.students.remove') },
          ]}
          mt={25}
        />
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as 'session' | 'writing')}
          data={[
            { value: 'session', label: t('admin.students.sessions') },
            { value: 'writing', label: t('admin.students.credits') },
          ]}
          mt={25}
        />
        <NumberInput
          label={t('admin.students.amount')}
          value={draft.amount}
          onChange={(value) => set({ amount: typeof value === 'number' ? value : Number(value) })}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          error={errors.amount && t(errors.amount, { balance: balances[kind] })}
          w={120}
        />
        <TextInput
          label={t('admin.students.reason')}
          placeholder={t('admin.students.reasonPlaceholder')}
          value={draft.reason}
          onChange={(e) => set({ reason: e.currentTarget.value })}
          error={errors.reason && t(errors.reason)}
          style={{ flex: 1, minWidth: 220 }}
          maxLength={200}
        />
        <Button type="submit" mt={25} color={draft.direction === 'grant' ? 'brand' : 'red'}>
          {draft.direction === 'grant' ? t('admin.students.grant') : t('admin.students.remove')}
        </Button>
      </Group>
      <AppModal
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('admin.students.confirmTitle')}
        description={t(asked.direction === 'grant' ? 'admin.students.confirmGrant' : 'admin.students.confirmRemove', {
          amount: asked.amount,
          unit,
          student: studentLabel,
          reason: asked.reason.trim(),
        })}
        size="sm"
        actions={
          <>
            <Button variant="default" onClick={() => setIsConfirming(false)}>
              {t('workspace.cancel')}
            </Button>
            <Button color={asked.direction === 'grant' ? 'brand' : 'red'} loading={isBusy} onClick={() => void confirm()}>
              {t('workspace.confirm')}
            </Button>
          </>
        }
      />
    </form>
  );
}
