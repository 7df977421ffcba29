import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  children: ReactNode;
}

/** Mantine with the shared theme plus the toast outlet; wrap each app once at its root. */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" limit={3} zIndex={4000} />
      {children}
    </MantineProvider>
  );
}
