import type { ReactNode } from 'react';
import { AlertIcon, BellIcon, CardIcon, ChatIcon, DocumentIcon, LightbulbIcon, StoreIcon, UsersIcon } from '../../components/icons';
import type { NotificationIconKind } from './notificationRules';
import classes from './NotificationsPage.module.css';

const SIZE_PX = 22;

/** The picture and the tint of each icon value (a failed payment or match in red, good news in green). */
const ICONS: Record<NotificationIconKind, { icon: ReactNode; tone: 'brand' | 'teal' | 'red' | 'accent' }> = {
  session_ended: { icon: <ChatIcon size={SIZE_PX} />, tone: 'brand' },
  match_failed: { icon: <AlertIcon size={SIZE_PX} />, tone: 'red' },
  suggestion: { icon: <LightbulbIcon size={SIZE_PX} />, tone: 'accent' },
  purchase: { icon: <StoreIcon size={SIZE_PX} />, tone: 'teal' },
  payment_failed: { icon: <CardIcon size={SIZE_PX} />, tone: 'red' },
  writing: { icon: <DocumentIcon size={SIZE_PX} />, tone: 'brand' },
  parents_offer: { icon: <UsersIcon size={SIZE_PX} />, tone: 'teal' },
  other: { icon: <BellIcon size={SIZE_PX} />, tone: 'brand' },
};

/** The round picture at the start of a notification; its meaning is read out by the row's label. */
export function NotificationIcon({ kind }: { kind: NotificationIconKind }) {
  const { icon, tone } = ICONS[kind];
  return (
    <span className={classes.icon} data-tone={tone} data-icon={kind} aria-hidden>
      {icon}
    </span>
  );
}
