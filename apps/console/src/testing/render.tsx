import { UiProvider } from '@photostudy/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../lib/i18n';

/** Renders a console component with the theme and the English catalogue. */
export function renderConsole(ui: ReactElement, language: 'en' | 'es' = 'en'): RenderResult {
  const i18n = createI18n(language);
  return render(
    <UiProvider>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </UiProvider>,
  );
}
