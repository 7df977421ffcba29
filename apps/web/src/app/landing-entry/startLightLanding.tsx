import '../i18n/landingLocaleNamespaces';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createI18n } from '../../lib/i18n';
import { emailEntryTarget, presetEntryTarget, type AuthEntry } from '../../lib/navigation/authEntryTargets';
import type { LandingHandoff } from '../boot/bootFullApp';
import { bufferEarlyErrors } from './earlyErrors';
import { LandingShell } from './LandingShell';

/**
 * Draws the landing for a guest with the light entry's code only (React, translations of the landing, Mantine's
 * buttons and menu), then loads the landing's services. The full app (app/boot/bootFullApp) takes over the same root
 * when the visitor picks a way in, when maintenance is on, or after a render error; it is downloaded only then.
 */
export function startLightLanding(root: Root): void {
  const earlyErrors = bufferEarlyErrors();
  let stopServices: (() => void) | null = null;
  let isHandingOver = false;

  const handOver = (handoff?: LandingHandoff) => {
    if (isHandingOver) return;
    isHandingOver = true;
    stopServices?.();
    void import('../boot/bootFullApp').then(({ bootFullApp }) => {
      const booting = bootFullApp(root, handoff);
      // The full app's reporter listens from its first line: what the landing heard before its own reporter goes there.
      earlyErrors.flush();
      return booting;
    });
  };

  const authEntry: AuthEntry = {
    goToEmail: (mode) => handOver({ kind: 'navigate', target: emailEntryTarget(mode) }),
    goToPreset: (mode) => handOver({ kind: 'navigate', target: presetEntryTarget(mode) }),
    startSocial: (mode) => handOver({ kind: 'social', mode }),
  };

  root.render(
    <StrictMode>
      <LandingShell i18n={createI18n()} authEntry={authEntry} onRenderError={() => handOver()} />
    </StrictMode>,
  );

  void import('./landingServices').then(({ startLandingServices }) => {
    if (isHandingOver) return;
    stopServices = startLandingServices({ onMaintenance: () => handOver() });
    earlyErrors.flush();
  });
}
