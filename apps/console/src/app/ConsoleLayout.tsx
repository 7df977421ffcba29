import { AppShell, Badge, Box, Button, Card, Divider, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { catalogSubjectName } from '@photostudy/contracts';
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
import { ConsoleHeader } from './ConsoleHeader';
import classes from './ConsoleLayout.module.css';
import { usePhoneLayout } from './usePhoneLayout';
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

/** The id of the navigation, which the phone layout's burger names as what it opens. */
const NAV_ID = 'console-navigation';

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
  const isPhone = usePhoneLayout();
  const [isNavOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  // On a phone the navigation covers the page: going somewhere closes it.
  useEffect(() => closeNav(), [pathname, closeNav]);
  // Writers (experts with the Writing subject) also get the Writing queue; the server refuses everyone else.
  const hasWriting = !isAdmin && isWriter(session.subjects);
  // Admins have no queue; for experts the count follows the queue (polled, and at once on realtime offers or digests).
  useWaitingTitle(isAdmin ? null : session.waitingCount);
  // Browsers start sound only after a gesture: after a reload, the first click or key anywhere unlocks the offer beep.
  useEffect(() => (isAdmin ? undefined : unlockAudioOnGesture()), [isAdmin]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') closeNav();
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
  }, [isOnline, setOnline, navigate, hasWriting, closeNav]);

  const active = session.active && pathname !== `/sessions/${session.active.qid}` ? session.active : null;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding={isPhone ? 'xs' : 'md'}
    >
      <ConsoleHeader isPhone={isPhone} isNavOpen={isNavOpen} onToggleNav={toggleNav} onHelp={() => setIsHelpOpen(true)} navId={NAV_ID} />
      {/*
        Closed on a phone it is moved off the page; hidden too, so that Tab and screen readers skip its links. The
        visibility rides Mantine's slide: it turns visible at once on opening and hidden only once the slide-out ends.
      */}
      <AppShell.Navbar
        p="sm"
        className={classes.navbar}
        id={NAV_ID}
        aria-label={t('app.navigation')}
        style={
          isPhone ? { transitionProperty: 'transform, top, height, visibility', visibility: isNavOpen ? 'visible' : 'hidden' } : undefined
        }
      >
        <Stack gap={4}>
          {isAdmin ? null : (
            <NavLink
              component={Link}
              to="/"
              label={t('nav.queue')}
              active={pathname === '/'}
              rightSection={
                session.waitingCount > 0 ? (
                  <Badge size="sm" circle>
                    {session.waitingCount}
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
          {isPhone ? (
            // The header has no room for these on a phone.
            <Group justify="space-between" wrap="nowrap" data-testid="nav-phone-tools">
              <LanguageMenu />
              <Button variant="subtle" size="compact-sm" onClick={() => setIsHelpOpen(true)}>
                {t('app.help')}
              </Button>
            </Group>
          ) : (
            <Text size="xs" c="dimmed">
              {t('app.help')}: <kbd>?</kbd>
            </Text>
          )}
        </Box>
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
      <ShortcutsDialog isOpen={isHelpOpen} onClose={() => setIsHelpOpen(false)} />
    </AppShell>
  );
}
