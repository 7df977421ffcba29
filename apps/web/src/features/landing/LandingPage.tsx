import { Button } from '@mantine/core';
import { Logo } from '@photostudy/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthEntry } from '../../lib/navigation/authEntryTargets';
import { ChatIcon, StarIcon } from '../../components/icons';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { PhoneMockup } from '../../components/PhoneMockup';
import { StoreBadges } from '../../components/StoreBadges';
import { DemoPlayer } from './DemoPlayer';
import { formatCount, formatCountClaim, formatRating, wholeMillions } from './homeConfig';
import { landingSubjectName } from './landingSubjects';
import { HeroFlipCard, type AuthSide } from './HeroFlipCard';
import classes from './LandingPage.module.css';
import { SubjectIcon } from './SubjectIcon';
import { TestimonialCarousel } from './TestimonialCarousel';
import { useLandingFigures } from './useLandingFigures';

// Downloaded when a visitor first opens support or the terms, not before the landing draws.
const LandingModals = lazy(() => import('./LandingModals').then((module) => ({ default: module.LandingModals })));

const PROOF_FACES = [
  { initials: 'JR', color: '#7a67f4' },
  { initials: 'DK', color: '#fc9208' },
  { initials: 'SM', color: '#12b886' },
  { initials: 'AL', color: '#1c7ed6' },
];

function Stars({ count = 5, size = 16 }: { count?: number; size?: number }) {
  return (
    <span className={classes.claimStars} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <StarIcon key={index} size={size} />
      ))}
    </span>
  );
}

/** Props of {@link LandingPage}. */
export interface LandingPageProps {
  /** Where the card's options lead: the app's router, or the light landing entry handing over to the full app. */
  authEntry: AuthEntry;
}

/**
 * The logged-out landing page (spec 000 section 1): hero with the sign-up / log-in flip card, subject
 * tiles, the 'How it works' demo, testimonials, app store links, support and the footer claims. The tiles, store links
 * and claimed numbers come from `GET /api/home-config`; the texts around them stay the app's (en, es).
 */
export function LandingPage({ authEntry }: LandingPageProps) {
  const { t, i18n } = useTranslation();
  const { subjects, appLinks, stats } = useLandingFigures();
  const language = i18n.language;
  const tutors = formatCount(stats.tutors, language);
  const rating = formatRating(stats.appRating, language);
  const millions = wholeMillions(stats.sessions);
  const { goToEmail, goToPreset, startSocial } = authEntry;
  const [side, setSide] = useState<AuthSide>('signup');
  const [isSupportOpen, setIsSupportOpen] = useState(false);
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  // The modals' chunk is rendered from the first opening on (and then stays, so closing can fade out).
  const [hasOpenedModal, setHasOpenedModal] = useState(false);
  const openSupport = () => {
    setHasOpenedModal(true);
    setIsSupportOpen(true);
  };
  const openTerms = () => {
    setHasOpenedModal(true);
    setIsTermsOpen(true);
  };
  const cardRef = useRef<HTMLDivElement>(null);

  const openSide = (next: AuthSide) => {
    setSide(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    cardRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className={classes.page}>
      <a className={classes.skipLink} href="#main">
        {t('common.skipToContent')}
      </a>
      <header className={classes.header}>
        <div className={`${classes.container} ${classes.headerInner}`}>
          <a href="/" aria-label="PhotoStudy" className={classes.logoLink}>
            <Logo size={36} />
          </a>
          <nav className={classes.nav} aria-label={t('nav.main')}>
            <a className={classes.navLink} href="#subjects">
              {t('nav.subjects')}
            </a>
            <a className={classes.navLink} href="#how-it-works">
              {t('nav.howItWorks')}
            </a>
            <a className={classes.navLink} href="#reviews">
              {t('nav.reviews')}
            </a>
            <a className={classes.navLink} href="#get-the-app">
              {t('nav.getTheApp')}
            </a>
          </nav>
          <div className={classes.headerActions}>
            <LanguageSwitch isCompact />
            <Button variant="default" radius="xl" onClick={() => openSide('login')}>
              {t('nav.logIn')}
            </Button>
            <Button radius="xl" onClick={() => openSide('signup')}>
              {t('nav.signUp')}
            </Button>
          </div>
        </div>
      </header>

      <main id="main">
        <section className={classes.hero} aria-labelledby="hero-title">
          <div className={`${classes.container} ${classes.heroGrid}`}>
            <div className={classes.heroCopy}>
              <span className={classes.badge}>
                <span className={classes.liveDot} aria-hidden="true" />
                {t('hero.badge')}
              </span>
              <h1 className={classes.heroTitle} id="hero-title">
                {t('hero.title')} <span className={classes.accent}>{t('hero.titleAccent')}</span>
              </h1>
              <p className={classes.heroSubtitle}>{t('hero.subtitle')}</p>
              <div className={classes.proof}>
                <span className={classes.faces} aria-hidden="true">
                  {PROOF_FACES.map((face) => (
                    <span key={face.initials} className={classes.face} style={{ background: face.color }}>
                      {face.initials}
                    </span>
                  ))}
                </span>
                <span>
                  {millions > 0
                    ? t('landing.proofMillions', { count: millions, tutors })
                    : t('landing.proofCount', { sessions: formatCount(stats.sessions, language), tutors })}
                </span>
              </div>
              <dl className={classes.stats}>
                {(
                  [
                    [formatCountClaim(stats.sessions, language, 0), 'statSessionsLabel'],
                    [tutors, 'statTutorsLabel'],
                    [t('hero.statHoursValue'), 'statHoursLabel'],
                  ] as const
                ).map(([value, label]) => (
                  <div key={label} className={classes.stat}>
                    <dt className={classes.statLabel} style={{ order: 2 }}>
                      {t(`hero.${label}`)}
                    </dt>
                    <dd className={classes.statValue} style={{ margin: 0 }}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className={classes.cardColumn}>
              <HeroFlipCard
                ref={cardRef}
                side={side}
                onSideChange={setSide}
                onEmail={goToEmail}
                onSocial={startSocial}
                onPreset={goToPreset}
                onOpenTerms={openTerms}
                onOpenSupport={openSupport}
              />
            </div>
          </div>
        </section>

        <section className={classes.section} id="subjects" aria-labelledby="subjects-title">
          <div className={classes.container}>
            <div className={classes.sectionHead}>
              <span className={classes.eyebrow}>{t('subjects.eyebrow')}</span>
              <h2 className={classes.sectionTitle} id="subjects-title">
                {t('subjects.title')}
              </h2>
              <p className={classes.sectionSubtitle}>{t('subjects.subtitle')}</p>
            </div>
            <ul className={classes.tiles}>
              {subjects.map((subject) => (
                <li key={subject} className={classes.tile} data-testid="subject-tile">
                  <SubjectIcon subject={subject} />
                  <div>
                    <h3 className={classes.tileName}>{landingSubjectName(language, subject)}</h3>
                    <p className={classes.tileText}>{t(`subjects.descriptions.${subject}`)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className={`${classes.section} ${classes.sectionTinted}`} id="how-it-works" aria-labelledby="how-title">
          <div className={`${classes.container} ${classes.howGrid}`}>
            <div>
              <div className={classes.howHead}>
                <span className={classes.eyebrow}>{t('howItWorks.eyebrow')}</span>
                <h2 className={classes.sectionTitle} id="how-title">
                  {t('howItWorks.title')}
                </h2>
                <p className={classes.sectionSubtitle}>{t('howItWorks.subtitle')}</p>
              </div>
              <ol className={classes.steps}>
                {(['Snap', 'Match', 'Chat'] as const).map((step, index) => (
                  <li key={step} className={classes.step}>
                    <span className={classes.stepNumber} aria-hidden="true">
                      {index + 1}
                    </span>
                    <div>
                      <h3 className={classes.stepTitle}>{t(`howItWorks.step${step}Title`)}</h3>
                      <p className={classes.stepText}>{t(`howItWorks.step${step}Text`)}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
            <DemoPlayer />
          </div>
        </section>

        <section className={classes.section} id="reviews" aria-labelledby="reviews-title">
          <div className={classes.container}>
            <div className={classes.sectionHead}>
              <span className={classes.eyebrow}>{t('testimonials.eyebrow')}</span>
              <h2 className={classes.sectionTitle} id="reviews-title">
                {t('testimonials.title')}
              </h2>
            </div>
            <TestimonialCarousel />
          </div>
        </section>

        <section className={classes.section} id="get-the-app" aria-labelledby="app-title" style={{ paddingBottom: 0 }}>
          <div className={classes.container}>
            <div className={classes.appCard}>
              <div>
                <span className={`${classes.eyebrow} ${classes.appEyebrow}`}>{t('getApp.eyebrow')}</span>
                <h2 className={classes.appTitle} id="app-title">
                  {t('getApp.title')}
                </h2>
                <p className={classes.appText}>{t('getApp.subtitle')}</p>
                <StoreBadges links={appLinks} />
                <div className={classes.appRating}>
                  <Stars size={18} />
                  {t('landing.appRating', { rating })}
                </div>
              </div>
              <div className={classes.phoneWrap}>
                <PhoneMockup />
              </div>
            </div>
          </div>
        </section>
      </main>

      <footer className={classes.footer}>
        <div className={classes.container}>
          <div className={classes.footerTop}>
            <div>
              <Logo size={34} tone="dark" />
              <p className={classes.footerTagline}>{t('footer.tagline')}</p>
            </div>
            <div className={classes.claims}>
              <p className={classes.claim} data-testid="claim-moments">
                <span className={classes.claimValue}>{formatCountClaim(stats.sessions, language, 1)}</span> {t('footer.momentsLabel')}
              </p>
              <p className={classes.claim} data-testid="claim-rating">
                <span className={classes.claimValue}>{rating}</span> {t('footer.ratingLabel')}
                <Stars size={15} />
              </p>
            </div>
            <nav aria-label={t('footer.product')}>
              <h2 className={classes.footerHeading}>{t('footer.product')}</h2>
              <ul className={classes.footerLinks}>
                <li>
                  <a className={classes.footerLink} href="#subjects">
                    {t('nav.subjects')}
                  </a>
                </li>
                <li>
                  <a className={classes.footerLink} href="#how-it-works">
                    {t('nav.howItWorks')}
                  </a>
                </li>
                <li>
                  <a className={classes.footerLink} href="#get-the-app">
                    {t('nav.getTheApp')}
                  </a>
                </li>
              </ul>
            </nav>
            <nav aria-label={t('footer.help')}>
              <h2 className={classes.footerHeading}>{t('footer.help')}</h2>
              <ul className={classes.footerLinks}>
                <li>
                  <button type="button" className={classes.footerLink} onClick={openSupport}>
                    {t('footer.support')}
                  </button>
                </li>
                <li>
                  <button type="button" className={classes.footerLink} onClick={openTerms}>
                    {t('footer.terms')}
                  </button>
                </li>
              </ul>
            </nav>
          </div>
          <div className={classes.footerBottom}>
            <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
            <LanguageSwitch tone="dark" />
          </div>
        </div>
      </footer>

      <Button className={classes.fab} size="lg" radius="xl" leftSection={<ChatIcon size={20} />} onClick={openSupport}>
        {t('support.floatingButton')}
      </Button>

      {hasOpenedModal ? (
        <Suspense fallback={null}>
          <LandingModals
            isSupportOpen={isSupportOpen}
            isTermsOpen={isTermsOpen}
            onCloseSupport={() => setIsSupportOpen(false)}
            onCloseTerms={() => setIsTermsOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
