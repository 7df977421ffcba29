import type { LandingSubject } from './landingSubjects';

/** Tile colours per subject: ink and tint. */
const SUBJECT_COLORS: Record<LandingSubject, { ink: string; tint: string }> = {
  Algebra: { ink: '#5b45f1', tint: '#efecfe' },
  Geometry: { ink: '#0ca678', tint: '#e3faf1' },
  Trigonometry: { ink: '#f76707', tint: '#fff1e3' },
  Calculus: { ink: '#1c7ed6', tint: '#e5f2fd' },
  Chemistry: { ink: '#d6336c', tint: '#fdebf2' },
  Physics: { ink: '#1098ad', tint: '#e1f7fa' },
};

function Glyph({ subject }: { subject: LandingSubject }) {
  switch (subject) {
    case 'Algebra':
      return (
        <>
          <path d="M9 15l10 14M19 15L9 29" />
          <path d="M23 14.5c.6-1.6 3.6-1.8 3.9 0 .3 1.6-2.3 2.9-4 5h4.4" strokeWidth={2} />
          <path d="M29 22h8M29 27h8" />
        </>
      );
    case 'Geometry':
      return (
        <>
          <path d="M9 31 20 11l11 20H9Z" />
          <circle cx="28" cy="17" r="6" />
          <path d="M14 31v-4h4" strokeWidth={2} />
        </>
      );
    case 'Trigonometry':
      return (
        <>
          <path d="M6 21h30" strokeWidth={1.8} opacity={0.45} />
          <path d="M6 21c3-10 7-10 10 0s7 10 10 0 7-10 10 0" />
          <path d="M10 31h12l-12-8" strokeWidth={2} />
          <path d="M14 31a4 4 0 0 0-1.6-3.2" strokeWidth={1.8} />
        </>
      );
    case 'Calculus':
      return (
        <>
          <path d="M8 8v24h26" strokeWidth={1.8} opacity={0.45} />
          <path d="M16 30V21c2-4 5-7 8-8v17H16Z" fill="currentColor" opacity={0.18} stroke="none" />
          <path d="M10 30c6-2 10-16 24-20" />
          <path d="M16 30V21M24 30V13" strokeWidth={1.8} strokeDasharray="2 3" />
        </>
      );
    case 'Chemistry':
      return (
        <>
          <path d="M16 8h10M18 8v9l-8 12a2 2 0 0 0 1.7 3h18.6a2 2 0 0 0 1.7-3l-8-12V8" />
          <path d="M13.5 24h15" strokeWidth={2} />
          <circle cx="19" cy="28" r="1.4" fill="currentColor" stroke="none" />
          <circle cx="24" cy="27" r="1" fill="currentColor" stroke="none" />
        </>
      );
    case 'Physics':
      return (
        <>
          <circle cx="21" cy="20" r="2.4" fill="currentColor" stroke="none" />
          <ellipse cx="21" cy="20" rx="13" ry="5" />
          <ellipse cx="21" cy="20" rx="13" ry="5" transform="rotate(60 21 20)" />
          <ellipse cx="21" cy="20" rx="13" ry="5" transform="rotate(120 21 20)" />
        </>
      );
  }
}

/** Small drawn icon of a landing subject tile, in the subject's colour. */
export function SubjectIcon({ subject, size = 56 }: { subject: LandingSubject; size?: number }) {
  const { ink, tint } = SUBJECT_COLORS[subject];
  return (
    <svg width={size} height={size} viewBox="0 0 42 40" aria-hidden="true" focusable="false" style={{ color: ink, flex: '0 0 auto' }}>
      <rect x="0" y="-1" width="42" height="42" rx="12" fill={tint} />
      <g fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round">
        <Glyph subject={subject} />
      </g>
    </svg>
  );
}
