import { useEffect, useState } from 'react';
import { toLandingFigures, type LandingFigures } from './homeConfig';

// The API client and the contract's schema (zod) arrive after the landing has drawn: the figures wait for the network anyway.
const loadHomeConfigApi = () => import('../../lib/api/homeConfigApi');

/**
 * The landing's figures from `GET /api/home-config` (open to guests), loaded once per visit of the page; the app's own
 * values stand in while it loads and when it fails, so the page never waits for it or breaks on it.
 */
export function useLandingFigures(): LandingFigures {
  const [figures, setFigures] = useState<LandingFigures>(() => toLandingFigures(null));
  useEffect(() => {
    const controller = new AbortController();
    loadHomeConfigApi()
      .then(({ getHomeConfig }) => getHomeConfig(controller.signal))
      .then(
        (config) => setFigures(toLandingFigures(config)),
        // The fallback already shows; a landing page has nothing better to say about a failed config.
        () => undefined,
      );
    return () => controller.abort();
  }, []);
  return figures;
}
