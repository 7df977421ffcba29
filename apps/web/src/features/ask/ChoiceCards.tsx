import type { ReactNode } from 'react';
import classes from './AskForm.module.css';

/** One selectable card. */
interface ChoiceCard {
  id: number;
  title: string;
  imageUrl?: string | null;
  /** Shown instead of the image when there is none. */
  fallback?: ReactNode;
}

/** Props of {@link ChoiceCards}. */
export interface ChoiceCardsProps {
  label: string;
  cards: ChoiceCard[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** 'compact' for subjects (title only), 'tall' for mindsets (image above the title). */
  variant: 'compact' | 'tall';
}

/** A radio group drawn as cards (subjects and mindsets of the ask form). */
export function ChoiceCards({ label, cards, selectedId, onSelect, variant }: ChoiceCardsProps) {
  const labelId = `choice-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div>
      <div id={labelId} className={classes.groupLabel}>
        {label}
      </div>
      <div role="radiogroup" aria-labelledby={labelId} className={variant === 'tall' ? classes.mindsetGrid : classes.subjectGrid}>
        {cards.map((card) => {
          const isSelected = card.id === selectedId;
          return (
            <button
              key={card.id}
              type="button"
              role="radio"
              aria-checked={isSelected}
              className={`${classes.choice} ${variant === 'tall' ? classes.choiceTall : ''}`}
              data-selected={isSelected || undefined}
              onClick={() => onSelect(card.id)}
            >
              {variant === 'tall' ? (
                <span className={classes.choiceImage} aria-hidden>
                  {card.imageUrl ? <img src={card.imageUrl} alt="" /> : card.fallback}
                </span>
              ) : null}
              <span className={classes.choiceTitle}>{card.title}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
