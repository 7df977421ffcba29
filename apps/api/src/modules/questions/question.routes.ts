import multipart from '@fastify/multipart';
import {
  ASK_ERROR_TEXTS,
  ASK_FILE_FIELDS,
  askConfigSchema,
  askPayloadSchema,
  FILE_SIZE_LIMIT_BYTES,
  idleResetRequestSchema,
  messageParamsSchema,
  messageSchema,
  okAnswerSchema,
  questionListQuerySchema,
  questionListSchema,
  questionParamsSchema,
  questionSchema,
  ratingAnswerSchema,
  ratingSubmissionSchema,
  repostRequestSchema,
  sendMessageRequestSchema,
  studentFlagRequestSchema,
  suggestionResponseRequestSchema,
} from '@photostudy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appError } from '../../errors/app-error';
import { accountOf, deferAccountCheck, deferredCallerOf, requireRole } from '../../plugins/authenticate';
import type { UploadedPart } from '../uploads/uploads.service';
import type { AskInput, AskService } from './ask.service';
import type { AskConfigService } from './ask-config.service';
import type { QuestionService } from './question.service';
import type { RatingService } from './rating.service';

const imageFields: readonly string[] = ASK_FILE_FIELDS.image;
const sheetFields: readonly string[] = ASK_FILE_FIELDS.sheet;

/** Reads the ask call: multipart (text fields and up to two files) or plain JSON without files. */
async function readAskRequest(request: FastifyRequest): Promise<AskInput> {
  let raw: Record<string, unknown> = {};
  let image: UploadedPart | undefined;
  let sheet: UploadedPart | undefined;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts({
        limits: { fileSize: FILE_SIZE_LIMIT_BYTES, files: 2, fields: 20, fieldSize: 64 * 1024, parts: 24 },
      })) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          // Browsers send an empty part for a file input left empty.
          if (!part.filename && data.length === 0) continue;
          const file = { fieldname: part.fieldname, filename: part.filename, data };
          if (imageFields.includes(part.fieldname)) image = file;
          else if (sheetFields.includes(part.fieldname)) sheet = file;
          else throw appError('VALIDATION_FAILED', { fields: { [part.fieldname]: 'Unexpected file.' } });
        } else {
          raw[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw appError('PAYLOAD_TOO_LARGE', { message: ASK_ERROR_TEXTS.FILE_TOO_LARGE });
      throw err;
    }
  } else if (request.body && typeof request.body === 'object') {
    raw = request.body as Record<string, unknown>;
  }
  const parsed = askPayloadSchema.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
    throw appError('VALIDATION_FAILED', { fields });
  }
  return { fields: parsed.data, image, sheet };
}

/** The student's question routes (spec 001 section 7). */
export async function questionRoutes(
  app: FastifyInstance,
  opts: { questions: QuestionService; asks: AskService; ratings: RatingService; askConfig: AskConfigService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { questions, asks, ratings } = opts;
  const security = [{ bearer: [] }];
  const tags = ['questions'];
  const student = requireRole('student');
  // A question's readers: its student, its assigned expert, admins (the console reads a flagged thread here); the service
  // tells anybody else it does not exist.
  const reader = requireRole('student', 'expert', 'admin');

  r.get(
    '/api/ask-config',
    {
      schema: {
        tags,
        summary: 'What the ask form needs: can_ask, open question, subjects, mindsets, languages, limits',
        security,
        response: { 200: askConfigSchema },
      },
      onRequest: student,
    },
    async (request) => opts.askConfig.askConfig(accountOf(request)),
  );
  // Scoped to these routes; skipped when the app already parses multipart.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  r.post(
    '/api/questions',
    {
      schema: {
        tags,
        summary:
          'Ask (multipart: title, mindset_id, mindset_desc, subject_id, lang, image_file, sheet_file or sheet_url); debits one session',
        security,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: questionSchema },
      },
      onRequest: student,
    },
    async (request) => asks.ask(accountOf(request), await readAskRequest(request)),
  );

  r.get(
    '/api/questions',
    {
      schema: {
        tags,
        summary: 'My sessions, newest first, pages of 20 (page from 1); type=sample for the sample sessions',
        security,
        querystring: questionListQuerySchema,
        response: { 200: questionListSchema },
      },
      onRequest: student,
    },
    async (request) => {
      const { page, page_size: pageSize, type } = request.query;
      if (type === 'sample') return { questions: await questions.samples() };
      return { questions: await questions.list(accountOf(request).id, page ?? 1, pageSize) };
    },
  );

  r.get(
    '/api/questions/:qid',
    {
      schema: {
        tags,
        summary: 'One session with its messages (author, assigned expert, admins; samples for all)',
        security,
        params: questionParamsSchema,
        response: { 200: questionSchema },
      },
      onRequest: reader,
    },
    async (request) => questions.get(accountOf(request), request.params.qid),
  );

  r.post(
    '/api/questions/:qid/messages',
    {
      schema: {
        tags,
        summary: 'Sends a chat message (client_message_id makes retries safe)',
        security,
        params: questionParamsSchema,
        body: sendMessageRequestSchema,
        response: { 200: messageSchema },
      },
      // The hottest route (issue 19): the message's statement checks the student's account itself.
      ...deferAccountCheck('student'),
    },
    async (request) => questions.sendMessage(await deferredCallerOf(request), request.params.qid, request.body),
  );

  r.post(
    '/api/questions/:qid/messages/:mid/responses',
    {
      schema: {
        tags,
        summary: 'Chooses one suggestion option',
        security,
        params: messageParamsSchema,
        body: suggestionResponseRequestSchema,
        response: { 200: messageSchema },
      },
      onRequest: student,
    },
    async (request) => questions.respond(accountOf(request).id, request.params.qid, request.params.mid, request.body.option_id),
  );

  r.post(
    '/api/questions/:qid/idle-resets',
    {
      schema: {
        tags,
        summary: 'Dismisses the idle warning: the idle clock restarts',
        security,
        params: questionParamsSchema,
        body: idleResetRequestSchema,
        response: { 200: okAnswerSchema },
      },
      onRequest: student,
    },
    async (request) => {
      await questions.idleReset(accountOf(request).id, request.params.qid);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/questions/:qid/ends',
    {
      schema: {
        tags,
        summary: 'Ends the session (student_end); withdraws a question still waiting',
        security,
        params: questionParamsSchema,
        response: { 200: questionSchema },
      },
      onRequest: student,
    },
    async (request) => questions.end(accountOf(request).id, request.params.qid),
  );

  r.post(
    '/api/questions/:qid/withdrawals',
    {
      schema: {
        tags,
        summary: 'Withdraws a question still waiting for an expert (refunded); a started or ended session is answered unchanged',
        security,
        params: questionParamsSchema,
        response: { 200: questionSchema },
      },
      onRequest: student,
    },
    async (request) => questions.withdraw(accountOf(request).id, request.params.qid),
  );

  r.post(
    '/api/questions/:qid/flags',
    {
      schema: {
        tags,
        summary: 'Flags the expert (student_flag)',
        security,
        params: questionParamsSchema,
        body: studentFlagRequestSchema,
        response: { 200: questionSchema },
      },
      onRequest: student,
    },
    async (request) => questions.flag(accountOf(request).id, request.params.qid, request.body?.reason),
  );

  r.post(
    '/api/questions/:qid/rates',
    {
      schema: {
        tags,
        summary: 'Rates the session; answers whether a free repost is offered',
        security,
        params: questionParamsSchema,
        body: ratingSubmissionSchema,
        response: { 200: ratingAnswerSchema },
      },
      onRequest: student,
    },
    async (request) => ratings.rate(accountOf(request).id, request.params.qid, request.body),
  );

  r.post(
    '/api/questions/:qid/reposts',
    {
      schema: {
        tags,
        summary: 'Free repost of a low-rated session in the same thread (no debit)',
        security,
        params: questionParamsSchema,
        body: repostRequestSchema,
        response: { 200: questionSchema },
      },
      onRequest: student,
    },
    async (request) => asks.repost(accountOf(request).id, request.params.qid),
  );
}
