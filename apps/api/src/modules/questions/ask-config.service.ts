import { type askConfigSchema, FEATURES, FILE_SIZE_LIMIT_BYTES, IMAGE_MIN_DIMENSION_PX, LANGUAGES } from '@photostudy/contracts';
import type { z } from 'zod';
import type { RequestAccount } from '../../plugins/authenticate';
import type { EngineContext } from './engine-context';
import { findOpenQuestions } from './question.repository';

/** Wire shape of the ask configuration. */
export type AskConfigWire = z.infer<typeof askConfigSchema>;

/** What the ask form needs before an ask. */
export class AskConfigService {
  constructor(private readonly ctx: EngineContext) {}

  /**
   * `GET /api/ask-config`: `can_ask` when the account may ask STEM/Business, has a session left and no
   * open question; the open question; subjects, mindsets, languages; the attachment limits
   * (`width`/`height`: the minimum image size in px, `size`: the maximum file size in bytes).
   */
  async askConfig(caller: Pick<RequestAccount, 'id' | 'role' | 'basics'>): Promise<AskConfigWire> {
    const { ctx } = this;
    const { id: accountId, role, basics: account } = caller;
    // One round of reads; the caller's own row came with the request's token check.
    const [balance, open, subjects, mindsets] = await Promise.all([
      ctx.ledger.balance(ctx.db, accountId),
      findOpenQuestions(ctx.db, accountId),
      ctx.catalog.subjects(),
      ctx.catalog.mindsets(),
    ]);
    const mayAsk = role === 'student' && account.features.includes(FEATURES.STEM_SUBJECT);
    const openQuestion = open[0] ?? null;
    return {
      can_ask: mayAsk && balance.sessionCount > 0 && !openQuestion,
      can_ask_vta: false,
      open_question: openQuestion ? { qid: openQuestion.id, allow_spreadsheet: openQuestion.allowSpreadsheet } : null,
      vta_open_qid: null,
      subjects: subjects.map((s) => ({
        tid: s.id,
        title: s.title,
        subject_group: s.subjectGroup,
        allow_spreadsheet: s.allowSpreadsheet,
        image_url: s.imageUrl,
      })),
      mindsets: mindsets.map((m) => ({ id: m.id, title: m.title, type: m.type, image_url: m.imageUrl })),
      languages: LANGUAGES.map((l) => ({ code: l.code, title: l.title })),
      selected_language: account.language === 'es' ? 'es' : 'en',
      attachment_limit: { width: IMAGE_MIN_DIMENSION_PX, height: IMAGE_MIN_DIMENSION_PX, size: FILE_SIZE_LIMIT_BYTES },
    };
  }
}
