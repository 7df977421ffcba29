import type { Database } from '@photostudy/db';
import { readSetting, writeSetting } from './system.repository';

const MAINTENANCE_KEY = 'maintenance';
// Several nodes share the switch through the database; a short cache keeps it off the hot path.
const CACHE_TTL_MS = 1_000;

/** The maintenance switch of spec 000 section 4, shared by every node through the database. */
export class MaintenanceService {
  private cached: { value: boolean; at: number } | null = null;

  constructor(private readonly db: Database) {}

  /** Whether maintenance is on (cached for a second). */
  async isOn(): Promise<boolean> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < CACHE_TTL_MS) return this.cached.value;
    const value = (await readSetting(this.db, MAINTENANCE_KEY)) === true;
    this.cached = { value, at: now };
    return value;
  }

  /** Turns maintenance on or off. */
  async set(enabled: boolean): Promise<void> {
    await writeSetting(this.db, MAINTENANCE_KEY, enabled);
    this.cached = { value: enabled, at: Date.now() };
  }
}
