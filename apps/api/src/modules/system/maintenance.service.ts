import type { Database, DbExecutor } from '@photostudy/db';
import { SharedRead } from '../../core/shared-read';
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
  /**
   * Cached for a second, one read at a time (issue 19): the guard asks on every API request, and under load a read took
   * long enough that hundreds of requests found the cache stale together and each read the setting, about 2,900 reads
   * in ten seconds of chat at 1,000 sessions, each taking a pool connection.
   */
  private readonly switch: SharedRead<boolean>;

  constructor(
    private readonly db: Database,
    private readonly settings: SettingStore = { read: readSetting, write: writeSetting },
  ) {
    this.switch = new SharedRead(async () => (await settings.read(db, MAINTENANCE_KEY)) === true, CACHE_TTL_MS);
  }

  /** Whether maintenance is on. */
  isOn(): Promise<boolean> {
    return this.switch.get();
  }

  /** Turns maintenance on or off (a read begun before the switch does not put the old value back). */
  async set(enabled: boolean): Promise<void> {
    await this.settings.write(this.db, MAINTENANCE_KEY, enabled);
    this.switch.put(enabled);
  }
}
