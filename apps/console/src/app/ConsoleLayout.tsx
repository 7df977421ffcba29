import {
  ActionIcon,
  AppShell,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Group,
  Menu,
  NavLink,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { catalogSubjectName } from '@photostudy/contracts';
import { Logo } from '@photostudy/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageMenu } from '../components/LanguageMenu';
import { ShortcutsDialog } from '../components/ShortcutsDialog';
import type { AdminScreen } from '../features/admin/AdminArea';
import { unlockAudioOnGesture } from '../lib/alerts';
import { useConsoleSession } from '../lib/session';
import { isTypingTarget } from '../lib/useInterval';
import { isWriter } from '../lib/writer';
import classes from './ConsoleLayout.module.css';
import { useWaitingTitle } from './useWaitingTitle';

/** Screens of the admin area, in navigation order (paths under /admin). */
export const ADMIN_SCREENS = [
  'experts',
  'accounts',
  'students',
  'packages',
  'purchases',
  'reservations',
  'writing',
  'parents-offers',
  'data-deletion',
  'error-reports',
  'maintenance',
  'moderation',
] as const satisfies readonly AdminScreen[];

/** The signed-in frame: header (online switch, realtime state, language, help, account) and navigation. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const session = useConsoleSession();
  const { isOnline, setOnline } = session;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const pendingG = useRef(false);
  const isAdmin = session.role === 'admin';
  // Writers (experts with the Writing subject) also get the Writing queue; the server refuses everyone else.
  const hasWriting = !isAdmin && isWriter(session.subjects);
  // Admins have no queue; for experts the count follows the queue (polled, and at once on realtime offers).
  useWaitingTitle(isAdmin ? null : session.queue.length);
  // Browsers start sound only after a gesture: after a reload, the first click or key anywhere unlocks the offer beep.
  useEffect(() => (isAdmin ? undefined : unlockAudioOnGesture()), [isAdmin]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      if (event.key === '?') setIsHelpOpen(true);
      else if (event.key === 'o') setOnline(!isOnline);
      else if (event.key === 'g') {
        pendingG.current = true;
        window.setTimeout(() => (pendingG.current = false), 1000);
        return;
      } else if (pendingG.current && event.key === 'q') void navigate('/');
      else if (pendingG.current && event.key === 'h') void navigate('/history');
      else if (pendingG.current && event.key === 'w' && hasWriting) void navigate('/writing');
      pendingG.current = false;
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOnline, setOnline, navigate, hasWriting]);

  const active = session.active && pathname !== `/sessions/${session.active.qid}` ? session.active : null;
  const initials = (session.name ?? session.auth?.email ?? '?').slice(0, 1).toUpperCase();

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 248, breakpoint: 'sm' }} padding="md">
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Logo size={30} tone="dark" />
            <Badge variant="outline" color="gray.3" radius="sm" className={classes.product}>
              {t('app.title')}
            </Badge>
          </Group>
          <Group gap="md" wrap="nowrap">
            {/* An admin's console opens no realtime connection: a 'Polling' state would only say something is wrong. */}
            {isAdmin ? null : (
              <Tooltip label={session.isLive ? t('app.liveHint') : t('app.pollingHint')}>
                <Group gap={6} className={classes.live} data-testid="realtime-state">
                  <span className={session.isLive ? classes.dotLive : classes.dotPolling} />
                  <Text size="xs" c="gray.3">
                    {session.isLive ? t('app.live') : t('app.polling')}
                  </Text>
                </Group>
              </Tooltip>
            )}
            {isAdmin ? null : (
              <Tooltip label={isOnline ? t('app.onlineHint') : t('app.offlineHint')}>
                <Box className={isOnline ? classes.onlineBox : classes.offlineBox}>
                  <Switch
                    checked={isOnline}
                    onChange={(e) => setOnline(e.currentTarget.checked)}
                    color="teal"
                    size="sm"
                    label={isOnline ? t('app.online') : t('app.offline')}
                    classNames={{ label: classes.switchLabel }}
                    aria-label={t('app.online')}
                    data-testid="online-switch"
                  />
                </Box>
              </Tooltip>
            )}
            <LanguageMenu />
            <Tooltip label={t('app.help')}>
              <ActionIcon variant="subtle" color="gray.3" onClick={() => setIsHelpOpen(true)} aria-label={t('app.help')}>
                ?
              </ActionIcon>
            </Tooltip>
            <Menu position="bottom-end" width={220}>
              <Menu.Target>
                <Avatar
                  component="button"
                  radius="xl"
                  color="brand"
                  variant="filled"
                  size={32}
                  className={classes.avatar}
                  aria-label={session.name ?? ''}
                >
                  {initials}
                </Avatar>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{session.name ?? session.auth?.email}</Menu.Label>
                <Menu.Item onClick={session.signOut}>{t('app.signOut')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" className={classes.navbar}>
        <Stack gap={4}>
          {isAdmin ? null : (
            <NavLink
              component={Link}
              to="/"
              label={t('nav.queue')}
              active={pathname === '/'}
              rightSection={
                session.queue.length > 0 ? (
                  <Badge size="sm" circle>
                    {session.queue.length}
                  </Badge>
                ) : null
              }
              className={classes.nav}
            />
          )}
          {hasWriting ? (
            <NavLink
              component={Link}
              to="/writing"
              label={t('nav.writing')}
              active={pathname.startsWith('/writing')}
              className={classes.nav}
              data-testid="writing-nav"
            />
          ) : null}
          {isAdmin ? null : (
            <NavLink
              component={Link}
              to="/history"
              label={t('nav.history')}
              active={pathname.startsWith('/history')}
              className={classes.nav}
            />
          )}
          {isAdmin ? (
            <NavLink label={t('nav.admin')} defaultOpened childrenOffset={12} className={classes.nav} data-testid="admin-nav">
              {ADMIN_SCREENS.map((screen) => (
                <NavLink
                  key={screen}
                  component={Link}
                  to={`/admin/${screen}`}
                  label={t(`admin.nav.${screen}`)}
                  active={pathname.startsWith(`/admin/${screen}`) || (screen === 'moderation' && pathname.startsWith('/admin/threads'))}
                  className={classes.nav}
                />
              ))}
            </NavLink>
          ) : null}
        </Stack>
        {active ? (
          <Card withBorder radius="md" padding="sm" mt="md" className={classes.activeCard} data-testid="active-session">
            <Text size="xs" fw={700} tt="uppercase" c="brand.7">
              {t('app.activeSession')}
            </Text>
            <Text size="sm" fw={600} mt={4} lineClamp={1}>
              {catalogSubjectName(i18n.language, { tid: active.tid, title: active.subjectTitle })}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {active.author.name ?? `#${active.qid}`}
            </Text>
            <Button size="compact-xs" mt="xs" fullWidth onClick={() => void navigate(`/sessions/${active.qid}`)}>
              {t('app.openSession')}
            </Button>
          </Card>
        ) : null}
        {isAdmin ? null : (
          <Box data-testid="my-subjects">
            <Divider my="md" />
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
              {t('app.subjects')}
            </Text>
            {session.subjects.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('app.subjectsNone')}
              </Text>
            ) : (
              <Group gap={6}>
                {session.subjects.map((s) => (
                  <Badge key={s} variant="default" radius="sm" size="sm" tt="none" fw={500}>
                    {catalogSubjectName(i18n.language, { title: s })}
                  </Badge>
                ))}
              </Group>
            )}
          </Box>
        )}
        <Box mt="auto">
          <Text size="xs" c="dimmed">
            {t('app.help')}: <kbd>?</kbd>
          </Text>
        </Box>
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
      <ShortcutsDialog isOpen={isHelpOpen} onClose={() => setIsHelpOpen(false)} />
    </AppShell>
  );
}
