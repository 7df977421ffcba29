import { LOADER_DURATION_MS } from '@photostudy/contracts';
import { useEffect, useRef, useState } from 'react';

/** Props of {@link Loader}. */
export interface LoaderProps {
  /** Diameter in pixels. */
  size?: number;
  /** Accessible name announced to screen readers. */
  label: string;
}

/** Brand spinner whose one turn lasts the spec's loader duration (700 ms). */
export function Loader({ size = 40, label }: LoaderProps) {
  const stroke = Math.max(3, Math.round(size / 10));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <span role="status" aria-label={label} style={{ display: 'inline-flex', width: size, height: size }}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke="var(--mantine-color-brand-1)" strokeWidth={stroke} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="var(--mantine-color-brand-6)"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${circumference * 0.3} ${circumference}`}
          style={{ transformOrigin: 'center', animation: `ps-loader-spin ${LOADER_DURATION_MS}ms linear infinite` }}
        />
        <style>{'@keyframes ps-loader-spin { to { transform: rotate(360deg); } }'}</style>
      </svg>
    </span>
  );
}

/**
 * Keeps a loader visible for at least `minDurationMs` once shown, so quick answers do not flash it.
 * Returns whether the loader should be on screen now.
 */
export function useLoaderVisibility(isBusy: boolean, minDurationMs: number = LOADER_DURATION_MS): boolean {
  const [isVisible, setIsVisible] = useState(isBusy);
  const shownAtRef = useRef<number | null>(isBusy ? Date.now() : null);

  useEffect(() => {
    if (isBusy) {
      shownAtRef.current ??= Date.now();
      setIsVisible(true);
      return undefined;
    }
    if (shownAtRef.current === null) return undefined;
    const remaining = minDurationMs - (Date.now() - shownAtRef.current);
    const hide = () => {
      shownAtRef.current = null;
      setIsVisible(false);
    };
    if (remaining <= 0) {
      hide();
      return undefined;
    }
    const timer = setTimeout(hide, remaining);
    return () => clearTimeout(timer);
  }, [isBusy, minDurationMs]);

  return isVisible;
}
