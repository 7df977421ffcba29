import {
  SHEET_OPS_BATCH_MAX_CHARS,
  sheetOperationsAnswerSchema,
  sheetOperationsRequestSchema,
  sheetParamsSchema,
  sheetStateQuerySchema,
  sheetStateSchema,
} from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../../plugins/authenticate';
import type { SheetsService } from './sheets.service';

/**
 * A batch's JSON text travels inside the request's JSON: each character may take up to 6 bytes there (`\uXXXX`), so
 * the body may exceed the app's 1 MB limit while the batch is within its own.
 */
const OPERATIONS_BODY_LIMIT_BYTES = SHEET_OPS_BATCH_MAX_CHARS * 6 + 4096;

/** The live spreadsheet of a session: its state (workbook and batches) and new batches of operations. */
export async function sheetsRoutes(app: FastifyInstance, opts: { sheets: SheetsService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sheets } = opts;
  const tags = ['sheets'];
  const security = [{ bearer: [] }];
  // The session's student, its assigned expert, admins (read only); the service tells anybody else it does not exist.
  const onRequest = requireRole('student', 'expert', 'admin');

  r.get(
    '/api/sheets/:qid',
    {
      schema: {
        tags,
        summary:
          "The session's spreadsheet (its student, its assigned expert, admins): the workbook as uploaded and every batch in seq order; with `after` only the later batches and no workbook",
        security,
        params: sheetParamsSchema,
        querystring: sheetStateQuerySchema,
        response: { 200: sheetStateSchema },
      },
      onRequest,
    },
    async (request) => sheets.state(accountOf(request), request.params.qid, request.query.after),
  );

  r.post(
    '/api/sheets/:qid/operations',
    {
      bodyLimit: OPERATIONS_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary:
          'One batch of spreadsheet operations (the student during the discussion, the assigned expert from the claim to the end); answers its seq, the same seq for a retried client_batch_id',
        security,
        params: sheetParamsSchema,
        body: sheetOperationsRequestSchema,
        response: { 200: sheetOperationsAnswerSchema },
      },
      onRequest,
    },
    async (request) => sheets.addOperations(accountOf(request), request.params.qid, request.body),
  );
}
