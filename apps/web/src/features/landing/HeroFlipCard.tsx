import { Button } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { GoogleIcon, KeyIcon, MailIcon } from '../../components/icons';
import classes from './HeroFlipCard.module.css';

/** Which face of the hero card is showing. */
export type AuthSide = 'signup' | 'login';

/** Props of {@link HeroFlipCard}. */
export interface HeroFlipCardProps {
  side: AuthSide;
  onSideChange: (side: AuthSide) => void;
  onEmail: (side: AuthSide) => void;
  onSocial: (side: AuthSide) => void;
  onPreset: (side: AuthSide) => void;
  onOpenTerms: () => void;
  onOpenSupport: () => void;
  /** Lets the page move focus to the card when the header's Log in / Sign up is used. */
  ref?: Ref<HTMLDivElement>;
}

// Long translations wrap inside the button instead of being cut off.
const OPTION_BUTTON_STYLES = {
  root: { height: 'auto', minHeight: 50, paddingBlock: 8 },
  label: { whiteSpace: 'normal', lineHeight: 1.25, textAlign: 'center', overflow: 'visible' },
} as const;

function OptionButton({
  icon,
  variant = 'filled',
  onClick,
  children,
}: {
  icon: ReactNode;
  variant?: 'filled' | 'default' | 'light';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="md" fz={16} radius="md" fullWidth variant={variant} leftSection={icon} onClick={onClick} styles={OPTION_BUTTON_STYLES}>
      {children}
    </Button>
  );
}

interface FaceProps {
  side: AuthSide;
  isShown: boolean;
  className: string | undefined;
  title: string;
  subtitle: string;
  options: ReactNode;
  footer: ReactNode;
}

function Face({ side, isShown, className, title, subtitle, options, footer }: FaceProps) {
  return (
    // The hidden face stays in the DOM for the 3D flip but is removed from tab order and the a11y tree.
    <section
      className={className}
      aria-hidden={!isShown}
      inert={!isShown}
      aria-labelledby={`auth-${side}-title`}
      data-testid={`auth-face-${side}`}
    >
      <h2 className={classes.heading} id={`auth-${side}-title`}>
        {title}
      </h2>
      <p className={classes.subtitle}>{subtitle}</p>
      {options}
      {footer}
    </section>
  );
}

/**
 * The hero's flip card (spec 000 section 1): Sign up and Log in faces, each with email, a social
 * provider and preset account; turning it is a real 3D rotation.
 */
export function HeroFlipCard({ side, onSideChange, onEmail, onSocial, onPreset, onOpenTerms, onOpenSupport, ref }: HeroFlipCardProps) {
  const { t } = useTranslation();
  const options = (face: AuthSide) => (
    <div className={classes.options}>
      <OptionButton icon={<MailIcon size={20} />} onClick={() => onEmail(face)}>
        {face === 'signup' ? t('authCard.signUpWithEmail') : t('authCard.logInWithEmail')}
      </OptionButton>
      <div className={classes.divider}>{t('authCard.or')}</div>
      <OptionButton variant="default" icon={<GoogleIcon size={20} />} onClick={() => onSocial(face)}>
        {t('authCard.continueWithGoogle')}
      </OptionButton>
      <OptionButton variant="light" icon={<KeyIcon size={20} />} onClick={() => onPreset(face)}>
        {face === 'signup' ? t('authCard.signUpWithPreset') : t('authCard.logInWithPreset')}
      </OptionButton>
    </div>
  );

  return (
    <div className={classes.scene} ref={ref} tabIndex={-1} aria-label={t('authCard.label')} role="region">
      <div className={classes.card} data-side={side}>
        <Face
          side="signup"
          isShown={side === 'signup'}
          className={classes.face}
          title={t('authCard.signUpTitle')}
          subtitle={t('authCard.signUpSubtitle')}
          options={options('signup')}
          footer={
            <>
              <p className={classes.note}>
                {t('authCard.termsPrefix')}{' '}
                <span style={{ whiteSpace: 'nowrap' }}>
                  <button type="button" className={classes.linkButton} onClick={onOpenTerms}>
                    {t('authCard.termsLink')}
                  </button>
                  .
                </span>
              </p>
              <p className={classes.switch}>
                {t('authCard.alreadyHaveAccount')}{' '}
                <button type="button" className={classes.linkButton} onClick={() => onSideChange('login')}>
                  {t('authCard.logInLink')}
                </button>
              </p>
            </>
          }
        />
        <Face
          side="login"
          isShown={side === 'login'}
          className={`${classes.face} ${classes.back}`}
          title={t('authCard.logInTitle')}
          subtitle={t('authCard.logInSubtitle')}
          options={options('login')}
          footer={
            <>
              <p className={classes.note}>
                {t('authCard.havingTrouble')}{' '}
                <button type="button" className={classes.linkButton} onClick={onOpenSupport}>
                  {t('authCard.contactSupport')}
                </button>
              </p>
              <p className={classes.switch}>
                {t('authCard.noAccount')}{' '}
                <button type="button" className={classes.linkButton} onClick={() => onSideChange('signup')}>
                  {t('authCard.signUpLink')}
                </button>
              </p>
            </>
          }
        />
      </div>
    </div>
  );
}
