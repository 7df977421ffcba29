import { RATING_MAX_POINT, RATING_MIN_POINT } from '@photostudy/contracts';
import { useState, type KeyboardEvent } from 'react';
import { StarIcon } from './icons';
import classes from './StarPicker.module.css';

const POINTS = Array.from({ length: RATING_MAX_POINT - RATING_MIN_POINT + 1 }, (_, index) => RATING_MIN_POINT + index);
const FILLED = 'var(--mantine-color-accent-5)';
const EMPTY = 'var(--mantine-color-gray-3)';

/** Props of {@link StarPicker}. */
export interface StarPickerProps {
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (point: number) => void;
  label: string;
  starLabel: (point: number) => string;
}

/**
 * Five stars as a radio group: hover previews, a click or the arrow keys choose (1 to 5; never 0). Shared by the
 * session rating dialog and the public Writing rating page.
 */
export function StarPicker({ value, onChange, label, starLabel }: StarPickerProps) {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  const isTabStop = (point: number) => value === point || (value === 0 && point === RATING_MIN_POINT);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowUp' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const focused = Number((event.target as HTMLElement).dataset.point) || value;
    const next = Math.min(RATING_MAX_POINT, Math.max(RATING_MIN_POINT, focused + step));
    onChange(next);
    const target = event.currentTarget.querySelector<HTMLButtonElement>(`[data-point="${next}"]`);
    target?.focus();
  }

  return (
    <div role="radiogroup" aria-label={label} className={classes.stars} onMouseLeave={() => setHovered(0)} onKeyDown={onKeyDown}>
      {POINTS.map((point) => (
        <button
          key={point}
          type="button"
          role="radio"
          aria-checked={value === point}
          aria-label={starLabel(point)}
          tabIndex={isTabStop(point) ? 0 : -1}
          data-autofocus={isTabStop(point) || undefined}
          data-point={point}
          className={classes.star}
          onMouseEnter={() => setHovered(point)}
          onClick={() => onChange(point)}
        >
          <StarIcon size={40} fill={point <= shown ? FILLED : EMPTY} />
        </button>
      ))}
    </div>
  );
}
