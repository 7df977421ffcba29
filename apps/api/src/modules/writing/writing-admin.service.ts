import type { adminWritingProblemListSchema } from '@photostudy/contracts';
import type { z } from 'zod';
import type { WritingContext } from './writing-context';
import { presentAdminProblem } from './writing.presenter';
import { listForAdmin, type WritingState } from './writing.repository';

/** The admin area's view of the Writing track: problems with their deadlines, writers and ratings. */
export class WritingAdminService {
  constructor(private readonly ctx: WritingContext) {}

  /** `GET /api/admin/writing-problems?state=`: newest first, at most ADMIN_LIST_LIMIT. */
  async list(state: WritingState | undefined): Promise<z.infer<typeof adminWritingProblemListSchema>> {
    const rows = await listForAdmin(this.ctx.db, state);
    const people = await this.ctx.accounts.byIds(rows.flatMap((r) => (r.writerId === null ? [r.studentId] : [r.studentId, r.writerId])));
    return {
      problems: rows.map((r) =>
        presentAdminProblem(r, {
          student: people.get(r.studentId)?.email ?? people.get(r.studentId)?.loginId ?? null,
          writer: r.writerId === null ? null : (people.get(r.writerId)?.email ?? null),
        }),
      ),
    };
  }
}
