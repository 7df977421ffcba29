import type { ReactNode } from 'react';
import { ChatIcon, CheckIcon, ClockIcon, HelpIcon } from '../../components/icons';

const ICON_SIZE_PX = 28;

/** The picture of a mindset card when the catalogue has no image (by the mindset's type). */
export function mindsetIcon(type: string): ReactNode {
  switch (type) {
    case 'check':
      return <CheckIcon size={ICON_SIZE_PX} />;
    case 'stuck':
      return <HelpIcon size={ICON_SIZE_PX} />;
    case 'test_prep':
      return <ClockIcon size={ICON_SIZE_PX} />;
    default:
      return <ChatIcon size={ICON_SIZE_PX} />;
  }
}
