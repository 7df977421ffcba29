import { type askConfigSchema, FEATURES, FILE_SIZE_LIMIT_BYTES, IMAGE_MIN_DIMENSION_PX, LANGUAGES } from '@photostudy/contracts';
import type { z } from 'zod';
import { appError } from '../../errors/app-error';
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
  async askConfig(accountId: number): Promise<AskConfigWire> {
    const { ctx } = this;
    // One round of reads, not two: the account's own row is read beside the rest.
    const [account, balance, open, subjects, mindsets] = await Promise.all([
      ctx.accounts.basics(accountId),
      ctx.ledger.balance(ctx.db, accountId),
      findOpenQuestions(ctx.db, accountId),
      ctx.catalog.subjects(),
      ctx.catalog.mindsets(),
    ]);
    if (!account) throw appError('UNAUTHORIZED');
    const mayAsk = account.role === 'student' && account.features.includes(FEATURES.STEM_SUBJECT);
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
