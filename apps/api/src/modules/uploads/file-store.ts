import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Where uploaded bytes live: a local folder by default, S3-compatible storage when configured (brief section 8). */
export interface FileStore {
  /** Stores bytes under a key (replacing any). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes of a key, or null when absent. */
  get(key: string): Promise<Buffer | null>;
  /** Removes a key; absent keys are fine. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Files in a folder (`DATA_DIR/files` by default). Keys are checked so that none escapes the folder. */
export class LocalFileStore implements FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid file key "${key}"`);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`invalid file key "${key}"`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data, { mode: 0o600 });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** Keeps files in memory; for tests. */
export class MemoryFileStore implements FileStore {
  readonly files = new Map<string, { data: Buffer; contentType: string }>();

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    this.files.set(key, { data, contentType });
  }

  async get(key: string): Promise<Buffer | null> {
    return this.files.get(key)?.data ?? null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}
