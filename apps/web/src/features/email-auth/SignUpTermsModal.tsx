import { Button, List, Stack, Switch, Text } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/icons';
import { canCompleteSignUp } from './onboardingState';

/** Props of {@link SignUpTermsModal}. */
export interface SignUpTermsModalProps {
  isOpen: boolean;
  isSubmitting: boolean;
  /** Hides the optional account-messages toggle (terms only). */
  isTermsOnly?: boolean;
  error?: string | null;
  onBack: () => void;
  onComplete: (choice: { allowsAccountMessages: boolean }) => void;
}

/** The sign-up terms modal: 'Complete Sign Up' stays disabled until the terms toggle is on. */
export function SignUpTermsModal({ isOpen, isSubmitting, isTermsOnly = false, error, onBack, onComplete }: SignUpTermsModalProps) {
  const { t } = useTranslation();
  const [hasAccepted, setHasAccepted] = useState(false);
  const [allowsMessages, setAllowsMessages] = useState(false);
  return (
    <AppModal
      isOpen={isOpen}
      onClose={onBack}
      isClosable={false}
      title={t('onboarding.termsTitle')}
      description={t('onboarding.termsText')}
      size="lg"
      actions={
        <>
          <Button variant="default" onClick={onBack} disabled={isSubmitting}>
            {t('onboarding.back')}
          </Button>
          <Button
            onClick={() => onComplete({ allowsAccountMessages: !isTermsOnly && allowsMessages })}
            disabled={!canCompleteSignUp({ hasAcceptedTerms: hasAccepted, isSubmitting })}
            loading={isSubmitting}
          >
            {t('onboarding.completeSignUp')}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <List
          spacing="sm"
          size="sm"
          styles={{ itemLabel: { lineHeight: 1.5 } }}
          icon={<CheckIcon size={16} color="var(--mantine-color-brand-6)" />}
          center
        >
          {(['point1', 'point2', 'point3', 'point4'] as const).map((key) => (
            <List.Item key={key} lh={1.5}>
              {t(`terms.${key}`)}
            </List.Item>
          ))}
        </List>
        <Switch
          checked={hasAccepted}
          onChange={(event) => setHasAccepted(event.currentTarget.checked)}
          label={t('onboarding.termsToggle')}
        />
        {isTermsOnly ? null : (
          <Switch
            checked={allowsMessages}
            onChange={(event) => setAllowsMessages(event.currentTarget.checked)}
            label={t('onboarding.messagesToggle')}
          />
        )}
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </AppModal>
  );
}
