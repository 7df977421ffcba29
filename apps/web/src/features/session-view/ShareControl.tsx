import { Button, Group } from '@mantine/core';
import type { Question } from '@photostudy/contracts';
import { AppModal, showErrorToast, showToast } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareLinkButton } from '../../components/ShareLinkButton';
import { createShare, isApiError, revokeShare } from '../../lib/api';
import { sampleShareCode, sharedSessionUrl } from '../../lib/share';

/** Props of {@link ShareControl}. */
export interface ShareControlProps {
  question: Question;
  /** A sample session shares its `demo-` code and has nothing to revoke. */
  isSample: boolean;
}

/**
 * Sharing a finished session (spec 000 section 2): 'Share' makes (or finds) the session's code on the server, then
 * opens the native share sheet or copies the link ('Copied to clipboard', 2 s); 'Stop sharing' revokes the code after
 * a confirmation. Sample sessions share their `demo-` code.
 */
export function ShareControl({ question, isSample }: ShareControlProps) {
  const { t } = useTranslation();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [isRevoking, setIsRevoking] = useState(false);

  const getContent = async () => {
    const url = isSample ? sharedSessionUrl(sampleShareCode(question.qid)) : (await createShare(question.qid)).url;
    return { url, message: t('session.share.message') };
  };

  const revoke = async () => {
    setIsRevoking(true);
    try {
      const wasShared = await revokeShare(question.qid);
      setIsConfirmOpen(false);
      showToast({
        kind: 'success',
        message: wasShared ? t('session.share.stopped') : t('session.share.notShared'),
        closeLabel: t('common.close'),
      });
    } catch (error) {
      showErrorToast(isApiError(error) && !error.isNetworkError ? error.message : t('common.generalError'));
    } finally {
      setIsRevoking(false);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <ShareLinkButton
        radius="xl"
        getContent={getContent}
        onError={(error) => showErrorToast(isApiError(error) && !error.isNetworkError ? error.message : t('session.share.failed'))}
      >
        {t('session.share.share')}
      </ShareLinkButton>
      {isSample ? null : (
        <Button variant="subtle" color="gray" radius="xl" onClick={() => setIsConfirmOpen(true)}>
          {t('session.share.stopSharing')}
        </Button>
      )}
      <AppModal
        isOpen={isConfirmOpen}
        onClose={() => !isRevoking && setIsConfirmOpen(false)}
        size="sm"
        title={t('session.share.confirmTitle')}
        description={t('session.share.confirmText')}
        closeLabel={t('common.close')}
        actions={
          <>
            <Button variant="default" onClick={() => setIsConfirmOpen(false)} disabled={isRevoking}>
              {t('session.share.cancel')}
            </Button>
            <Button color="red" onClick={() => void revoke()} loading={isRevoking}>
              {t('session.share.confirm')}
            </Button>
          </>
        }
      />
    </Group>
  );
}
