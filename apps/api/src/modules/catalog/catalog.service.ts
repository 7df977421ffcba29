import { type miscSettingSchema, WRITING_SUBJECT } from '@photostudy/contracts';
import type { Database, DbExecutor } from '@photostudy/db';
import type { z } from 'zod';
import { SharedRead } from '../../core/shared-read';
import { findRatingReason, listMindsets, listRatingReasons, listSubjects, type MindsetRow, type SubjectRow } from './catalog.repository';

/** Wire shape of the misc settings. */
export type MiscSettingWire = z.infer<typeof miscSettingSchema>;

/**
 * How long this node keeps the subjects and mindsets it read. The product never writes them (the seed does), so this is
 * only how soon an edit made in the database by hand shows.
 */
const CATALOG_REFRESH_MS = 60_000;

/** The subjects and mindsets in display order, with each by id. */
interface Catalog {
  subjects: readonly SubjectRow[];
  mindsets: readonly MindsetRow[];
  subjectById: ReadonlyMap<number, SubjectRow>;
  mindsetById: ReadonlyMap<number, MindsetRow>;
}

/** Reads the catalogue; its rows are frozen, as every request of the minute shares them. */
async function readCatalog(db: Database): Promise<Catalog> {
  const [subjects, mindsets] = await Promise.all([
    listSubjects(db).then((rows) => rows.map((row) => Object.freeze(row))),
    listMindsets(db).then((rows) => rows.map((row) => Object.freeze(row))),
  ]);
  return {
    subjects,
    mindsets,
    subjectById: new Map(subjects.map((s) => [s.id, s])),
    mindsetById: new Map(mindsets.map((m) => [m.id, m])),
  };
}

/**
 * The question engine's reference data: subjects, mindsets and low-star rating reasons. The subjects and mindsets are
 * read once a minute, not per request (issue 19: every ask and every ask form read them, a statement each time).
 */
export class CatalogService {
  private readonly catalog: SharedRead<Catalog>;

  constructor(private readonly db: Database) {
    this.catalog = new SharedRead(() => readCatalog(db), CATALOG_REFRESH_MS);
  }

  /** Subjects in display order. */
  async subjects(): Promise<readonly SubjectRow[]> {
    return (await this.catalog.get()).subjects;
  }

  /** Mindsets in display order. */
  async mindsets(): Promise<readonly MindsetRow[]> {
    return (await this.catalog.get()).mindsets;
  }

  /** Some subjects (id and title) in display order; the Writing subject last when asked for. */
  async subjectsByIds(ids: readonly number[]): Promise<{ tid: number; title: string }[]> {
    const rows = (await this.subjects()).filter((s) => ids.includes(s.id)).map((s) => ({ tid: s.id, title: s.title }));
    return ids.includes(WRITING_SUBJECT.tid) ? [...rows, { tid: WRITING_SUBJECT.tid, title: WRITING_SUBJECT.title }] : rows;
  }

  /**
   * Every subject an expert may cover: the ask form's STEM/Business subjects and the Writing subject, which is
   * reference data of its own (a writer's queue is Writing problems, never questions).
   */
  async expertSubjects(): Promise<{ id: number; title: string }[]> {
    return [...(await this.subjects()), { id: WRITING_SUBJECT.tid, title: WRITING_SUBJECT.title }];
  }

  /** A subject and a mindset (the ask's), each null when unknown. */
  async subjectAndMindset(subjectId: number, mindsetId: number): Promise<{ subject: SubjectRow | null; mindset: MindsetRow | null }> {
    const { subjectById, mindsetById } = await this.catalog.get();
    return { subject: subjectById.get(subjectId) ?? null, mindset: mindsetById.get(mindsetId) ?? null };
  }

  /** One low-star rating reason, or null. */
  ratingReason(id: number, db: DbExecutor = this.db) {
    return findRatingReason(db, id);
  }

  /** `GET /api/misc/setting`: the low-star rating reasons. */
  async miscSetting(): Promise<MiscSettingWire> {
    const reasons = await listRatingReasons(this.db);
    return { low_star_rating_reasons: reasons.map((r) => ({ id: r.id, type: r.type, text: r.text })) };
  }
}
