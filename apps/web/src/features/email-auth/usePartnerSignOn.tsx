import { Button } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../lib/store';
import { centredPopupFeatures, PARTNER_POPUP_NAME, PARTNER_RETURN_PATH, partnerStartUrl, watchPartnerPopup } from './partnerPopup';

/** Partner sign-on kinds of the preset screen. */
export type PartnerKind = 'university' | 'corporate';

const PARTNER_KINDS: readonly PartnerKind[] = ['university', 'corporate'];
const NO_PARTNERS: readonly string[] = [];

/**
 * Partner sign-on (spec 000 section 2): a centred 600x400 popup at the server's `/api/sso/{kind}/start`,
 * polled every 400 ms until it closes or lands back on /asu-auth, whose query the main window then
 * handles (tokens log in; a `message` shows the Error modal). `providers` are the configured partners.
 */
export function usePartnerSignOn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const configured = useAppSelector((state) => state.system.clientConfig?.partnerProviders ?? NO_PARTNERS);
  const providers = PARTNER_KINDS.filter((kind) => configured.includes(kind));
  const [error, setError] = useState<string | null>(null);
  const stopWatching = useRef<(() => void) | null>(null);

  useEffect(() => () => stopWatching.current?.(), []);

  const start = (kind: PartnerKind) => {
    if (!configured.includes(kind)) {
      setError(t('auth.signOnUnavailable'));
      return;
    }
    const popup = window.open(partnerStartUrl(kind), PARTNER_POPUP_NAME, centredPopupFeatures(window));
    if (!popup) {
      setError(t('auth.popupBlocked'));
      return;
    }
    popup.focus();
    stopWatching.current?.();
    stopWatching.current = watchPartnerPopup(popup, window.location.origin, (search) => {
      stopWatching.current = null;
      void navigate(`${PARTNER_RETURN_PATH}${search}`, { replace: true });
    });
  };

  const modal = (
    <AppModal
      isOpen={error !== null}
      onClose={() => setError(null)}
      title={t('auth.errorTitle')}
      description={error}
      size="sm"
      actions={<Button onClick={() => setError(null)}>{t('auth.close')}</Button>}
    />
  );

  return { providers, start, modal };
}
