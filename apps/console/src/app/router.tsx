import { Navigate, Outlet, createBrowserRouter, useNavigate, useParams } from 'react-router';
import { HistoryPage } from '../features/history/HistoryPage';
import { HistoryThreadPage } from '../features/history/HistoryThreadPage';
import { QueuePage } from '../features/queue/QueuePage';
import { SignInPage } from '../features/sign-in/SignInPage';
import { WorkspacePage } from '../features/workspace/WorkspacePage';
import { AdminPlaceholder } from '../components/AdminPlaceholder';
import { useConsoleSession } from '../lib/session';
import { ConsoleLayout } from './ConsoleLayout';

/** Paths of the console (under the /console base). */
export const PATHS = {
  signIn: '/sign-in',
  queue: '/',
  session: (qid: number) => `/sessions/${qid}`,
  history: '/history',
  historyThread: (qid: number) => `/history/${qid}`,
  admin: '/admin',
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
  return <QueuePage onClaimed={(qid) => void navigate(PATHS.session(qid))} />;
}

function WorkspaceRoute() {
  const navigate = useNavigate();
  const qid = Number(useParams().qid);
  return <WorkspacePage key={qid} qid={qid} onLeave={() => void navigate(PATHS.queue)} />;
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

function AdminRoute() {
  const { role } = useConsoleSession();
  return role === 'admin' ? <AdminPlaceholder /> : <Navigate to={PATHS.queue} replace />;
}

/** Routes of the console; features are composed here and never import each other. */
export const router = createBrowserRouter(
  [
    { path: PATHS.signIn, element: <SignInRoute /> },
    {
      element: <RequireAuth />,
      children: [
        { index: true, element: <QueueRoute /> },
        { path: 'sessions/:qid', element: <WorkspaceRoute /> },
        { path: 'history', element: <HistoryRoute /> },
        { path: 'history/:qid', element: <HistoryThreadRoute /> },
        { path: 'admin/*', element: <AdminRoute /> },
        { path: '*', element: <Navigate to={PATHS.queue} replace /> },
      ],
    },
  ],
  { basename: '/console' },
);
