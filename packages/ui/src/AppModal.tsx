import { Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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
  /**
   * Whether closing gives the focus back to what had it when the modal opened (default). A modal that closes into
   * another one passes false: its return would land 10 ms later, on the next modal's focus or on a button of a modal
   * still fading out, which then leaves the focus on the page.
   */
  returnsFocus?: boolean;
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
  returnsFocus = true,
}: AppModalProps) {
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
      returnFocus={returnsFocus}
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
