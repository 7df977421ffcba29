import { AppModal } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { SuggestionComposer } from '../SuggestionComposer';

/** Props of {@link SuggestionDialog}. */
export interface SuggestionDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Sends the suggestion; false keeps the dialog open. */
  onSuggest: (body: string, options: string[], timeRemaining: number) => Promise<boolean>;
}

/** The suggestion composer in a dialog that closes once the options were sent. */
export function SuggestionDialog({ isOpen, onClose, onSuggest }: SuggestionDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal isOpen={isOpen} onClose={onClose} title={t('composer.title')} size="lg">
      <SuggestionComposer
        onCancel={onClose}
        onSubmit={async (body, options, timeRemaining) => {
          if (await onSuggest(body, options, timeRemaining)) onClose();
        }}
      />
    </AppModal>
  );
}
