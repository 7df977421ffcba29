import { Modal } from '@mantine/core';
import { useFocusReturn } from '@photostudy/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Storefront } from './Storefront';
import { StoreDialogsContext } from './storeDialogs';

/** Props of {@link StoreModal}. */
export interface StoreModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The Store as a modal titled 'Store' (spec 000 section 2), opened over the ask screen by the 30400 modal's action so
 * the student can buy and ask right after. It stays open while one of its own dialogs is (a purchase processing, a
 * confirmation): Escape or a click outside then belongs to that dialog.
 */
export function StoreModal({ isOpen, onClose }: StoreModalProps) {
  const { t } = useTranslation();
  const [openDialogs, setOpenDialogs] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((id: string, isDialogOpen: boolean) => {
    setOpenDialogs((current) => {
      if (current.has(id) === isDialogOpen) return current;
      const next = new Set(current);
      if (isDialogOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const hasDialog = openDialogs.size > 0;
  // The modals' one focus return: the 30400 modal that opened the Store hands its return to it, and the Store gives
  // the focus back to the ask form when it closes, even after 'Thank you' (its last dialog closes with it).
  useFocusReturn(isOpen);

  return (
    <Modal
      opened={isOpen}
      onClose={() => {
        if (!hasDialog) onClose();
      }}
      title={t('storefront.title')}
      size={820}
      centered
      radius="lg"
      padding="xl"
      closeButtonProps={{ 'aria-label': t('storefront.closeStore') }}
      returnFocus={false}
      closeOnEscape={!hasDialog}
      closeOnClickOutside={!hasDialog}
      overlayProps={{ backgroundOpacity: 0.45, blur: 3 }}
      styles={{ title: { fontWeight: 800, fontSize: '1.5rem' } }}
    >
      <StoreDialogsContext.Provider value={report}>
        <Storefront titleOrder={3} onDone={onClose} />
      </StoreDialogsContext.Provider>
    </Modal>
  );
}
