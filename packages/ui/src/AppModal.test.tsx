import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppModal } from './AppModal';
import { theme } from './theme';

function renderModal(isClosable: boolean, onClose = vi.fn()) {
  render(
    <MantineProvider theme={theme}>
      <AppModal
        isOpen
        onClose={onClose}
        title="Out of sessions"
        description="Visit the store"
        isClosable={isClosable}
        actions={<button>OK</button>}
      />
    </MantineProvider>,
  );
  return onClose;
}

describe('AppModal', () => {
  it('shows title, description and actions, and closes on Escape', () => {
    const onClose = renderModal(true);
    const dialog = screen.getByRole('dialog', { name: 'Out of sessions' });
    expect(dialog).toHaveTextContent('Visit the store');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('cannot be dismissed when not closable', () => {
    const onClose = renderModal(false);
    const dialog = screen.getByRole('dialog', { name: 'Out of sessions' });
    expect(dialog.querySelector('.mantine-Modal-close')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
