import { Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFocusReturn } from './focusReturn';

/** Props of {@link AppModal}. */
export interface AppModalProps {
  isOpen: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Short lead text under the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons rendered at the bottom, right-aligned. */
  actions?: ReactNode;
  /** Non-closable modals (COPPA out-of-balance, force logout) hide the close button and ignore Escape/outside clicks. */
  isClosable?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number | string;
  /** Accessible name of the close button (pass a translated one). */
  closeLabel?: string;
}

/** The one modal frame of the app, so every dialog shares spacing, radius and closability rules. */
export function AppModal({
  isOpen,
  onClose,
  title,
  description,
  children,
  actions,
  isClosable = true,
  size = 'md',
  closeLabel = 'Close window',
}: AppModalProps) {
  // Ours, not Mantine's `returnFocus`: a modal that closes into the next one leaves the focus there (`useFocusReturn`).
  useFocusReturn(isOpen);
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={title}
      size={size}
      centered
      radius="lg"
      padding="xl"
      withCloseButton={isClosable}
      closeButtonProps={{ 'aria-label': closeLabel }}
      closeOnEscape={isClosable}
      closeOnClickOutside={isClosable}
      returnFocus={false}
      overlayProps={{ backgroundOpacity: 0.45, blur: 3 }}
      styles={{ title: { fontWeight: 800, fontSize: '1.25rem' } }}
    >
      <Stack gap="md">
        {description ? <Text c="dimmed">{description}</Text> : null}
        {children}
        {actions ? (
          <Group justify="flex-end" gap="sm" mt="xs">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
