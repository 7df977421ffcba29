// The modals' Mantine styles come with them (in styles.css order): the landing's first load has only its buttons'.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { useEffect, useState } from 'react';
import { SupportModal } from '../../components/SupportModal';
import { TermsModal } from '../../components/TermsModal';

/** Props of {@link LandingModals}. */
export interface LandingModalsProps {
  isSupportOpen: boolean;
  isTermsOpen: boolean;
  onCloseSupport: () => void;
  onCloseTerms: () => void;
}

/**
 * The landing's support and terms modals, in their own chunk (Mantine's modal, form and table code is not needed to
 * draw the landing). They mount closed and open a frame later, so the first opening fades in like every other.
 */
export function LandingModals({ isSupportOpen, isTermsOpen, onCloseSupport, onCloseTerms }: LandingModalsProps) {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setIsMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <>
      <SupportModal isOpen={isMounted && isSupportOpen} onClose={onCloseSupport} userId={null} />
      <TermsModal isOpen={isMounted && isTermsOpen} onClose={onCloseTerms} />
    </>
  );
}
