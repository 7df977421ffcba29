import { ActionIcon, AppShell, Avatar, Badge, Box, Burger, Group, Menu, Switch, Text, Tooltip } from '@mantine/core';
import { Logo } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../components/LanguageMenu';
import { useConsoleSession } from '../lib/session';
import classes from './ConsoleLayout.module.css';

interface ConsoleHeaderProps {
  /** Below the `sm` breakpoint: a burger opens the navigation, which also holds the language and help there. */
  isPhone: boolean;
  isNavOpen: boolean;
  onToggleNav: () => void;
  onHelp: () => void;
  /** The id of the navigation the burger opens and closes. */
  navId: string;
}

/** The console's header: realtime state and the online switch (experts), language, help and the account menu. */
export function ConsoleHeader({ isPhone, isNavOpen, onToggleNav, onHelp, navId }: ConsoleHeaderProps) {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const { isOnline, setOnline } = session;
  const isAdmin = session.role === 'admin';
  const initials = (session.name ?? session.auth?.email ?? '?').slice(0, 1).toUpperCase();

  return (
    <AppShell.Header className={classes.header}>
      <Group h="100%" px={isPhone ? 'xs' : 'md'} justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          {isPhone ? (
            <Burger
              opened={isNavOpen}
              onClick={onToggleNav}
              size="sm"
              color="white"
              aria-label={isNavOpen ? t('app.closeMenu') : t('app.openMenu')}
              aria-expanded={isNavOpen}
              aria-controls={navId}
              data-testid="nav-burger"
            />
          ) : null}
          <Logo size={isPhone ? 28 : 30} tone="dark" isMarkOnly={isPhone} />
          {isPhone ? null : (
            <Badge variant="outline" color="gray.3" radius="sm" className={classes.product}>
              {t('app.title')}
            </Badge>
          )}
        </Group>
        <Group gap={isPhone ? 'xs' : 'md'} wrap="nowrap">
          {/* An admin's console opens no realtime connection: a 'Polling' state would only say something is wrong. */}
          {isAdmin ? null : (
            <Tooltip label={session.isLive ? t('app.liveHint') : t('app.pollingHint')}>
              <Group gap={6} className={classes.live} data-testid="realtime-state">
                <span className={session.isLive ? classes.dotLive : classes.dotPolling} />
                {/* On a phone the dot alone says it; the words stay for screen readers. */}
                <Text size="xs" c="gray.3" className={isPhone ? classes.visuallyHidden : undefined}>
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
          {isPhone ? null : <LanguageMenu />}
          {isPhone ? null : (
            <Tooltip label={t('app.help')}>
              <ActionIcon variant="subtle" color="gray.3" onClick={onHelp} aria-label={t('app.help')}>
                ?
              </ActionIcon>
            </Tooltip>
          )}
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
  );
}
