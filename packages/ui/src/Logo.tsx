import { useId } from 'react';

/** Props of {@link Logo}. */
export interface LogoProps {
  /** Height of the mark in pixels; the wordmark scales with it. */
  size?: number;
  /** 'dark' draws the wordmark in white for dark backgrounds. */
  tone?: 'light' | 'dark';
  /** Hide the wordmark to show the square mark only. */
  isMarkOnly?: boolean;
}

/** The PhotoStudy logo: a viewfinder around a lens (snap your problem) and the wordmark. */
export function Logo({ size = 36, tone = 'light', isMarkOnly = false }: LogoProps) {
  const gradientId = useId();
  return (
    <span role="img" aria-label="PhotoStudy" style={{ display: 'inline-flex', alignItems: 'center', gap: size * 0.28, lineHeight: 1 }}>
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
            <stop offset="0" stopColor="#7a67f4" />
            <stop offset="1" stopColor="#3426aa" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
        <g fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
          <path d="M9 15v-3.5A2.5 2.5 0 0 1 11.5 9H15" />
          <path d="M25 9h3.5A2.5 2.5 0 0 1 31 11.5V15" />
          <path d="M31 25v3.5a2.5 2.5 0 0 1-2.5 2.5H25" />
          <path d="M15 31h-3.5A2.5 2.5 0 0 1 9 28.5V25" />
        </g>
        <circle cx="20" cy="20" r="6.5" fill="#fff" />
        <circle cx="20" cy="20" r="3.2" fill="#fc9208" />
      </svg>
      {isMarkOnly ? null : (
        <span
          aria-hidden="true"
          style={{
            fontWeight: 800,
            fontSize: size * 0.62,
            letterSpacing: '-0.02em',
            color: tone === 'dark' ? '#fff' : '#14123a',
          }}
        >
          Photo<span style={{ color: tone === 'dark' ? '#bcb3fb' : 'var(--mantine-color-brand-6)' }}>Study</span>
        </span>
      )}
    </span>
  );
}
