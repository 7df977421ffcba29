import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkspaceNotice } from './workspaceEvents';

const COLORS = { idle: 'yellow', timeout: 'orange', ended: 'gray' } as const;

/** The banner of an idle warning, an idle timeout or the end of the session (with its reason). */
export function SessionNotice({ notice, onClose }: { notice: WorkspaceNotice; onClose: () => void }) {
  const { t } = useTranslation();
  const text =
    notice.kind === 'idle'
      ? t('workspace.idleWarning')
      : notice.kind === 'timeout'
        ? t('workspace.idleTimeout')
        : t('workspace.endedReason', { reason: t(`workspace.reasons.${notice.reason}`, { defaultValue: notice.reason }) });
  return (
    <Alert mx="lg" mt="md" color={COLORS[notice.kind]} variant="light" withCloseButton onClose={onClose} role="status">
      {text}
    </Alert>
  );
}
