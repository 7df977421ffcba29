import { MantineProvider } from '@mantine/core';
import { theme } from '@photostudy/ui';
import type { i18n as I18n } from 'i18next';
import { Component, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LandingPage } from '../../features/landing/LandingPage';
import { ScreenSupportNotice } from '../../features/screen-support/ScreenSupportNotice';
import { useIsSmallScreen } from '../../features/screen-support/useIsSmallScreen';
import type { AuthEntry } from '../../lib/navigation/authEntryTargets';

/** Props of {@link LandingShell}. */
export interface LandingShellProps {
  i18n: I18n;
  authEntry: AuthEntry;
  /** A render error: the full app takes over (its error boundary reports and shows the friendly screen). */
  onRenderError: () => void;
}

interface HandOverOnErrorProps {
  onError: () => void;
  children: ReactNode;
}

/** Draws nothing after a render error and hands over, instead of the app's error boundary (which needs the API client). */
class HandOverOnError extends Component<HandOverOnErrorProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

/** The landing, or the small-screen notice below the tablet breakpoint, as the app's route for `/` draws them. */
function LandingScreen({ authEntry }: { authEntry: AuthEntry }) {
  return useIsSmallScreen() ? <ScreenSupportNotice /> : <LandingPage authEntry={authEntry} />;
}

/**
 * The light landing entry's providers: translations and Mantine with the shared theme, as the app's providers give
 * them, without Redux, the router or the toast outlet (the landing uses none of them).
 */
export function LandingShell({ i18n, authEntry, onRenderError }: LandingShellProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <HandOverOnError onError={onRenderError}>
          <LandingScreen authEntry={authEntry} />
        </HandOverOnError>
      </MantineProvider>
    </I18nextProvider>
  );
}
