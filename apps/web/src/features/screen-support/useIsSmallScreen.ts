import { useMediaQuery } from '@mantine/hooks';
import { TABLET_BREAKPOINT_PX } from '@photostudy/contracts';

/** Media query matching screens narrower than the tablet breakpoint. */
export const SMALL_SCREEN_QUERY = `(max-width: ${TABLET_BREAKPOINT_PX - 0.02}px)`;

/** True below the tablet breakpoint, where the small-screen notice replaces the app (spec 001 section 2). */
export function useIsSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
