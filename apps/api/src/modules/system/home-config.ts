import { type homeConfigSchema, LANDING_SUBJECT_TILES } from '@photostudy/contracts';
import type { z } from 'zod';
import type { CatalogService } from '../catalog/catalog.service';

/** Wire home configuration. */
export type HomeConfigWire = z.infer<typeof homeConfigSchema>;

/** The store pages of the mobile apps (the addresses the web app linked to before the server named them). */
export const APP_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=app.photostudy.student',
  ios: 'https://apps.apple.com/app/photostudy-homework-help/id6450000000',
} as const;

/** The landing page's claims (spec 000 section 1: over 3 million sessions, 20,000 tutors, a 4.4 app store rating). */
export const HOME_STATS = { sessions: 3_000_000, tutors: 20_000, app_rating: 4.4 } as const;

/**
 * The 'How it works' demo: none to stream. The landing page plays an in-page animated walkthrough instead
 * (docs/ARCHITECTURE.md), so the address is null until operators host a video.
 */
export const DEMO_VIDEO_URL: string | null = null;

/** `GET /api/home-config`: the landing page's subject tiles from the catalog (in the spec's order), demo, app links, claims. */
export async function homeConfig(catalog: CatalogService): Promise<HomeConfigWire> {
  const byTitle = new Map((await catalog.subjects()).map((s) => [s.title, s]));
  const subjects = LANDING_SUBJECT_TILES.flatMap((title) => {
    const row = byTitle.get(title);
    return row ? [{ tid: row.id, title: row.title, image_url: row.imageUrl }] : [];
  });
  return { subjects, demo_video_url: DEMO_VIDEO_URL, app_links: { ...APP_LINKS }, stats: { ...HOME_STATS } };
}
