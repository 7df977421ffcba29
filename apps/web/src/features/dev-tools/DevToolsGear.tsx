import { ActionIcon } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SettingsIcon } from '../../components/icons';
import { readDevToolsConfig, resolveDevToolsEnabled, writeDevToolsConfig, type DevToolsConfig } from './devToolsConfig';

// The panel (form, drawer, sign-in) is downloaded only when a tester opens it; the gear itself is a button.
const DevToolsPanel = lazy(() => import('./DevToolsPanel').then((module) => ({ default: module.DevToolsPanel })));

/**
 * The developer tools gear (spec 001), fixed at the top left of every page, public or signed in. It shows when the
 * address has `dev-tools=true` or it was turned on before (stored), and `dev-tools=false` hides and turns it off.
 */
export function DevToolsGear() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [config, setConfig] = useState(readDevToolsConfig);
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  const updateConfig = (next: DevToolsConfig) => {
    writeDevToolsConfig(next);
    setConfig(next);
    if (!next.enabled) setIsOpen(false);
  };

  // The query switches it on or off for good, on whichever page the address names it; the stored config is the truth.
  useEffect(() => {
    const stored = readDevToolsConfig();
    const enabled = resolveDevToolsEnabled(search, stored.enabled);
    if (enabled === stored.enabled) return;
    const next = { ...stored, enabled };
    writeDevToolsConfig(next);
    setConfig(next);
    if (!enabled) setIsOpen(false);
  }, [search]);

  if (!config.enabled) return null;
  return (
    <>
      <ActionIcon
        variant="filled"
        color="dark"
        size={28}
        radius="xl"
        aria-label={t('devTools.gear')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        // Above the layouts' sticky headers (z-index 100), below Mantine's drawer and modals (200), so the open panel
        // covers it; small, so it covers none of the headers' controls.
        style={{ position: 'fixed', top: 4, left: 4, zIndex: 150 }}
      >
        <SettingsIcon size={16} />
      </ActionIcon>
      {hasOpened ? (
        <Suspense fallback={null}>
          <DevToolsPanel isOpen={isOpen} onClose={() => setIsOpen(false)} config={config} onConfigChange={updateConfig} />
        </Suspense>
      ) : null}
    </>
  );
}
