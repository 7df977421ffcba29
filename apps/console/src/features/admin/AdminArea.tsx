import { AccountsScreen } from './AccountsScreen';
import { DataDeletionScreen } from './DataDeletionScreen';
import { ErrorReportsScreen } from './ErrorReportsScreen';
import { ExpertsScreen } from './ExpertsScreen';
import { MaintenanceScreen } from './MaintenanceScreen';
import { ModerationScreen } from './ModerationScreen';
import { PackagesScreen } from './PackagesScreen';
import { ParentsOffersScreen } from './ParentsOffersScreen';
import { PurchasesScreen } from './PurchasesScreen';
import { ReservationsScreen } from './ReservationsScreen';
import { StudentsScreen } from './StudentsScreen';
import { WritingProblemsScreen } from './WritingProblemsScreen';

/** Screens of the admin area (paths under /admin). */
export type AdminScreen =
  | 'experts'
  | 'accounts'
  | 'students'
  | 'packages'
  | 'purchases'
  | 'reservations'
  | 'writing'
  | 'parents-offers'
  | 'data-deletion'
  | 'error-reports'
  | 'maintenance'
  | 'moderation';

/** The admin area's screen for a path piece (admins only: the router refuses everyone else). */
export function AdminArea({ screen, onOpenThread }: { screen: AdminScreen; onOpenThread: (qid: number) => void }) {
  switch (screen) {
    case 'experts':
      return <ExpertsScreen />;
    case 'accounts':
      return <AccountsScreen />;
    case 'students':
      return <StudentsScreen />;
    case 'packages':
      return <PackagesScreen />;
    case 'purchases':
      return <PurchasesScreen />;
    case 'reservations':
      return <ReservationsScreen />;
    case 'writing':
      return <WritingProblemsScreen />;
    case 'parents-offers':
      return <ParentsOffersScreen />;
    case 'data-deletion':
      return <DataDeletionScreen />;
    case 'error-reports':
      return <ErrorReportsScreen />;
    case 'maintenance':
      return <MaintenanceScreen />;
    case 'moderation':
      return <ModerationScreen onOpenThread={onOpenThread} />;
  }
}
