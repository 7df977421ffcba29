import { Button } from '@mantine/core';
import { SSO_POPUP_HEIGHT_PX, SSO_POPUP_POLL_MS, SSO_POPUP_WIDTH_PX } from '@photostudy/contracts';
import { AppModal } from '@photostudy/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/store/hooks';

/** Partner sign-on kinds of the preset screen. */
export type PartnerKind = 'university' | 'corporate';

const NO_PARTNERS: readonly string[] = [];
const POPUP_WIDTH = SSO_POPUP_WIDTH_PX;
const POPUP_HEIGHT = SSO_POPUP_HEIGHT_PX;

/**
 * Partner sign-on (spec 000 section 2): a centred 600x400 popup polled every 400 ms until it closes or
 * lands back on /asu-auth, whose query is then handled here. Unconfigured partners show an Error modal.
 */
export function usePartnerSignOn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const providers = useAppSelector((state) => state.system.clientConfig?.partnerProviders ?? NO_PARTNERS);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const start = (kind: PartnerKind) => {
    if (!providers.includes(kind)) {
      setError(t('auth.signOnUnavailable'));
      return;
    }
    const left = window.screenX + (window.outerWidth - POPUP_WIDTH) / 2;
    const top = window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2;
    const popup = window.open(`/sso/${kind}`, 'partner-sign-on', `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`);
    if (!popup) {
      setError(t('auth.signOnUnavailable'));
      return;
    }
    if (timer.current) clearInterval(timer.current);
    timer.current = setInterval(() => {
      let href: string | null = null;
      try {
        href = popup.closed ? null : popup.location.href;
      } catch {
        // Still on the partner's origin.
        return;
      }
      if (popup.closed || (href && href.includes('/asu-auth'))) {
        if (timer.current) clearInterval(timer.current);
        timer.current = null;
        if (href && !popup.closed) {
          const url = new URL(href);
          popup.close();
          void navigate(`/asu-auth${url.search}`);
        }
      }
    }, SSO_POPUP_POLL_MS);
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

  return { start, modal };
}
