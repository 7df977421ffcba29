import { Group, Kbd, Stack, Text } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';

/** The console's keyboard shortcuts, as shown in the help dialog. */
export const SHORTCUTS = [
  { keys: ['c'], label: 'shortcuts.claim' },
  { keys: ['Ctrl', 'Enter'], label: 'shortcuts.send' },
  { keys: ['Ctrl', 'E'], label: 'shortcuts.end' },
  { keys: ['o'], label: 'shortcuts.online' },
  { keys: ['g', 'q'], label: 'shortcuts.queue' },
  { keys: ['g', 'h'], label: 'shortcuts.history' },
  { keys: ['g', 'w'], label: 'shortcuts.writing' },
  { keys: ['?'], label: 'shortcuts.help' },
] as const;

/** Help dialog listing {@link SHORTCUTS} ('?' opens it). */
export function ShortcutsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal isOpen={isOpen} onClose={onClose} title={t('shortcuts.title')} size="md">
      <Stack gap="xs">
        {SHORTCUTS.map((s) => (
          <Group key={s.label} justify="space-between">
            <Text size="sm">{t(s.label)}</Text>
            <Group gap={4}>
              {s.keys.map((k) => (
                <Kbd key={k}>{k}</Kbd>
              ))}
            </Group>
          </Group>
        ))}
      </Stack>
    </AppModal>
  );
}
