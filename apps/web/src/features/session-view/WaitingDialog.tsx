import { Button, Loader, Stack, Text } from '@mantine/core';
import type { Question } from '@photostudy/contracts';
import { AppModal } from '@photostudy/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionWithdrawal } from './useQuestionWithdrawal';
import { isWithdrawnQuestion } from './withdrawalRules';

/** Props of {@link WaitingDialog}. */
export interface WaitingDialogProps {
  isOpen: boolean;
  /** The match failed (question dead without an expert): say so instead of waiting. */
  isFailed: boolean;
  onClose: () => void;
  /** The waiting question: the one a withdrawal withdraws. */
  question: Question;
  /** Withdrawn: the caller refreshes the ask config and leaves the chat. */
  onWithdrawn: (answer: Question) => void;
  /** The withdrawal found the question changed (an expert started it, or the match failed): the caller shows it. */
  onQuestionChange: (answer: Question) => void;
}

type Step = 'waiting' | 'confirm';

/**
 * Waiting for a match: the promise that the chat session will not end before 10 minutes (spec 001 sections 2 and 9),
 * and 'Withdraw question' behind a confirm step (issue 17): the question is withdrawn and refunded, or, when an expert
 * started it first, the dialog closes on the live chat.
 */
export function WaitingDialog({ isOpen, isFailed, onClose, question, onWithdrawn, onQuestionChange }: WaitingDialogProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('waiting');
  // Opened or closed from outside (an expert started, the match failed): a confirm step left open does not come back.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    setStep('waiting');
  }
  const { isWithdrawing, withdraw } = useQuestionWithdrawal(question.qid, {
    onWithdrawn,
    onTaken: (answer) => {
      onClose();
      onQuestionChange(answer);
    },
    onEnded: onQuestionChange,
  });

  // The button that was used goes away with its step: focus moves to the safe choice of the next one.
  const keepWaitingRef = useRef<HTMLButtonElement>(null);
  const withdrawRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<Step | null>(null);
  useEffect(() => {
    if (pendingFocus.current !== step) return;
    pendingFocus.current = null;
    (step === 'confirm' ? keepWaitingRef : withdrawRef).current?.focus();
  }, [step]);
  const goTo = (next: Step) => {
    pendingFocus.current = next;
    setStep(next);
  };

  const confirmBodyId = useId();
  const isConfirming = !isFailed && step === 'confirm';
  // Claimed but not started: the student sees who took the question instead of 'Finding your expert'.
  const claimedBy = question.expert?.name ?? null;

  const close = () => {
    if (!isWithdrawing) onClose();
  };
  const confirmWithdrawal = async () => {
    if (await withdraw()) setStep('waiting');
  };

  if (isFailed) {
    const isWithdrawn = isWithdrawnQuestion(question);
    return (
      <AppModal
        isOpen={isOpen}
        onClose={onClose}
        size="sm"
        title={isWithdrawn ? t('session.waiting.withdrawnTitle') : t('session.waiting.failedTitle')}
        actions={
          <Button onClick={onClose} radius="xl">
            {t('session.waiting.close')}
          </Button>
        }
      >
        <Text>
          {isWithdrawn
            ? t(question.refunded ? 'session.waiting.withdrawnBody' : 'session.waiting.withdrawnFree')
            : t('session.waiting.failedBody')}
        </Text>
      </AppModal>
    );
  }

  return (
    <AppModal
      isOpen={isOpen}
      onClose={close}
      size="sm"
      title={isConfirming ? t('session.waiting.confirmTitle') : claimedBy ? t('session.waiting.claimedTitle') : t('session.waiting.title')}
      actions={
        isConfirming ? (
          <>
            <Button ref={keepWaitingRef} variant="default" radius="xl" onClick={() => goTo('waiting')} disabled={isWithdrawing}>
              {t('session.waiting.keepWaiting')}
            </Button>
            <Button
              color="red"
              radius="xl"
              onClick={() => void confirmWithdrawal()}
              loading={isWithdrawing}
              aria-describedby={confirmBodyId}
            >
              {t('session.waiting.confirmWithdraw')}
            </Button>
          </>
        ) : (
          <>
            <Button ref={withdrawRef} variant="default" radius="xl" onClick={() => goTo('confirm')}>
              {t('session.waiting.withdraw')}
            </Button>
            <Button onClick={onClose} radius="xl">
              {t('session.waiting.close')}
            </Button>
          </>
        )
      }
    >
      {isConfirming ? (
        <Text id={confirmBodyId} data-testid="withdraw-confirm">
          {question.isRepost ? t('session.waiting.confirmBodyRepost') : t('session.waiting.confirmBody')}
        </Text>
      ) : (
        <Stack align="center" gap="sm" data-testid="waiting-dialog">
          <Loader type="dots" size="lg" />
          <Text fw={700} ta="center">
            {claimedBy ? t('session.waiting.claimedBody', { name: claimedBy }) : t('session.waiting.body')}
          </Text>
          <Text ta="center" c="dimmed">
            {t('session.waiting.promise')}
          </Text>
        </Stack>
      )}
    </AppModal>
  );
}
