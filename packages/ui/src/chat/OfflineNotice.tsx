import { Group, Loader, Text } from '@mantine/core';

/** Props of {@link OfflineNotice}. */
export interface OfflineNoticeProps {
  isShown: boolean;
  /** 'Offline. Reconnecting…' in the app's language. */
  label: string;
}

/** The chat's 'offline, reconnecting' strip: announced politely, and nothing at all while connected. */
export function OfflineNotice({ isShown, label }: OfflineNoticeProps) {
  return (
    <div role="status" aria-live="polite">
      {isShown ? (
        <Group gap={8} justify="center" wrap="nowrap" py={4} px="sm" bg="yellow.1" data-testid="offline-notice">
          <Loader size={12} color="dark" style={{ flex: 'none' }} />
          <Text size="sm" c="dark.8">
            {label}
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
