import {
  editMessageRequestSchema,
  expertFlagRequestSchema,
  expertProfileAnswerSchema,
  expertQuestionListQuerySchema,
  expertQueueSchema,
  messageParamsSchema,
  messageSchema,
  okAnswerSchema,
  previousSessionsSchema,
  questionListSchema,
  questionParamsSchema,
  questionSchema,
  sendMessageRequestSchema,
  suggestionRequestSchema,
} from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, deferAccountCheck, deferredCallerOf, requireRole } from '../../plugins/authenticate';
import type { ExpertService } from './expert.service';

/** The expert API under /api/expert (brief section 7), experts only. */
export async function expertRoutes(app: FastifyInstance, opts: { experts: ExpertService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { experts } = opts;
  const security = [{ bearer: [] }];
  const tags = ['expert'];
  const onRequest = requireRole('expert');
  const me = (request: Parameters<typeof accountOf>[0]) => accountOf(request).id;

  r.get(
    '/api/expert/profile',
    {
      schema: {
        tags,
        summary: 'My name and my subjects (the queue holds only these subjects)',
        security,
        response: { 200: expertProfileAnswerSchema },
      },
      onRequest,
    },
    async (request) => experts.profile(me(request)),
  );

  r.get(
    '/api/expert/queue',
    {
      schema: { tags, summary: 'Waiting questions in my subjects, oldest first', security, response: { 200: expertQueueSchema } },
      onRequest,
    },
    async (request) => ({
      questions: await experts.queue(me(request)),
    }),
  );

  r.get(
    '/api/expert/questions',
    {
      schema: {
        tags,
        summary: 'Questions I hold or held, newest first, pages of 20',
        security,
        querystring: expertQuestionListQuerySchema,
        response: { 200: questionListSchema },
      },
      onRequest,
    },
    async (request) => ({ questions: await experts.list(me(request), request.query.page ?? 1) }),
  );

  r.get(
    '/api/expert/questions/:qid',
    {
      schema: {
        tags,
        summary: 'One question I hold, or one waiting in my queue',
        security,
        params: questionParamsSchema,
        response: { 200: questionSchema },
      },
      onRequest,
    },
    async (request) => experts.get(me(request), request.params.qid),
  );

  r.get(
    '/api/expert/questions/:qid/previous',
    {
      schema: {
        tags,
        summary: "A repost's earlier sessions with their chat, oldest first (empty for a first question)",
        security,
        params: questionParamsSchema,
        response: { 200: previousSessionsSchema },
      },
      onRequest,
    },
    async (request) => ({ questions: await experts.previous(me(request), request.params.qid) }),
  );

  r.post(
    '/api/expert/questions/:qid/claims',
    {
      schema: {
        tags,
        summary: 'Claims a waiting question (first wins; 409 QUESTION_TAKEN otherwise, REPOST_FOR_ANOTHER_EXPERT for a repost of mine)',
        security,
        params: questionParamsSchema,
        response: { 200: questionSchema },
      },
      onRequest,
    },
    async (request) => experts.claim(me(request), request.params.qid),
  );

  r.post(
    '/api/expert/questions/:qid/starts',
    {
      schema: {
        tags,
        summary: 'Starts the timed discussion of my claimed question',
        security,
        params: questionParamsSchema,
        response: { 200: questionSchema },
      },
      onRequest,
    },
    async (request) => experts.start(me(request), request.params.qid),
  );

  r.post(
    '/api/expert/questions/:qid/rejects',
    {
      schema: {
        tags,
        summary: 'Gives a claimed question back to the queue, or hides a waiting one from my queue',
        security,
        params: questionParamsSchema,
        response: { 200: okAnswerSchema },
      },
      onRequest,
    },
    async (request) => {
      await experts.reject(me(request), request.params.qid);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/expert/questions/:qid/messages',
    {
      schema: {
        tags,
        summary: 'Sends a chat message; the first one marks the question answered',
        security,
        params: questionParamsSchema,
        body: sendMessageRequestSchema,
        response: { 200: messageSchema },
      },
      // The hottest route (issue 19): the message's statement checks the expert's account itself.
      ...deferAccountCheck('expert'),
    },
    async (request) => experts.sendMessage(await deferredCallerOf(request), request.params.qid, request.body),
  );

  r.put(
    '/api/expert/questions/:qid/messages/:mid',
    {
      schema: {
        tags,
        summary: 'Edits one of my text messages',
        security,
        params: messageParamsSchema,
        body: editMessageRequestSchema,
        response: { 200: messageSchema },
      },
      onRequest,
    },
    async (request) => experts.editMessage(me(request), request.params.qid, request.params.mid, request.body.body),
  );

  r.post(
    '/api/expert/questions/:qid/suggestions',
    {
      schema: {
        tags,
        summary: 'Sends suggestion options (2-4, one choice, locked after time_remaining seconds)',
        security,
        params: questionParamsSchema,
        body: suggestionRequestSchema,
        response: { 200: messageSchema },
      },
      onRequest,
    },
    async (request) => experts.suggest(me(request), request.params.qid, request.body),
  );

  r.post(
    '/api/expert/questions/:qid/flags',
    {
      schema: {
        tags,
        summary: 'Flags the question (ends it expert_flag when claimed or live)',
        security,
        params: questionParamsSchema,
        body: expertFlagRequestSchema,
        response: { 200: questionSchema },
      },
      onRequest,
    },
    async (request) => experts.flag(me(request), request.params.qid, request.body.reason),
  );

  r.post(
    '/api/expert/questions/:qid/ends',
    {
      schema: {
        tags,
        summary: 'Ends the live discussion (expert_end)',
        security,
        params: questionParamsSchema,
        response: { 200: questionSchema },
      },
      onRequest,
    },
    async (request) => experts.end(me(request), request.params.qid),
  );
}
