import { Logo } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../components/icons';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { StoreBadges } from '../../components/StoreBadges';
import classes from './ScreenSupportNotice.module.css';

function PhoneArt() {
  return (
    <svg width="150" height="210" viewBox="0 0 150 210" aria-hidden="true" focusable="false">
      <rect x="20" y="6" width="110" height="198" rx="22" fill="#0f0e24" />
      <rect x="27" y="13" width="96" height="184" rx="16" fill="#f7f5ff" />
      <rect x="58" y="19" width="34" height="9" rx="4.5" fill="#0f0e24" />
      <rect x="35" y="42" width="58" height="22" rx="10" fill="#fff" stroke="#ece9fb" />
      <rect x="57" y="72" width="58" height="22" rx="10" fill="#5b45f1" />
      <rect x="35" y="102" width="66" height="30" rx="10" fill="#fff" stroke="#ece9fb" />
      <rect x="67" y="140" width="48" height="22" rx="10" fill="#5b45f1" />
      <rect x="35" y="172" width="80" height="14" rx="7" fill="#fff" stroke="#ece9fb" />
      <circle cx="124" cy="36" r="20" fill="#fc9208" />
      <path d="m115 36 6 6 12-12" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Shown instead of the app below the tablet breakpoint: offers the mobile app downloads. */
export function ScreenSupportNotice() {
  const { t } = useTranslation();
  return (
    <main className={classes.page} aria-labelledby="screen-support-title">
      <div className={classes.top}>
        <Logo size={30} tone="dark" />
        <LanguageSwitch tone="dark" />
      </div>
      <div className={classes.art}>
        <span className={classes.glow} />
        <PhoneArt />
      </div>
      <h1 className={classes.title} id="screen-support-title">
        {t('screenSupport.title')}
      </h1>
      <p className={classes.body}>{t('screenSupport.body')}</p>
      <div className={classes.badges}>
        <StoreBadges isStacked />
      </div>
      <div className={classes.proof}>
        <span className={classes.proofItem}>
          <StarIcon size={16} />
          {t('screenSupport.rating')}
        </span>
        <span className={classes.proofItem}>{t('screenSupport.sessions')}</span>
      </div>
    </main>
  );
}
