import { Logo } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { Loader } from '@photostudy/ui';
import classes from './MaintenancePage.module.css';

function GearPath({ teeth, outer, inner }: { teeth: number; outer: number; inner: number }) {
  const points: string[] = [];
  for (let i = 0; i < teeth * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const start = (Math.PI * i) / teeth - Math.PI / teeth / 2.6;
    const end = (Math.PI * i) / teeth + Math.PI / teeth / 2.6;
    points.push(`${radius * Math.cos(start)},${radius * Math.sin(start)}`, `${radius * Math.cos(end)},${radius * Math.sin(end)}`);
  }
  return <polygon points={points.join(' ')} />;
}

function MaintenanceIllustration() {
  return (
    <svg width="180" height="130" viewBox="0 0 180 130" aria-hidden="true" focusable="false">
      <ellipse cx="90" cy="118" rx="70" ry="8" fill="#ece9fb" />
      <g transform="translate(70 62)">
        <g className={classes.gear} fill="#5b45f1">
          <GearPath teeth={10} outer={44} inner={36} />
          <circle r="30" fill="#5b45f1" />
          <circle r="13" fill="#fff" />
        </g>
      </g>
      <g transform="translate(128 40)">
        <g className={classes.gearSlow} fill="#fc9208">
          <GearPath teeth={8} outer={26} inner={20} />
          <circle r="16" fill="#fc9208" />
          <circle r="7" fill="#fff" />
        </g>
      </g>
    </svg>
  );
}

/** The maintenance page that replaces everything while maintenance is on (spec 000 section 2). */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <main className={classes.page}>
      <section className={classes.card} aria-labelledby="maintenance-title">
        <Logo size={34} />
        <div style={{ marginTop: 28 }}>
          <MaintenanceIllustration />
        </div>
        <h1 className={classes.title} id="maintenance-title">
          {t('maintenance.title')}
        </h1>
        <p className={classes.body}>{t('maintenance.body')}</p>
        <p className={classes.note}>
          <Loader size={16} label={t('common.loading')} />
          {t('maintenance.note')}
        </p>
      </section>
    </main>
  );
}
