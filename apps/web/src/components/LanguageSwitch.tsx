import { lazy, Suspense, useState } from 'react';
import { LanguageTrigger, type LanguageSwitchProps } from './LanguageTrigger';

export type { LanguageSwitchProps } from './LanguageTrigger';

const loadLanguageMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() => loadLanguageMenu().then((module) => ({ default: module.LanguageMenu })));

/**
 * Menu to switch between English and Spanish; the choice is remembered. The button draws at once; the menu (Mantine's
 * Menu and its positioning library, a fifth of the landing's first load) is fetched when the button is pointed at,
 * focused or pressed, and then opens in its place.
 */
export function LanguageSwitch(props: LanguageSwitchProps) {
  const [isMenuWanted, setIsMenuWanted] = useState(false);
  if (!isMenuWanted) {
    return (
      <LanguageTrigger
        {...props}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={() => void loadLanguageMenu()}
        onFocus={() => void loadLanguageMenu()}
        onClick={() => setIsMenuWanted(true)}
      />
    );
  }
  return (
    <Suspense fallback={<LanguageTrigger {...props} aria-haspopup="menu" aria-expanded={false} />}>
      <LanguageMenu {...props} defaultOpened />
    </Suspense>
  );
}
