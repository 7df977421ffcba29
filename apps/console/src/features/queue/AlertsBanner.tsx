import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissAlerts, enableAlerts, isAudioUnlocked, listenAlerts, notificationPermission, readAlertsChoice } from '../../lib/alerts';

/**
 * Whether the prompt is needed: not when the expert put it off, nor when sound runs and notifications were
 * answered, nor after a reload with notifications granted (they stand in for the beep until the first gesture).
 */
function isPromptNeeded(): boolean {
  const choice = readAlertsChoice();
  if (choice === 'dismissed') return false;
  const permission = notificationPermission();
  if (permission === 'default') return true;
  if (isAudioUnlocked()) return false;
  return !(choice === 'on' && permission === 'granted');
}

/**
 * 'Turn on sound and notifications': browsers block sound until a gesture on the page, so after a reload new
 * questions would be silent. The click unlocks sound and asks for notification permission; the answer is kept
 * (the layout unlocks the sound again on any later click or key).
 */
export function AlertsBanner() {
  const { t } = useTranslation();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => listenAlerts(refresh), []);
  if (!isPromptNeeded()) return null;
  return (
    <Alert variant="light" color="brand" radius="md" mb="md" py="xs" data-testid="alerts-prompt">
      {/* The buttons go under the text when the page is narrow (a phone). */}
      <Group justify="space-between" gap="md">
        <Box flex="1 1 16rem">
          <Text size="sm" fw={700}>
            {t('alerts.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('alerts.body')}
          </Text>
        </Box>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="subtle" color="gray" onClick={dismissAlerts}>
            {t('alerts.dismiss')}
          </Button>
          <Button size="xs" onClick={() => void enableAlerts()}>
            {t('alerts.enable')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
