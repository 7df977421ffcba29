import { Button, Tabs, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { GoogleIcon, KeyIcon, LockIcon, MailIcon } from '../../components/icons';
import { rememberSharedSessionPath } from '../../lib/navigation/redirectPath';
import { useAuthEntry, type AuthMode } from '../../lib/navigation/useAuthEntry';
import classes from './SharedSession.module.css';

// Long translations wrap inside the button instead of being cut off (as on the landing card).
const OPTION_STYLES = { root: { height: 'auto', minHeight: 46, paddingBlock: 8 }, label: { whiteSpace: 'normal' } } as const;

function Option({ icon, variant, onClick, children }: { icon: ReactNode; variant: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button fullWidth radius="md" size="md" variant={variant} leftSection={icon} onClick={onClick} styles={OPTION_STYLES}>
      {children}
    </Button>
  );
}

/**
 * The guests' paywall after the preview (spec 000 section 2): Sign up / Log in, each with the landing's three ways in
 * (email, the social provider, preset account). The page's path is remembered first, so signing in comes back here.
 */
export function GuestPaywall() {
  const { t } = useTranslation();
  const location = useLocation();
  const entry = useAuthEntry();
  const [mode, setMode] = useState<AuthMode>('signup');

  const leaveWith = (go: (mode: AuthMode) => void, face: AuthMode) => () => {
    rememberSharedSessionPath(`${location.pathname}${location.search}`);
    go(face);
  };

  const options = (face: AuthMode) => (
    <div className={classes.paywallOptions}>
      <Option icon={<MailIcon size={20} />} variant="filled" onClick={leaveWith(entry.goToEmail, face)}>
        {face === 'signup' ? t('authCard.signUpWithEmail') : t('authCard.logInWithEmail')}
      </Option>
      <Option icon={<GoogleIcon size={20} />} variant="default" onClick={leaveWith(entry.startSocial, face)}>
        {t('authCard.continueWithGoogle')}
      </Option>
      <Option icon={<KeyIcon size={20} />} variant="light" onClick={leaveWith(entry.goToPreset, face)}>
        {face === 'signup' ? t('authCard.signUpWithPreset') : t('authCard.logInWithPreset')}
      </Option>
    </div>
  );

  return (
    <section className={classes.paywall} aria-labelledby="paywall-title" data-testid="shared-session-paywall">
      <span className={classes.paywallIcon}>
        <LockIcon size={26} />
      </span>
      <Title order={2} id="paywall-title" fz={22} mt="sm">
        {t('sharedSession.paywall.title')}
      </Title>
      <Text c="dimmed" mt={6} mb="md">
        {t('sharedSession.paywall.text')}
      </Text>
      <Tabs value={mode} onChange={(value) => setMode(value === 'login' ? 'login' : 'signup')} maw={420} mx="auto">
        <Tabs.List grow aria-label={t('sharedSession.paywall.choices')}>
          <Tabs.Tab value="signup" fw={700}>
            {t('sharedSession.paywall.signUp')}
          </Tabs.Tab>
          <Tabs.Tab value="login" fw={700}>
            {t('sharedSession.paywall.logIn')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="signup">{options('signup')}</Tabs.Panel>
        <Tabs.Panel value="login">{options('login')}</Tabs.Panel>
      </Tabs>
    </section>
  );
}
