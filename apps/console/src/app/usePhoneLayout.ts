import { useMediaQuery } from '@mantine/hooks';

/**
 * Screens narrower than Mantine's `sm` breakpoint (48em, 768 px), where the console's navigation collapses behind a
 * burger and the header keeps only what an expert needs at a glance (realtime, online, account).
 */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** True below the `sm` breakpoint: the navigation is a menu opened from the header. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
