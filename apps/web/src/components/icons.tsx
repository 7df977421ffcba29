import type { SVGProps } from 'react';

/** Props of the inline icons: size in pixels plus any SVG attribute. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function strokeIcon(paths: React.ReactNode, displayName: string) {
  function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

/** Envelope. */
export const MailIcon = strokeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m4 7 8 6 8-6" />
  </>,
  'MailIcon',
);
/** Key (preset accounts). */
export const KeyIcon = strokeIcon(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 8-8M16 7l2 2M14 9l2 2" />
  </>,
  'KeyIcon',
);
/** Speech bubble (support). */
export const ChatIcon = strokeIcon(<path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.2A8 8 0 1 1 20 12Z" />, 'ChatIcon');
/** Globe (language). */
export const GlobeIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
  'GlobeIcon',
);
/** Left chevron. */
export const ChevronLeftIcon = strokeIcon(<path d="m15 5-7 7 7 7" />, 'ChevronLeftIcon');
/** Right chevron. */
export const ChevronRightIcon = strokeIcon(<path d="m9 5 7 7-7 7" />, 'ChevronRightIcon');
/** Down chevron. */
export const ChevronDownIcon = strokeIcon(<path d="m6 9 6 6 6-6" />, 'ChevronDownIcon');
/** Check mark. */
export const CheckIcon = strokeIcon(<path d="m5 12 5 5L20 7" />, 'CheckIcon');
/** Replay arrow. */
export const ReplayIcon = strokeIcon(
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7" />
    <path d="M3 4v5h5" />
  </>,
  'ReplayIcon',
);
/** Arrow pointing left (back). */
export const ArrowLeftIcon = strokeIcon(<path d="M19 12H5m6-6-6 6 6 6" />, 'ArrowLeftIcon');
/** Camera. */
export const CameraIcon = strokeIcon(
  <>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
  'CameraIcon',
);
/** Bell. */
export const BellIcon = strokeIcon(
  <>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </>,
  'BellIcon',
);
/** Shopping bag (store). */
export const StoreIcon = strokeIcon(
  <>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </>,
  'StoreIcon',
);
/** Payment card (store payment method). */
export const CardIcon = strokeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3 10h18M7 15h4" />
  </>,
  'CardIcon',
);
/** Clock (sessions). */
export const ClockIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
  'ClockIcon',
);
/** Question circle (guide). */
export const HelpIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.5V14M12 17.5v.01" />
  </>,
  'HelpIcon',
);
/** Gear (settings). */
export const SettingsIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </>,
  'SettingsIcon',
);
/** Pencil in a square (feedback). */
export const FeedbackIcon = strokeIcon(
  <>
    <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
    <path d="m13 7 4 4" />
  </>,
  'FeedbackIcon',
);
/** Door with arrow (logout). */
export const LogoutIcon = strokeIcon(
  <>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 17l5-5-5-5M15 12H4" />
  </>,
  'LogoutIcon',
);
/** Sidebar toggle. */
export const SidebarIcon = strokeIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </>,
  'SidebarIcon',
);

/** Filled play triangle. */
export function PlayIcon({ size = 20, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.4-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5Z" fill="currentColor" />
    </svg>
  );
}

/** Filled pause bars. */
export function PauseIcon({ size = 20, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      <rect x="6" y="5" width="4" height="14" rx="1.2" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1.2" fill="currentColor" />
    </svg>
  );
}

/** Filled star; `fill` picks the colour. */
export function StarIcon({ size = 16, fill = '#fc9208', ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8Z" fill={fill} />
    </svg>
  );
}

/** The Google 'G' in its four colours. */
export function GoogleIcon({ size = 20, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" {...rest}>
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5Z"
      />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.7 6c4.4-4.1 6.6-10.1 6.6-17.4Z" />
      <path fill="#FBBC05" d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1Z" />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48Z"
      />
    </svg>
  );
}

/** Flag (report the expert). */
export const FlagIcon = strokeIcon(
  <>
    <path d="M4 22V4" />
    <path d="M4 4h12l-2 4 2 4H4" />
  </>,
  'FlagIcon',
);
/** Paper plane (send). */
export const SendIcon = strokeIcon(
  <>
    <path d="M22 2 11 13" />
    <path d="M22 2 15 22l-4-9-9-4 20-7z" />
  </>,
  'SendIcon',
);
/** Paper clip (attach). */
export const AttachIcon = strokeIcon(
  <path d="m21 12-8.5 8.5a5 5 0 0 1-7-7L14 5a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 8" />,
  'AttachIcon',
);
/** Page with a folded corner (a Writing document). */
export const DocumentIcon = strokeIcon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
  'DocumentIcon',
);
/** Two chain links (a document link). */
export const LinkIcon = strokeIcon(
  <>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </>,
  'LinkIcon',
);
/** Arrow into a tray (download). */
export const DownloadIcon = strokeIcon(
  <>
    <path d="M12 3v12m-5-5 5 5 5-5" />
    <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
  </>,
  'DownloadIcon',
);
/** Triangle with an exclamation mark (a failed match, a warning). */
export const AlertIcon = strokeIcon(
  <>
    <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4.5M12 17v.01" />
  </>,
  'AlertIcon',
);
/** Light bulb (an expert's suggestion). */
export const LightbulbIcon = strokeIcon(
  <>
    <path d="M9 18h6M10 21h4" />
    <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.9V16h5v-.2c0-.8.4-1.5 1-1.9A6 6 0 0 0 12 3Z" />
  </>,
  'LightbulbIcon',
);
/** Two people (a parent's offer). */
export const UsersIcon = strokeIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14.5A6.5 6.5 0 0 1 21.5 20" />
  </>,
  'UsersIcon',
);
/** Person (profile). */
export const UserIcon = strokeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  'UserIcon',
);
/** Shield (privacy). */
export const ShieldIcon = strokeIcon(
  <>
    <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
  'ShieldIcon',
);
/** Padlock (password). */
export const LockIcon = strokeIcon(
  <>
    <rect x="4" y="10" width="16" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </>,
  'LockIcon',
);
/** Bin (delete). */
export const TrashIcon = strokeIcon(
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13M9 7V4h6v3" />
  </>,
  'TrashIcon',
);
/** Receipt with lines (an order number). */
export const ReceiptIcon = strokeIcon(
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
    <path d="M9 8h6M9 12h6" />
  </>,
  'ReceiptIcon',
);
/** Three joined dots (share). */
export const ShareIcon = strokeIcon(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </>,
  'ShareIcon',
);
/** A friendly robot head (the tutorial chat-bot). */
export const BotIcon = strokeIcon(
  <>
    <rect x="4" y="8" width="16" height="12" rx="3" />
    <path d="M12 8V4M9 4h6M9 13h.01M15 13h.01M9.5 17h5" />
  </>,
  'BotIcon',
);
