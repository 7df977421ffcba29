import { Button, Group, Stack, Text } from '@mantine/core';
import type { PaymentMethod, StorePackage } from '@photostudy/contracts';
import { AppModal, Loader } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../components/icons';
import { selectProfile, useAppSelector } from '../../lib/store';
import { getDeviceId } from '../../lib/storage/deviceId';
import { buildSupportMailto } from '../../lib/support/supportMail';
import { CLIENT_VERSION } from '../../lib/version';
import { useReportDialog } from './storeDialogs';
import type { StoreDialog } from './storefrontFlow';
import { SECONDARY_TEXT } from './storeText';

/** Props of {@link PurchaseDialogs}. */
export interface PurchaseDialogsProps {
  dialog: StoreDialog | null;
  method: PaymentMethod | null;
  onBuy: (pkg: StorePackage) => void;
  onChooseMethod: (pkg: StorePackage) => void;
  onClose: () => void;
  /** 'Thank you' was acknowledged. */
  onDone: () => void;
}

/** NEED HELP of the transaction-failed modal: a mail to support with version, user agent, device id and user id (spec 000 section 7). */
function useHelpMailto(pkg: StorePackage | null): string {
  const { t } = useTranslation();
  const profile = useAppSelector(selectProfile);
  const message = pkg ? t('storefront.help.message', { description: pkg.description }) : '';
  return buildSupportMailto(
    message,
    {
      version: CLIENT_VERSION,
      browser: navigator.userAgent,
      deviceId: getDeviceId(),
      userId: profile ? String(profile.uid) : null,
    },
    {
      subject: t('storefront.help.subject'),
      version: t('support.version'),
      browser: t('support.browser'),
      deviceId: t('support.deviceId'),
      userId: t('support.userId'),
      notLoggedIn: t('support.notLoggedIn'),
    },
  );
}

/**
 * The purchase dialogs of spec 000 (sections 2 and 8): the optional confirmation, the processing modal (not closable
 * while the charge runs), 'Thank you', the two payment-method errors with a way to choose another method, the
 * transaction-failed modal with NEED HELP and Cancel, and the general purchase error.
 */
export function PurchaseDialogs({ dialog, method, onBuy, onChooseMethod, onClose, onDone }: PurchaseDialogsProps) {
  const { t } = useTranslation();
  useReportDialog(dialog !== null);
  const failure = dialog?.kind === 'failure' ? dialog : null;
  const helpHref = useHelpMailto(failure?.pkg ?? null);
  const closeLabel = t('common.close');
  const confirm = dialog?.kind === 'confirm' ? dialog : null;
  const isMethodFailure = failure?.failure === 'notSupported' || failure?.failure === 'invalidMethod';
  const methodPrefix = failure?.failure === 'notSupported' ? 'notSupported' : 'invalidMethod';

  return (
    <>
      <AppModal
        isOpen={confirm !== null}
        onClose={onClose}
        size="sm"
        closeLabel={closeLabel}
        title={t('storefront.confirm.title')}
        actions={
          <>
            <Button variant="default" onClick={onClose}>
              {t('storefront.confirm.cancel')}
            </Button>
            <Button onClick={() => confirm && onBuy(confirm.pkg)} data-autofocus>
              {t('storefront.confirm.buy')}
            </Button>
          </>
        }
      >
        {confirm ? (
          <Stack gap={4}>
            <Text>{t('storefront.confirm.text', { description: confirm.pkg.description, price: confirm.pkg.price })}</Text>
            {confirm.pkg.subdescription ? (
              <Text size="sm" c={SECONDARY_TEXT}>
                {confirm.pkg.subdescription}
              </Text>
            ) : null}
            {method ? (
              <Text size="sm" c={SECONDARY_TEXT}>
                {t('storefront.confirm.method', { method: method.text })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </AppModal>

      <AppModal
        isOpen={dialog?.kind === 'processing'}
        onClose={() => undefined}
        isClosable={false}
        size="sm"
        title={t('storefront.processing.title')}
      >
        <Group gap="md" wrap="nowrap">
          <Loader size={36} label={t('storefront.processing.title')} />
          <Text>{t('storefront.processing.text')}</Text>
        </Group>
      </AppModal>

      <AppModal
        isOpen={dialog?.kind === 'success'}
        onClose={onDone}
        size="sm"
        closeLabel={closeLabel}
        title={t('storefront.success.title')}
        actions={
          <Button onClick={onDone} data-autofocus>
            {t('storefront.success.ok')}
          </Button>
        }
      >
        <Text c={SECONDARY_TEXT}>{t('storefront.success.text')}</Text>
      </AppModal>

      <AppModal
        isOpen={isMethodFailure}
        onClose={onClose}
        size="md"
        closeLabel={closeLabel}
        title={t(`storefront.errors.${methodPrefix}Title`)}
        actions={
          <>
            <Button variant="default" onClick={onClose}>
              {t('storefront.errors.cancel')}
            </Button>
            <Button onClick={() => failure && onChooseMethod(failure.pkg)} data-autofocus>
              {t('storefront.errors.chooseMethod')}
            </Button>
          </>
        }
      >
        <Text c={SECONDARY_TEXT}>{t(`storefront.errors.${methodPrefix}Text`)}</Text>
      </AppModal>

      <AppModal
        isOpen={failure?.failure === 'transactionFailed'}
        onClose={onClose}
        size="md"
        closeLabel={closeLabel}
        title={t('storefront.errors.transactionFailedTitle')}
        actions={
          <>
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('storefront.errors.cancel')}
            </Button>
            <Button component="a" href={helpHref} leftSection={<MailIcon size={18} />}>
              {t('storefront.errors.needHelp')}
            </Button>
          </>
        }
      >
        <Text c={SECONDARY_TEXT}>{t('storefront.errors.transactionFailedText')}</Text>
      </AppModal>

      <AppModal
        isOpen={failure?.failure === 'purchaseError'}
        onClose={onClose}
        size="sm"
        closeLabel={closeLabel}
        title={t('storefront.errors.purchaseTitle')}
        actions={
          <Button onClick={onClose} data-autofocus>
            {t('storefront.errors.ok')}
          </Button>
        }
      >
        <Text c={SECONDARY_TEXT}>{t('storefront.errors.purchaseText')}</Text>
      </AppModal>
    </>
  );
}
