import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsIcon } from '../../components/icons';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** The message of the test error, as it shows in Sentry or the admin area's list (developer-facing, not translated). */
export const SENTRY_TEST_ERROR_MESSAGE = 'Test error thrown by the /sentry page';

/** Throws while rendering, so the app's error boundary catches and reports it like any real render error. */
function ThrowTestError(): never {
  throw new Error(SENTRY_TEST_ERROR_MESSAGE);
}

/** Error-reporting test page (/sentry, spec 001): 'Throw a test error' breaks the page on purpose. */
export function SentryTestPage() {
  const { t } = useTranslation();
  const [isThrowing, setIsThrowing] = useState(false);
  return (
    <PlaceholderPage
      title={t('errorReporting.pageTitle')}
      text={t('errorReporting.pageText')}
      icon={<SettingsIcon size={30} />}
      isComingSoon={false}
    >
      <Button color="red" mt="sm" onClick={() => setIsThrowing(true)}>
        {t('errorReporting.throwButton')}
      </Button>
      {isThrowing ? <ThrowTestError /> : null}
    </PlaceholderPage>
  );
}
