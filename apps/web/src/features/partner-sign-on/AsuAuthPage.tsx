import { Button, Loader } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { loggedIn, useAppDispatch } from '../../lib/store';
import { partnerMessageText } from './partnerMessage';
import { isPartnerPopup } from './partnerPopupWindow';

/**
 * University sign-on callback (/asu-auth): a `message` shows an Error modal and returns to /preset;
 * `accessToken` and `refreshToken` log in. Inside the sign-on popup it only waits: the opener reads
 * the query and closes it.
 */
export function AsuAuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const [message, setMessage] = useState<string | null>(null);
  const hasHandled = useRef(false);

  useEffect(() => {
    if (hasHandled.current || isPartnerPopup()) return;
    hasHandled.current = true;
    const accessToken = params.get('accessToken') ?? params.get('access_token');
    const refreshToken = params.get('refreshToken') ?? params.get('refresh_token');
    const errorMessage = params.get('message');
    if (errorMessage) setMessage(partnerMessageText(errorMessage, t));
    else if (accessToken && refreshToken) dispatch(loggedIn({ accessToken, refreshToken, isNewUser: false }));
    else void navigate('/preset', { replace: true });
  }, [dispatch, navigate, params, t]);

  const close = () => {
    setMessage(null);
    void navigate('/preset', { replace: true, state: { email: params.get('email') ?? undefined } });
  };

  return (
    <PublicPageFrame>
      <PlaceholderPage title={t('auth.signingIn')} text="" icon={<Loader size={30} />} isComingSoon={false} />
      <AppModal
        isOpen={message !== null}
        onClose={close}
        title={t('auth.errorTitle')}
        description={message}
        size="sm"
        actions={<Button onClick={close}>{t('auth.close')}</Button>}
      />
    </PublicPageFrame>
  );
}
