import { useTranslation } from 'react-i18next';
import classes from './PhoneMockup.module.css';

/** A drawn phone showing a short expert chat; decorative, hidden from assistive tech. */
export function PhoneMockup() {
  const { t } = useTranslation();
  return (
    <div className={classes.phone} aria-hidden="true">
      <div className={classes.screen}>
        <span className={classes.notch} />
        <div className={classes.appBar}>
          <span className={classes.avatar}>MG</span>
          <span>
            <span className={classes.who} style={{ display: 'block' }}>
              {t('howItWorks.demoExpertName')}
            </span>
            <span className={classes.online}>● {t('howItWorks.demoExpertRole')}</span>
          </span>
        </div>
        <div className={classes.messages}>
          <div className={`${classes.bubble} ${classes.expert}`}>{t('howItWorks.demoChatExpert1')}</div>
          <div className={`${classes.bubble} ${classes.student}`}>{t('howItWorks.demoChatStudent1')}</div>
          <div className={`${classes.bubble} ${classes.expert}`}>{t('howItWorks.demoChatExpert2')}</div>
          <div className={`${classes.bubble} ${classes.student}`}>{t('howItWorks.demoChatStudent2')}</div>
        </div>
        <div className={classes.composer}>Aa</div>
      </div>
    </div>
  );
}
