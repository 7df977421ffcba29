import { type miscSettingSchema, WRITING_SUBJECT } from '@photostudy/contracts';
import type { Database, DbExecutor } from '@photostudy/db';
import type { z } from 'zod';
import {
  findRatingReason,
  findSubject,
  findSubjectAndMindset,
  listMindsets,
  listRatingReasons,
  listSubjects,
  listSubjectsByIds,
} from './catalog.repository';

/** Wire shape of the misc settings. */
export type MiscSettingWire = z.infer<typeof miscSettingSchema>;

/** The question engine's reference data: subjects, mindsets and low-star rating reasons. */
export class CatalogService {
  constructor(private readonly db: Database) {}

  /** Subjects in display order. */
  subjects() {
    return listSubjects(this.db);
  }

  /** Mindsets in display order. */
  mindsets() {
    return listMindsets(this.db);
  }

  /** One subject, or null. */
  subject(id: number, db: DbExecutor = this.db) {
    return findSubject(db, id);
  }

  /** Some subjects (id and title) in display order; the Writing subject last when asked for. */
  async subjectsByIds(ids: readonly number[]): Promise<{ tid: number; title: string }[]> {
    const rows = await listSubjectsByIds(this.db, ids);
    return ids.includes(WRITING_SUBJECT.tid) ? [...rows, { tid: WRITING_SUBJECT.tid, title: WRITING_SUBJECT.title }] : rows;
  }

  /**
   * Every subject an expert may cover: the ask form's STEM/Business subjects and the Writing subject, which is
   * reference data of its own (a writer's queue is Writing problems, never questions).
   */
  async expertSubjects(): Promise<{ id: number; title: string }[]> {
    return [...(await listSubjects(this.db)), { id: WRITING_SUBJECT.tid, title: WRITING_SUBJECT.title }];
  }

  /** A subject and a mindset read together (the ask's), each null when unknown. */
  subjectAndMindset(subjectId: number, mindsetId: number) {
    return findSubjectAndMindset(this.db, subjectId, mindsetId);
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
