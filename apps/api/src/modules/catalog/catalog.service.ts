import { type askConfigSchema, FEATURES, FILE_SIZE_LIMIT_BYTES, IMAGE_MIN_DIMENSION_PX, LANGUAGES, type miscSettingSchema } from '@photostudy/contracts';
import type { Database } from '@photostudy/db';
import type { z } from 'zod';
import { appError } from '../../errors/app-error';
import { ledger } from '../ledger/ledger.service';
import { findAccountBasics, findOpenQuestions } from '../questions/question.repository';
import { listMindsets, listRatingReasons, listSubjects } from './catalog.repository';

/** Wire shape of the ask configuration. */
export type AskConfigWire = z.infer<typeof askConfigSchema>;
/** Wire shape of the misc settings. */
export type MiscSettingWire = z.infer<typeof miscSettingSchema>;

/** The ask configuration and the misc settings (rating reasons). */
export class CatalogService {
  constructor(private readonly db: Database) {}

  /**
   * `GET /api/ask-config`: `can_ask` when the account may ask STEM/Business, has a session left and no
   * open question; the open question; subjects, mindsets, languages; the attachment limits
   * (`width`/`height`: the minimum image size in px, `size`: the maximum file size in bytes).
   */
  async askConfig(accountId: number): Promise<AskConfigWire> {
    const account = await findAccountBasics(this.db, accountId);
    if (!account) throw appError('UNAUTHORIZED');
    const [balance, open, subjects, mindsets] = await Promise.all([ledger.balance(this.db, accountId), findOpenQuestions(this.db, accountId), listSubjects(this.db), listMindsets(this.db)]);
    const mayAsk = account.role === 'student' && account.features.includes(FEATURES.STEM_SUBJECT);
    const openQuestion = open[0] ?? null;
    return {
      can_ask: mayAsk && balance.sessionCount > 0 && !openQuestion,
      can_ask_vta: false,
      open_question: openQuestion ? { qid: openQuestion.id, allow_spreadsheet: openQuestion.allowSpreadsheet } : null,
      vta_open_qid: null,
      subjects: subjects.map((s) => ({ tid: s.id, title: s.title, subject_group: s.subjectGroup, allow_spreadsheet: s.allowSpreadsheet, image_url: s.imageUrl })),
      mindsets: mindsets.map((m) => ({ id: m.id, title: m.title, type: m.type, image_url: m.imageUrl })),
      languages: LANGUAGES.map((l) => ({ code: l.code, title: l.title })),
      selected_language: account.language === 'es' ? 'es' : 'en',
      attachment_limit: { width: IMAGE_MIN_DIMENSION_PX, height: IMAGE_MIN_DIMENSION_PX, size: FILE_SIZE_LIMIT_BYTES },
    };
  }

  /** `GET /api/misc/setting`: the low-star rating reasons. */
  async miscSetting(): Promise<MiscSettingWire> {
    const reasons = await listRatingReasons(this.db);
    return { low_star_rating_reasons: reasons.map((r) => ({ id: r.id, type: r.type, text: r.text })) };
  }
}
