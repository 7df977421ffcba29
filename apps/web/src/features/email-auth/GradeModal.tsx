import { Button, Radio, Stack } from '@mantine/core';
import { GRADE_OPTIONS } from '@photostudy/contracts';
import { AppModal } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { canContinueGrade } from './onboardingState';

/** Props of {@link GradeModal}. */
export interface GradeModalProps {
  isOpen: boolean;
  grade: number | null;
  onChange: (grade: number) => void;
  onContinue: () => void;
  isSubmitting?: boolean;
  /** Closable only in the sign-up flow; the forced dialog of a logged-in status 0 profile is not. */
  onClose?: () => void;
}

/** The select-grade modal: Continue stays disabled until a grade is chosen. */
export function GradeModal({ isOpen, grade, onChange, onContinue, isSubmitting = false, onClose }: GradeModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      isOpen={isOpen}
      onClose={onClose ?? (() => undefined)}
      isClosable={Boolean(onClose)}
      title={t('onboarding.gradeTitle')}
      description={t('onboarding.gradeText')}
      size="md"
      actions={
        <Button onClick={onContinue} disabled={!canContinueGrade(grade)} loading={isSubmitting} fullWidth>
          {t('onboarding.continue')}
        </Button>
      }
    >
      <Radio.Group
        value={grade === null ? null : String(grade)}
        onChange={(value) => onChange(Number(value))}
        label={t('onboarding.gradeLabel')}
      >
        <Stack gap="xs" mt="xs">
          {GRADE_OPTIONS.map((option) => (
            <Radio.Card key={option.value} value={String(option.value)} radius="md" p="sm" withBorder>
              <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                <Radio.Indicator />
                <span style={{ fontWeight: 600 }}>{t(`onboarding.grade${option.value}`)}</span>
              </div>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </AppModal>
  );
}
