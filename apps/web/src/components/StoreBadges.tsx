import { useTranslation } from 'react-i18next';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '../lib/config/appLinks';
import classes from './StoreBadges.module.css';

/** Props of {@link StoreBadges}. */
export interface StoreBadgesProps {
  /** Full-width badges one under the other (small-screen notice). */
  isStacked?: boolean;
  /** The store addresses (the landing's come from `GET /api/home-config`); the app's own by default. */
  links?: { android: string; ios: string };
}

function GooglePlayMark() {
  return (
    <svg width="26" height="28" viewBox="0 0 24 26" aria-hidden="true" focusable="false">
      <path d="M1.6 1.2 12.4 13 1.6 24.8c-.4-.2-.6-.7-.6-1.2V2.4c0-.5.2-1 .6-1.2Z" fill="#00c3ff" />
      <path d="M1.6 1.2c.4-.3 1-.3 1.6 0l12.9 7.4-3.7 4.4L1.6 1.2Z" fill="#00e676" />
      <path d="M1.6 24.8 12.4 13l3.7 4.4-12.9 7.4c-.6.3-1.2.3-1.6 0Z" fill="#ff3d57" />
      <path d="m16.1 8.6 4.2 2.4c1.3.8 1.3 2.2 0 3L16.1 17.4 12.4 13l3.7-4.4Z" fill="#ffc400" />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg width="24" height="28" viewBox="0 0 24 28" aria-hidden="true" focusable="false">
      <path
        fill="#fff"
        d="M19.7 14.9c0-3 2.5-4.5 2.6-4.6-1.4-2.1-3.6-2.4-4.4-2.4-1.9-.2-3.6 1.1-4.6 1.1-.9 0-2.4-1.1-4-1-2 0-3.9 1.2-5 3-2.1 3.7-.5 9.2 1.5 12.2 1 1.5 2.2 3.1 3.8 3 1.5-.1 2.1-1 3.9-1 1.8 0 2.3 1 3.9 1 1.6 0 2.7-1.5 3.7-3 1.2-1.7 1.6-3.3 1.7-3.4-.1 0-3.1-1.2-3.1-4.9Z"
      />
      <path fill="#fff" d="M16.7 6.1c.8-1 1.4-2.4 1.2-3.8-1.2.1-2.7.8-3.5 1.8-.8.9-1.4 2.3-1.2 3.7 1.3.1 2.7-.7 3.5-1.7Z" />
    </svg>
  );
}

const DEFAULT_LINKS = { android: GOOGLE_PLAY_URL, ios: APP_STORE_URL };

/** Google Play and App Store download badges (drawn, no image requests). */
export function StoreBadges({ isStacked = false, links = DEFAULT_LINKS }: StoreBadgesProps) {
  const { t } = useTranslation();
  return (
    <div className={`${classes.badges} ${isStacked ? classes.stacked : ''}`} role="group" aria-label={t('storeBadges.label')}>
      <a
        className={classes.badge}
        href={links.android}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('storeBadges.googlePlayLabel')}
      >
        <GooglePlayMark />
        <span className={classes.text} aria-hidden="true">
          <span className={classes.overline}>{t('storeBadges.googlePlayOverline')}</span>
          <span className={classes.name}>{t('storeBadges.googlePlayName')}</span>
        </span>
      </a>
      <a className={classes.badge} href={links.ios} target="_blank" rel="noopener noreferrer" aria-label={t('storeBadges.appStoreLabel')}>
        <AppleMark />
        <span className={classes.text} aria-hidden="true">
          <span className={classes.overline}>{t('storeBadges.appStoreOverline')}</span>
          <span className={classes.name}>{t('storeBadges.appStoreName')}</span>
        </span>
      </a>
    </div>
  );
}
