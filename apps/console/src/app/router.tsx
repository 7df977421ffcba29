import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, createBrowserRouter, useNavigate, useParams } from 'react-router';
import { HistoryPage } from '../features/history/HistoryPage';
import { HistoryThreadPage } from '../features/history/HistoryThreadPage';
import { QueuePage } from '../features/queue/QueuePage';
import { SignInPage } from '../features/sign-in/SignInPage';
import { WorkspacePage } from '../features/workspace/WorkspacePage';
import { WritingProblemPage } from '../features/writing/WritingProblemPage';
import { WritingQueuePage } from '../features/writing/WritingQueuePage';
import { AdminArea } from '../features/admin/AdminArea';
import { adminApi } from '../lib/api/adminApi';
import { ErrorFallback } from '../lib/errors/ErrorBoundary';
import { useConsoleSession } from '../lib/session';
import { ADMIN_SCREENS, ConsoleLayout } from './ConsoleLayout';

/** Paths of the console (under the /console base). */
export const PATHS = {
  signIn: '/sign-in',
  queue: '/',
  session: (qid: number) => `/sessions/${qid}`,
  writing: '/writing',
  writingProblem: (id: number) => `/writing/${id}`,
  history: '/history',
  historyThread: (qid: number) => `/history/${qid}`,
  admin: '/admin',
  adminScreen: (screen: string) => `/admin/${screen}`,
  adminThread: (qid: number) => `/admin/threads/${qid}`,
} as const;

function RequireAuth() {
  const { auth } = useConsoleSession();
  if (!auth) return <Navigate to={PATHS.signIn} replace />;
  return (
    <ConsoleLayout>
      <Outlet />
    </ConsoleLayout>
  );
}

function SignInRoute() {
  const { auth, signedIn } = useConsoleSession();
  const navigate = useNavigate();
  if (auth) return <Navigate to={PATHS.queue} replace />;
  return (
    <SignInPage
      onSignedIn={(next, name) => {
        signedIn(next, name);
        void navigate(PATHS.queue, { replace: true });
      }}
    />
  );
}

function QueueRoute() {
  const navigate = useNavigate();
  const { role } = useConsoleSession();
  // Admins have no queue: their home is the admin area.
  if (role === 'admin') return <Navigate to={PATHS.adminScreen(ADMIN_SCREENS[0])} replace />;
  return <QueuePage onClaimed={(qid) => void navigate(PATHS.session(qid))} />;
}

function WorkspaceRoute() {
  const navigate = useNavigate();
  const qid = Number(useParams().qid);
  return <WorkspacePage key={qid} qid={qid} onLeave={() => void navigate(PATHS.queue)} />;
}

/** The writers' queue; admins have none (their home is the admin area), and the server refuses non-writers. */
function WritingQueueRoute() {
  const navigate = useNavigate();
  const { role } = useConsoleSession();
  if (role === 'admin') return <Navigate to={PATHS.adminScreen(ADMIN_SCREENS[0])} replace />;
  return <WritingQueuePage onOpen={(id) => void navigate(PATHS.writingProblem(id))} />;
}

function WritingProblemRoute() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={PATHS.writing} replace />;
  return <WritingProblemPage key={id} id={id} onBack={() => void navigate(PATHS.writing)} />;
}

function HistoryRoute() {
  const navigate = useNavigate();
  return <HistoryPage onOpen={(qid) => void navigate(PATHS.historyThread(qid))} />;
}

function HistoryThreadRoute() {
  const navigate = useNavigate();
  const qid = Number(useParams().qid);
  return <HistoryThreadPage key={qid} qid={qid} onBack={() => void navigate(PATHS.history)} />;
}

/** Admins only: anyone else is sent back to the queue (the server refuses them too). */
function RequireAdmin() {
  const { role } = useConsoleSession();
  return role === 'admin' ? <Outlet /> : <Navigate to={PATHS.queue} replace />;
}

function AdminScreenRoute() {
  const navigate = useNavigate();
  const { screen: param } = useParams();
  const screen = ADMIN_SCREENS.find((s) => s === param);
  if (!screen) return <Navigate to={PATHS.adminScreen(ADMIN_SCREENS[0])} replace />;
  return <AdminArea screen={screen} onOpenThread={(qid) => void navigate(PATHS.adminThread(qid))} />;
}

function AdminThreadRoute() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const qid = Number(useParams().qid);
  return (
    <HistoryThreadPage
      key={qid}
      qid={qid}
      load={adminApi.thread}
      isOperatorView
      backLabel={t('admin.moderation.back')}
      onBack={() => void navigate(PATHS.adminScreen('moderation'))}
    />
  );
}

/** Routes of the console; features are composed here and never import each other. */
export const router = createBrowserRouter(
  [
    // A screen that fails to render shows the console's fallback (the router's default page is for developers);
    // App's RouterProvider onError reports it.
    { path: PATHS.signIn, element: <SignInRoute />, errorElement: <ErrorFallback /> },
    {
      element: <RequireAuth />,
      errorElement: <ErrorFallback />,
      children: [
        { index: true, element: <QueueRoute /> },
        { path: 'sessions/:qid', element: <WorkspaceRoute /> },
        { path: 'writing', element: <WritingQueueRoute /> },
        { path: 'writing/:id', element: <WritingProblemRoute /> },
        { path: 'history', element: <HistoryRoute /> },
        { path: 'history/:qid', element: <HistoryThreadRoute /> },
        {
          path: 'admin',
          element: <RequireAdmin />,
          children: [
            { index: true, element: <Navigate to={PATHS.adminScreen(ADMIN_SCREENS[0])} replace /> },
            { path: 'threads/:qid', element: <AdminThreadRoute /> },
            { path: ':screen', element: <AdminScreenRoute /> },
          ],
        },
        { path: '*', element: <Navigate to={PATHS.queue} replace /> },
      ],
    },
  ],
  { basename: '/console' },
);
