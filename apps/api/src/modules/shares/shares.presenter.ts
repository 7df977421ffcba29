import type { sharedMessageSchema, sharedQuestionSchema, sharedSessionSchema, solverSchema } from '@photostudy/contracts';
import type { z } from 'zod';
import { epochS } from '../../core/clock';
import type { PresentContext } from '../questions/question.presenter';
import type { MessageRow, QuestionView } from '../questions/question.repository';
import type { SolverResult } from '../solver/solver.types';

/** Wire shape of a shared session page. */
export type SharedSessionWire = z.infer<typeof sharedSessionSchema>;
/** Wire shape of a shared page's question. */
export type SharedQuestionWire = z.infer<typeof sharedQuestionSchema>;
/** Wire shape of a shared page's message. */
export type SharedMessageWire = z.infer<typeof sharedMessageSchema>;
/** Wire shape of the solver. */
export type SolverWire = z.infer<typeof solverSchema>;

/** Who wrote a message, by role only: the author is the student, sender 0 (null) the system, anyone else the expert. */
function senderRole(m: MessageRow, authorId: number): SharedMessageWire['from'] {
  if (m.senderId === null) return 'system';
  return m.senderId === authorId ? 'student' : 'expert';
}

/** Maps a message to the shared page: no ids or names of people; a suggestion shows its body, a system line its language's text. */
export function presentSharedMessage(m: MessageRow, authorId: number, lang: 'en' | 'es'): SharedMessageWire {
  return {
    mid: m.id,
    from: senderRole(m, authorId),
    body: lang === 'es' && m.senderId === null && m.esBody ? m.esBody : m.body,
    created: epochS(m.createdAt),
    attachment_url: m.attachmentUrl,
  };
}

/** Maps a question and its messages to the shared page's question (the image on a signed link, the expert by name only). */
export function presentSharedQuestion(view: QuestionView, messages: MessageRow[], ctx: PresentContext): SharedQuestionWire {
  const { q } = view;
  const lang = q.lang === 'es' ? 'es' : 'en';
  return {
    title: q.title,
    subject_title: view.subjectTitle,
    lang,
    created: epochS(q.createdAt),
    attachment_url: q.attachmentFileId ? ctx.files.url(q.attachmentFileId, ctx.now) : q.attachmentUrl,
    expert_name: view.expert?.name ?? null,
    messages: messages.map((m) => presentSharedMessage(m, q.authorId, lang)),
  };
}

/** Maps the solver's result and the Wolfram|Alpha short answer to the wire. */
export function presentSolver(result: SolverResult, wolfram: string | null): SolverWire {
  return {
    ascii_math: result.asciiMath,
    wolfram,
    latex: result.latex,
    steps: result.steps.map((s) => ({ latex: s.latex, explanation: s.explanation })),
    answer_latex: result.answerLatex,
    declined: result.declined,
  };
}
