import { UiProvider } from '@photostudy/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../lib/i18n';
import { ConsoleSessionProvider, type ConsoleSession } from '../lib/session';

/** What a test may add around the component. */
export interface RenderOptions {
  /**
   * Wraps the component in the console session with these values (the signed-in expert, realtime state, subjects).
   * Nothing is stored, so the session itself reads and polls nothing.
   */
  session?: Partial<ConsoleSession>;
}

/** Renders a console component with the theme and the English catalogue (or Spanish), optionally inside a session. */
export function renderConsole(ui: ReactElement, language: 'en' | 'es' = 'en', options: RenderOptions = {}): RenderResult {
  const i18n = createI18n(language);
  const content = options.session ? <ConsoleSessionProvider initialValue={options.session}>{ui}</ConsoleSessionProvider> : ui;
  return render(
    <UiProvider>
      <I18nextProvider i18n={i18n}>{content}</I18nextProvider>
    </UiProvider>,
  );
}
