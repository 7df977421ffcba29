import { Button } from '@mantine/core';
import { ERRORS } from '@photostudy/contracts';
import { AppModal } from '@photostudy/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout, useAppDispatch } from '../../lib/store';
import { onForceLogout } from '../../lib/api';

interface Notice {
  title: string;
  body: string;
  actionText: string;
}

/**
 * The server's force-logout modal (spec 000 section 8, code 30401): not closable; its action logs out.
 * Mount once inside the authenticated area.
 */
export function ForceLogoutModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(
    () =>
      onForceLogout((error) => {
        const body = error.body as Record<string, unknown>;
        const text = (key: string, fallback: string) => (typeof body[key] === 'string' && body[key] ? (body[key] as string) : fallback);
        setNotice({
          title: text('title', ERRORS.FORCE_LOGOUT.title),
          body: text('body', error.message),
          actionText: text('actionText', t('auth.ok')),
        });
      }),
    [t],
  );

  const accept = () => {
    setNotice(null);
    void dispatch(logout());
  };

  return (
    <AppModal
      isOpen={notice !== null}
      onClose={() => undefined}
      isClosable={false}
      title={notice?.title}
      description={notice?.body}
      size="sm"
      actions={<Button onClick={accept}>{notice?.actionText}</Button>}
    />
  );
}
