import { Button, List, Text } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from './icons';

/** Props of {@link TermsModal}. */
export interface TermsModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The terms of service, opened from the sign-up terms link and the footer. */
export function TermsModal({ isOpen, onClose }: TermsModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      isOpen={isOpen}
      onClose={onClose}
      title={t('terms.title')}
      size="lg"
      actions={<Button onClick={onClose}>{t('terms.close')}</Button>}
    >
      <Text>{t('terms.intro')}</Text>
      <List spacing="sm" icon={<CheckIcon size={18} color="var(--mantine-color-brand-6)" />} center>
        {(['point1', 'point2', 'point3', 'point4'] as const).map((key) => (
          <List.Item key={key}>{t(`terms.${key}`)}</List.Item>
        ))}
      </List>
    </AppModal>
  );
}
