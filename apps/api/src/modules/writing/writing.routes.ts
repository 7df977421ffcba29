import multipart from '@fastify/multipart';
import {
  okAnswerSchema,
  writingInfoSchema,
  writingProblemListQuerySchema,
  writingProblemListSchema,
  writingProblemSchema,
  writingRatingProblemSchema,
  writingRatingRequestSchema,
  writingRatingTokenQuerySchema,
} from '@photostudy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { preferredLanguage } from '../../core/language';
import { appError } from '../../errors/app-error';
import { accountOf, requireRole } from '../../plugins/authenticate';
import { rateLimit, type RateLimitStore } from '../../plugins/rate-limit';
import { WRITING_RATING_RATE_LIMIT } from './writing-context';
import { readWritingForm } from './writing-form';
import type { WritingRatingService } from './writing-rating.service';
import type { WritingStudentService } from './writing-student.service';

// A token route's input that failed its schema: a malformed token is the same answer as a wrong one (the page shows
// its error state either way); other fields keep the usual VALIDATION_FAILED.
function refuseInvalid(request: FastifyRequest, part: 'query' | 'body'): void {
  const error = request.validationError;
  if (!error) return;
  const input = (part === 'query' ? request.query : request.body) as Record<string, unknown> | undefined;
  const parsed = (part === 'query' ? writingRatingTokenQuerySchema : writingRatingRequestSchema).safeParse(input ?? {});
  const fields: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  if ('token' in fields || !input || typeof input.token !== 'string') throw appError('WRITING_RATING_LINK_INVALID');
  throw appError('VALIDATION_FAILED', { fields });
}

/**
 * The Writing calls of spec 001 section 7 under `/api/es`: the student's writing info, submissions and list (students
 * only), and the emailed rating link's two calls, which work logged out and are rate-limited per IP address.
 */
export async function writingRoutes(
  app: FastifyInstance,
  opts: { students: WritingStudentService; ratings: WritingRatingService; limits: RateLimitStore },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { students, ratings } = opts;
  const security = [{ bearer: [] }];
  const tags = ['writing'];
  const student = requireRole('student');
  const perIp = rateLimit(opts.limits, [
    { name: 'writing_rating_ip', max: WRITING_RATING_RATE_LIMIT.max, windowS: WRITING_RATING_RATE_LIMIT.windowS, key: (req) => req.ip },
  ]);
  // Scoped to these routes; skipped when the app already parses multipart.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  r.get(
    '/api/es/askers/me',
    {
      schema: {
        tags,
        summary: 'Writing info: credits, the weekly and monthly limits and their use, what blocks a submission, the open problem',
        security,
        response: { 200: writingInfoSchema },
      },
      onRequest: student,
    },
    async (request) => students.info(accountOf(request).id),
  );

  r.post(
    '/api/es/askers/me/problems',
    {
      schema: {
        tags,
        summary:
          'Submits a Writing problem (multipart: description, optional email, and a `file` part (doc/docx, 10 MB, checked by content) or `url` (Google Docs)); debits one Writing credit',
        security,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: writingProblemSchema },
      },
      onRequest: student,
    },
    async (request) =>
      students.submit(accountOf(request).id, await readWritingForm(request), preferredLanguage(request.headers['accept-language'])),
  );

  r.get(
    '/api/es/askers/me/problems',
    {
      schema: {
        tags,
        summary: 'My Writing problems for My Sessions, newest first, pages of 20 (page from 1)',
        security,
        querystring: writingProblemListQuerySchema,
        response: { 200: writingProblemListSchema },
      },
      onRequest: student,
    },
    async (request) => students.list(accountOf(request).id, request.query.page ?? 1),
  );

  r.get(
    '/api/es/askers/me/problem',
    {
      schema: {
        tags,
        summary: 'The delivered problem an emailed rating link rates (no login; WRITING_RATING_LINK_INVALID for a wrong or expired token)',
        querystring: writingRatingTokenQuerySchema,
        response: { 200: writingRatingProblemSchema },
      },
      attachValidation: true,
      preHandler: perIp,
    },
    async (request) => {
      refuseInvalid(request, 'query');
      return ratings.problem(request.query.token);
    },
  );

  r.post(
    '/api/es/problems/rates',
    {
      schema: {
        tags,
        summary: 'Rates a delivered Writing review through its emailed token, once (ALREADY_RATED after); points 1-2 need reason 4 or 5',
        body: writingRatingRequestSchema,
        response: { 200: okAnswerSchema },
      },
      attachValidation: true,
      preHandler: perIp,
    },
    async (request) => {
      refuseInvalid(request, 'body');
      return ratings.rate(request.body);
    },
  );
}
