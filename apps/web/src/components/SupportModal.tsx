import { Button, Code, Paper, Stack, Table, Text, Textarea } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDeviceId } from '../lib/storage/deviceId';
import { buildSupportMailto, describeBrowser, type SupportDetails } from '../lib/support/supportMail';
import { CLIENT_VERSION } from '../lib/version';
import { MailIcon } from './icons';

/** Props of {@link SupportModal}. */
export interface SupportModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The logged-in user's id; null for guests. */
  userId: string | null;
}

/** The support modal: a message box that opens a prefilled mail with version, browser, device id and user id. */
export function SupportModal({ isOpen, onClose, userId }: SupportModalProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const details: SupportDetails = useMemo(
    () => ({ version: CLIENT_VERSION, browser: describeBrowser(navigator.userAgent), deviceId: getDeviceId(), userId }),
    [userId],
  );
  const labels = {
    subject: t('support.mailSubject'),
    version: t('support.version'),
    browser: t('support.browser'),
    deviceId: t('support.deviceId'),
    userId: t('support.userId'),
    notLoggedIn: t('support.notLoggedIn'),
  };
  const href = buildSupportMailto(message, details, labels);
  const rows: [string, string][] = [
    [labels.version, details.version],
    [labels.browser, details.browser],
    [labels.deviceId, details.deviceId],
    [labels.userId, details.userId ?? labels.notLoggedIn],
  ];

  return (
    <AppModal
      isOpen={isOpen}
      onClose={onClose}
      title={t('support.title')}
      description={t('support.description')}
      actions={
        <>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button component="a" href={href} leftSection={<MailIcon size={18} />} onClick={onClose}>
            {t('support.send')}
          </Button>
        </>
      }
    >
      <Textarea
        label={t('support.messageLabel')}
        placeholder={t('support.messagePlaceholder')}
        autosize
        minRows={3}
        maxRows={8}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        data-autofocus
      />
      <Paper withBorder radius="md" p="sm" bg="gray.0">
        <Stack gap={6}>
          <Text size="xs" c="dimmed" fw={600}>
            {t('support.detailsTitle')}
          </Text>
          <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={120} fw={500} c="dimmed">
                    {label}
                  </Table.Th>
                  <Table.Td>
                    <Code bg="transparent" p={0} fz="sm">
                      {value}
                    </Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>
      <Text size="xs" c="dimmed">
        {t('support.mailHint')}
      </Text>
    </AppModal>
  );
}
