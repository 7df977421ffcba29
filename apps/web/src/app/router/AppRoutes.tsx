import { STATUS_REFRESH_INTERVAL_S } from '@photostudy/contracts';
import { Loader } from '@photostudy/ui';
import { Suspense, useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/LoadingScreen';
import { LandingPage } from '../../features/landing/LandingPage';
import { MaintenancePage } from '../../features/maintenance/MaintenancePage';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';
import { ScreenSupportNotice } from '../../features/screen-support/ScreenSupportNotice';
import { useIsSmallScreen } from '../../features/screen-support/useIsSmallScreen';
import { useSystemStatusWatch } from '../../features/system-status/useSystemStatusWatch';
import { clearSharedSessionPath, readSharedSessionPath } from '../../lib/navigation/redirectPath';
import { useAuthEntry } from '../../lib/navigation/useAuthEntry';
import { AppLayout } from '../layout/AppLayout';
import {
  fetchUserStatus,
  selectFeatureFlags,
  selectIsLoggedIn,
  selectIsMaintenance,
  useAppDispatch,
  useAppSelector,
} from '../../lib/store';
import * as Pages from './lazyPages';
import {
  getAskRouteTable,
  getAuthenticatedPaths,
  isPublicStylePath,
  PUBLIC_STYLE_FALLBACK_PATH,
  resolveLoggedInFallback,
  resolveLoggedOutFallback,
  type AuthenticatedPath,
  PUBLIC_ROUTE_PATHS,
  PUBLIC_STYLE_ROUTE_PATHS,
} from './routeRules';

function PageLoader() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 96 }}>
      <Loader label={t('common.loading')} />
    </div>
  );
}

/** The landing page, or the small-screen notice below the tablet breakpoint. */
function LandingRoute() {
  const authEntry = useAuthEntry();
  return useIsSmallScreen() ? <ScreenSupportNotice /> : <LandingPage authEntry={authEntry} />;
}

/** Every logged-out route of the spec, typed so a missing one fails to compile. */
const PUBLIC_ELEMENTS: Record<(typeof PUBLIC_ROUTE_PATHS)[number], ReactElement> = {
  '/': <LandingRoute />,
  '/email': <Pages.EmailAuthPage />,
  '/preset': <Pages.PresetAuthPage />,
  '/new-password/:code': <Pages.ResetPasswordPage />,
  '/sessions/:code': <Pages.SharedSessionPage />,
  '/not-found': <NotFoundPage homePath="/" />,
  '/rating': <Pages.PublicRatingPage />,
  '/parents-opting/:code': <Pages.ParentsOptingPage />,
  '/asu-auth': <Pages.AsuAuthPage />,
  '/asu-redirect': <Pages.AsuRedirectPage />,
  '/data-deletion/:requestId': <Pages.DataDeletionPage />,
};

/** Public-style routes while logged in; 'Back to Home' of the invalid-link page leads to /settings. */
const PUBLIC_STYLE_ELEMENTS: Record<(typeof PUBLIC_STYLE_ROUTE_PATHS)[number], ReactElement> = {
  '/new-password/:code': <Pages.ResetPasswordPage />,
  '/not-found': <NotFoundPage homePath={PUBLIC_STYLE_FALLBACK_PATH} />,
  '/sessions/:code': <Pages.SharedSessionPage />,
  '/rating': <Pages.PublicRatingPage />,
  '/parents-opting/:code': <Pages.ParentsOptingPage />,
};

function LoggedOutRoutes() {
  return (
    <Routes>
      {PUBLIC_ROUTE_PATHS.map((path) => (
        <Route key={path} path={path} element={PUBLIC_ELEMENTS[path]} />
      ))}
      <Route path="*" element={<Navigate to={resolveLoggedOutFallback()} replace />} />
    </Routes>
  );
}

function AskRoutes() {
  const flags = useAppSelector(selectFeatureFlags);
  const table = getAskRouteTable(flags);
  return (
    <Routes>
      <Route
        index
        element={table.index === 'english' ? <Navigate to="english" replace /> : <Pages.AskPickerPage tracks={table.tracks} />}
      />
      {table.tracks.map((track) => (
        <Route key={track} path={track} element={<Pages.AskTrackPage track={track} />} />
      ))}
      <Route path="*" element={<Navigate to="/ask" replace />} />
    </Routes>
  );
}

const AUTHENTICATED_ELEMENTS: Record<AuthenticatedPath, ReactElement> = {
  '/ask/*': <AskRoutes />,
  '/settings': <Pages.SettingsPage />,
  '/my-sessions': <Pages.MySessionsPage />,
  '/my-sessions/:qid': <Pages.SessionViewPage />,
  '/sample-sessions/:qid': <Pages.SessionViewPage isSample />,
  '/storefront': <Pages.StorefrontPage />,
  '/notification': <Pages.NotificationsPage />,
  '/guide': <Pages.GuidePage />,
  '/sentry': <Pages.SentryTestPage />,
};

function LoggedInFallback() {
  const location = useLocation();
  const isNewUser = useAppSelector((state) => state.auth.isNewUser);
  const { hasStemBusiness } = useAppSelector(selectFeatureFlags);
  const storedPath = readSharedSessionPath();
  const target = resolveLoggedInFallback({ pathname: location.pathname, storedPath, isNewUser, hasStemBusiness });
  useEffect(() => {
    if (storedPath && target === storedPath) clearSharedSessionPath();
  }, [storedPath, target]);
  return <Navigate to={target} replace />;
}

function AuthenticatedArea() {
  const dispatch = useAppDispatch();
  const isSmallScreen = useIsSmallScreen();
  const { status, hasLoadedOnce } = useAppSelector((state) => state.app);
  const refreshIntervalS = useAppSelector((state) => state.system.clientConfig?.statusRefreshIntervalS ?? STATUS_REFRESH_INTERVAL_S);
  const { hasStemBusiness } = useAppSelector(selectFeatureFlags);

  useEffect(() => {
    const first = dispatch(fetchUserStatus());
    const timer = setInterval(() => void dispatch(fetchUserStatus()), refreshIntervalS * 1000);
    return () => {
      first.abort();
      clearInterval(timer);
    };
  }, [dispatch, refreshIntervalS]);

  if (isSmallScreen) return <ScreenSupportNotice />;
  if (!hasLoadedOnce) return <LoadingScreen hasFailed={status === 'failed'} onRetry={() => void dispatch(fetchUserStatus())} />;

  return (
    <AppLayout>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          {getAuthenticatedPaths(hasStemBusiness).map((path) => (
            <Route key={path} path={path} element={AUTHENTICATED_ELEMENTS[path]} />
          ))}
          <Route path="*" element={<LoggedInFallback />} />
        </Routes>
      </Suspense>
    </AppLayout>
  );
}

function LoggedInRoutes() {
  const location = useLocation();
  if (!isPublicStylePath(location.pathname)) return <AuthenticatedArea />;
  return (
    <Routes>
      {PUBLIC_STYLE_ROUTE_PATHS.map((path) => (
        <Route key={path} path={path} element={PUBLIC_STYLE_ELEMENTS[path]} />
      ))}
      <Route path="*" element={<Navigate to={PUBLIC_STYLE_FALLBACK_PATH} replace />} />
    </Routes>
  );
}

/**
 * The whole app below the providers: system status watch, the maintenance page replacing everything,
 * then the logged-out or logged-in route table.
 */
export function AppRoutes() {
  useSystemStatusWatch();
  const isMaintenance = useAppSelector(selectIsMaintenance);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  if (isMaintenance) return <MaintenancePage />;
  return <Suspense fallback={<PageLoader />}>{isLoggedIn ? <LoggedInRoutes /> : <LoggedOutRoutes />}</Suspense>;
}
