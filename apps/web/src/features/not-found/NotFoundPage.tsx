import { InvalidLinkNotice } from '../../components/InvalidLinkNotice';
import { PublicPageFrame } from '../../components/PublicPageFrame';

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** Where 'Back to Home' leads: / for guests, /settings when logged in (spec 000 section 2). */
  homePath: string;
}

/** The invalid-link page (/not-found): 'Sorry! This link is invalid!' with 'Back to Home'. */
export function NotFoundPage({ homePath }: NotFoundPageProps) {
  return (
    <PublicPageFrame>
      <InvalidLinkNotice homePath={homePath} />
    </PublicPageFrame>
  );
}
