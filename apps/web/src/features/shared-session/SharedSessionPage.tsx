import { Loader } from '@photostudy/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { InvalidLinkNotice } from '../../components/InvalidLinkNotice';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { rememberSharedSessionPath } from '../../lib/navigation/redirectPath';
import { selectIsLoggedIn, useAppSelector } from '../../lib/store';
import classes from './SharedSession.module.css';
import { ExpiredNotice, LoadFailedNotice, NotAvailableNotice } from './SharedSessionNotices';
import { homePathFor } from './sharedSessionRules';
import { SharedSessionView } from './SharedSessionView';
import { useSharedSession } from './useSharedSession';

/**
 * The shared session page (/sessions/:code, spec 000 sections 2-4 and 8), for guests and logged-in users on any
 * screen size: LOADING, NORMAL (title, the chat-bot's steps, the chat; a countdown for a logged-in viewer; the
 * paywall after a guest's preview), EXPIRED, NOT_FOUND (code 1: the invalid-link page), NOT_AVAILABLE and ERROR.
 */
export function SharedSessionPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const location = useLocation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { screen, session, offsetMs, reload, expire } = useSharedSession(code, isLoggedIn);
  const [hasShownSolution, setHasShownSolution] = useState(false);

  useEffect(() => {
    if (screen === 'NORMAL') setHasShownSolution(true);
  }, [screen]);

  useEffect(() => {
    // A guest who signs in from here (the paywall, or the landing later in this tab) is brought back by the logged-in fallback.
    if (!isLoggedIn && (screen === 'NORMAL' || screen === 'EXPIRED')) rememberSharedSessionPath(`${location.pathname}${location.search}`);
  }, [isLoggedIn, screen, location.pathname, location.search]);

  let content: ReactNode;
  if (screen === 'LOADING') {
    content = (
      <div className={classes.centered}>
        <Loader label={t('sharedSession.loading')} />
      </div>
    );
  } else if (screen === 'NOT_FOUND') {
    content = <InvalidLinkNotice homePath={homePathFor(isLoggedIn)} />;
  } else if (screen === 'NOT_AVAILABLE') {
    content = <NotAvailableNotice isLoggedIn={isLoggedIn} />;
  } else if (screen === 'ERROR') {
    content = <LoadFailedNotice onRetry={reload} />;
  } else if (screen === 'EXPIRED' || !session) {
    content = <ExpiredNotice title={session?.question.title ?? null} isLoggedIn={isLoggedIn} hasJustExpired={hasShownSolution} />;
  } else {
    content = <SharedSessionView session={session} offsetMs={offsetMs} onExpire={expire} />;
  }

  return (
    <PublicPageFrame>
      <div data-testid="shared-session" data-screen={screen}>
        {content}
      </div>
    </PublicPageFrame>
  );
}
