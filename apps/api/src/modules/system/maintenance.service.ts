import type { Database, DbExecutor } from '@photostudy/db';
import { readSetting, writeSetting } from './system.repository';

const MAINTENANCE_KEY = 'maintenance';
// Several nodes share the switch through the database; a short cache keeps it off the hot path.
const CACHE_TTL_MS = 1_000;

/** Where the switch is kept (the system settings table; a test may hand in its own). */
export interface SettingStore {
  read(db: DbExecutor, key: string): Promise<unknown>;
  write(db: DbExecutor, key: string, value: unknown): Promise<void>;
}

/** The maintenance switch of spec 000 section 4, shared by every node through the database. */
export class MaintenanceService {
  private cached: { value: boolean; at: number } | null = null;
  /** The read under way: every request that finds the cache stale meanwhile waits for it instead of reading too. */
  private reading: Promise<boolean> | null = null;
  /** Bumped by `set`, so that a read begun before a switch does not put the old value back in the cache. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly settings: SettingStore = { read: readSetting, write: writeSetting },
  ) {}

  /**
   * Whether maintenance is on (cached for a second). One read at a time (issue 19): the guard asks on every API
   * request, and under load a read takes long enough that hundreds of requests found the cache stale together and each
   * read the setting, about 2,900 reads in ten seconds of chat at 1,000 sessions, each taking a pool connection.
   */
  isOn(): Promise<boolean> {
    if (this.cached && Date.now() - this.cached.at < CACHE_TTL_MS) return Promise.resolve(this.cached.value);
    if (this.reading) return this.reading;
    const reading: Promise<boolean> = this.read().finally(() => {
      // Only its own: a switch may have dropped this read and a newer one may be under way.
      if (this.reading === reading) this.reading = null;
    });
    this.reading = reading;
    return reading;
  }

  /** Turns maintenance on or off. */
  async set(enabled: boolean): Promise<void> {
    await this.settings.write(this.db, MAINTENANCE_KEY, enabled);
    this.generation++;
    this.reading = null;
    this.cached = { value: enabled, at: Date.now() };
  }

  private async read(): Promise<boolean> {
    const generation = this.generation;
    const value = (await this.settings.read(this.db, MAINTENANCE_KEY)) === true;
    if (generation === this.generation) this.cached = { value, at: Date.now() };
    return value;
  }
}
