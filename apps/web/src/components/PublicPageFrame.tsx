import { Logo } from '@photostudy/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from './LanguageSwitch';
import classes from './PublicPageFrame.module.css';

/** Props of {@link PublicPageFrame}. */
export interface PublicPageFrameProps {
  children: ReactNode;
}

/** Frame of the stand-alone public pages: logo home link, language switch, centred content. */
export function PublicPageFrame({ children }: PublicPageFrameProps) {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Link to="/" className={classes.homeLink} aria-label="PhotoStudy">
          <Logo size={34} />
        </Link>
        <LanguageSwitch />
      </header>
      <main className={classes.main} id="main">
        {children}
      </main>
    </div>
  );
}
