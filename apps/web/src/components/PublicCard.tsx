import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PublicCard.module.css';

/** Props of {@link PublicCard}. */
export interface PublicCardProps {
  icon: ReactNode;
  /** The id of the card's title, which names the card. */
  labelledBy: string;
  /** The end states centre their content. */
  isCentered?: boolean;
  children?: ReactNode;
}

/** The card of a linked public page (rating, parents' offer): the icon on top, then the content. */
export function PublicCard({ icon, labelledBy, isCentered = false, children }: PublicCardProps) {
  return (
    <div className={classes.wrap}>
      <section className={`${classes.card} ${isCentered ? classes.center : ''}`} aria-labelledby={labelledBy}>
        <Stack gap="md" align={isCentered ? 'center' : 'stretch'}>
          <span className={classes.icon}>{icon}</span>
          {children}
        </Stack>
      </section>
    </div>
  );
}
