import { ActionIcon, Avatar, Button, Menu, Text, UnstyledButton } from '@mantine/core';
import { SIDEBAR_MINIMIZED_WIDTH_PX, SIDEBAR_WIDTH_PX } from '@photostudy/contracts';
import { Logo } from '@photostudy/ui';
import { Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import {
  BellIcon,
  CameraIcon,
  ChevronDownIcon,
  ClockIcon,
  FeedbackIcon,
  HelpIcon,
  LogoutIcon,
  SettingsIcon,
  SidebarIcon,
  StoreIcon,
} from '../../components/icons';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { LogoutConfirmModal } from '../../components/LogoutConfirmModal';
import { SupportModal } from '../../components/SupportModal';
import { OngoingQuestionBanner } from '../../features/app-layout/OngoingQuestionBanner';
import { AuthOverlays } from '../../features/email-auth/AuthOverlays';
import { useBalanceUpdates, useRealtimeConnection, useUnreadNotificationCount } from '../../lib/realtime';
import { selectFeatureFlags, selectUnreadNotificationCount, storeModalClosed, useAppDispatch, useAppSelector } from '../../lib/store';
import { StoreModal } from '../router/lazyPages';
import classes from './AppLayout.module.css';
import { useStatusFollowsLanguage } from './useStatusFollowsLanguage';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  hasDot?: boolean;
}

/**
 * The authenticated layout (spec 001 section 2): header with logo, balance button and user menu;
 * a 280 px sidebar that collapses to 44 px; items gated by features, question count and account kind.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const bundle = useAppSelector((state) => state.app.bundle);
  const { hasStemBusiness } = useAppSelector(selectFeatureFlags);
  const realtimeSettings = useAppSelector((state) => state.system.clientConfig?.realtime ?? null);
  // The realtime connection lives exactly as long as the authenticated layout (logged in, profile known).
  useRealtimeConnection(bundle?.profile.uid ?? null, realtimeSettings);
  useBalanceUpdates();
  useUnreadNotificationCount();
  useStatusFollowsLanguage();
  const isStoreModalOpen = useAppSelector((state) => state.storeModal.isOpen);
  const [isCollapsed, setIsCollapsed] = useState(false);
  const [isLogoutOpen, setIsLogoutOpen] = useState(false);
  const [isFeedbackOpen, setIsFeedbackOpen] = useState(false);

  const profile = bundle?.profile;
  const isUserIdAccount = Boolean(profile?.id);
  // The count comes with the status bundle and follows the notification events and reads (lib/realtime, lib/store).
  const hasUnread = useAppSelector(selectUnreadNotificationCount) > 0;
  const displayName = profile?.name || profile?.email || profile?.id || t('shell.student');

  const items: NavItem[] = [{ to: '/ask', label: t('shell.askAnExpert'), icon: <CameraIcon /> }];
  if (hasStemBusiness) {
    if ((profile?.questionCount ?? 0) > 0) items.push({ to: '/my-sessions', label: t('shell.mySessions'), icon: <ClockIcon /> });
    items.push(
      { to: '/storefront', label: t('shell.store'), icon: <StoreIcon /> },
      { to: '/notification', label: t('shell.notifications'), icon: <BellIcon />, hasDot: hasUnread },
      { to: '/guide', label: t('shell.guide'), icon: <HelpIcon /> },
    );
  }

  const style = { '--sidebar-width': `${isCollapsed ? SIDEBAR_MINIMIZED_WIDTH_PX : SIDEBAR_WIDTH_PX}px` } as CSSProperties;

  return (
    <div className={`${classes.shell} ${isCollapsed ? classes.collapsed : ''}`} style={style}>
      <header className={classes.header}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={isCollapsed ? t('shell.expand') : t('shell.collapse')}
          aria-expanded={!isCollapsed}
          onClick={() => setIsCollapsed((collapsed) => !collapsed)}
        >
          <SidebarIcon />
        </ActionIcon>
        <Link to="/ask" aria-label="PhotoStudy" style={{ display: 'inline-flex', textDecoration: 'none' }}>
          <Logo size={32} />
        </Link>
        <div className={classes.headerEnd}>
          {hasStemBusiness && bundle ? (
            <Button component={Link} to="/storefront" variant="light" radius="xl" leftSection={<StoreIcon size={18} />}>
              {t('shell.balance', { count: bundle.balance.sessionCount })}
            </Button>
          ) : null}
          <LanguageSwitch />
          <Menu position="bottom-end" shadow="lg" width={200}>
            <Menu.Target>
              <UnstyledButton aria-label={t('shell.userMenu')} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <Avatar src={profile?.avatar ?? null} radius="xl" color="brand" size={34}>
                  {displayName.slice(0, 1).toUpperCase()}
                </Avatar>
                <ChevronDownIcon size={14} />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to="/settings" leftSection={<SettingsIcon size={16} />}>
                {t('shell.settings')}
              </Menu.Item>
              <Menu.Item color="red" leftSection={<LogoutIcon size={16} />} onClick={() => setIsLogoutOpen(true)}>
                {t('shell.logout')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </div>
      </header>
      <nav className={classes.sidebar} aria-label={t('shell.sidebarLabel')}>
        <div className={classes.profile}>
          <Avatar src={profile?.avatar ?? null} radius="xl" color="brand" size={36}>
            {displayName.slice(0, 1).toUpperCase()}
          </Avatar>
          <div className={classes.label}>
            <Text fw={700} size="sm" truncate maw={190}>
              {displayName}
            </Text>
            {profile?.email ? (
              <Text size="xs" c="gray.7" truncate maw={190}>
                {profile.email}
              </Text>
            ) : null}
          </div>
        </div>
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} className={classes.navLink} title={isCollapsed ? item.label : undefined}>
            <span className={classes.navIcon}>
              {item.icon}
              {item.hasDot ? <span className={classes.redDot} aria-label={t('shell.unread')} role="img" /> : null}
            </span>
            <span className={classes.label}>{item.label}</span>
          </NavLink>
        ))}
        {isUserIdAccount ? null : (
          <button
            type="button"
            className={classes.navLink}
            onClick={() => setIsFeedbackOpen(true)}
            title={isCollapsed ? t('shell.feedback') : undefined}
          >
            <span className={classes.navIcon}>
              <FeedbackIcon />
            </span>
            <span className={classes.label}>{t('shell.feedback')}</span>
          </button>
        )}
      </nav>
      <main className={classes.main} id="main">
        {children}
      </main>
      <div className={classes.bottomBanner}>
        <OngoingQuestionBanner />
      </div>
      <AuthOverlays />
      {isStoreModalOpen && hasStemBusiness ? (
        // Loaded on first use: the Store's code stays out of the layout's chunk.
        <Suspense fallback={null}>
          <StoreModal isOpen onClose={() => dispatch(storeModalClosed())} />
        </Suspense>
      ) : null}
      <LogoutConfirmModal isOpen={isLogoutOpen} onClose={() => setIsLogoutOpen(false)} />
      <SupportModal isOpen={isFeedbackOpen} onClose={() => setIsFeedbackOpen(false)} userId={profile ? String(profile.uid) : null} />
    </div>
  );
}
