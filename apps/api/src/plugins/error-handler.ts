import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { INTEGER_COLUMN_MAX } from '@photostudy/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { fieldsWhere } from './control-characters';

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

function fieldsOf(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '_';
    fields[path] ??= issue.message ?? 'invalid';
  }
  return fields;
}

// Fastify's own 4xx errors mapped onto the catalogue so that every answer carries a catalogued code.
function fromFastifyError(error: FastifyError): AppError | null {
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE');
  if (status === 415) return new AppError('UNSUPPORTED_FILE_TYPE', { message: error.message });
  if (status === 429) return new AppError('RATE_LIMITED');
  if (status === 404) return new AppError('NOT_FOUND');
  if (status >= 400 && status < 500) return new AppError('VALIDATION_FAILED', { message: error.message });
  return null;
}

/** PostgreSQL's SQLSTATEs for a value it cannot hold: a number out of range, or text with NUL (22021, 22P05 in jsonb). */
const OUT_OF_RANGE = '22003';
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, looked for in the error and its causes (the query builder wraps the driver's error). */
function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The request's fields (params, query, body; dotted paths) whose values match `bad`. */
function requestFieldsWhere(request: FastifyRequest, bad: (value: unknown) => boolean, message: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of [request.params, request.query, request.body]) fieldsWhere(part, bad, message, fields);
  return fields;
}

const beyondInt4 = (value: unknown) =>
  (typeof value === 'number' || (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value))) &&
  Math.abs(Number(value)) > INTEGER_COLUMN_MAX;
const holdsNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000');

/**
 * A database refusal of a value the request carried: a number beyond the integer columns or text with NUL. Answered
 * 400 `VALIDATION_FAILED` naming the fields that carry such values; when none does, the fault is the server's (null).
 */
function databaseRefusal(error: unknown, request: FastifyRequest): AppError | null {
  const state = sqlStateOf(error);
  let fields: Record<string, string> = {};
  if (state === OUT_OF_RANGE) fields = requestFieldsWhere(request, beyondInt4, 'is out of range');
  else if (state && UNSTORABLE_TEXT.has(state)) fields = requestFieldsWhere(request, holdsNul, 'must not contain control characters');
  return Object.keys(fields).length > 0 ? new AppError('VALIDATION_FAILED', { fields }) : null;
}

/**
 * Fastify's router refusals (`frameworkErrors`): a path segment over `maxParamLength` is 414 `URI_TOO_LONG`, a broken
 * percent-escape 400 `VALIDATION_FAILED`. Without this Fastify writes its own uncatalogued body.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  let appErr: AppError;
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') appErr = new AppError('URI_TOO_LONG');
  else if (error.code === 'FST_ERR_BAD_URL')
    appErr = new AppError('VALIDATION_FAILED', { message: 'The address is not valid.', fields: { url: 'is not a valid address' } });
  else appErr = new AppError('APPLICATION_ERROR');
  void reply.status(appErr.status).send(appErr.toBody());
}

/**
 * Node's refusals before a request exists (`clientErrorHandler`): headers (with the request line) over Node's limit are
 * 431 `HEADERS_TOO_LARGE`, a timed-out request 408 `REQUEST_TIMEOUT`, anything unreadable 400 `VALIDATION_FAILED`. The
 * answer is written on the socket, which is then closed, as Node's own handler does.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let appErr: AppError;
  if (error.code === 'HPE_HEADER_OVERFLOW') appErr = new AppError('HEADERS_TOO_LARGE');
  else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') appErr = new AppError('REQUEST_TIMEOUT');
  else appErr = new AppError('VALIDATION_FAILED', { message: 'The request could not be read.' });
  const body = JSON.stringify(appErr.toBody());
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${appErr.status} ${STATUS_CODES[appErr.status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/** A server failure (a 5xx answer) handed to whoever keeps them: the error_reports table, or Sentry when configured. */
export interface ServerFailure {
  error: unknown;
  url: string;
  requestId: string;
  accountId: number | null;
}

/**
 * One error handler: catalogued bodies for every failure, never a stack trace on the wire. Every 5xx but maintenance
 * (a planned state, not a failure) goes to `onServerError`, which must not throw; if it does, the answer is unchanged.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance, opts: { onServerError?: (failure: ServerFailure) => void }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appErr: AppError | null = null;
    if (error instanceof AppError) appErr = error;
    else if (hasZodFastifySchemaValidationErrors(error)) {
      appErr = new AppError('VALIDATION_FAILED', { fields: fieldsOf(error.validation as ValidationIssue[]) });
    } else if (error.validation) {
      appErr = new AppError('VALIDATION_FAILED', { fields: fieldsOf(error.validation as ValidationIssue[]) });
    } else appErr = fromFastifyError(error) ?? databaseRefusal(error, request);

    if (!appErr) {
      request.log.error({ err: error }, 'unhandled error');
      appErr = new AppError('APPLICATION_ERROR');
    } else if (appErr.status >= 500) {
      request.log.error({ err: error }, 'server error');
    }
    if (appErr.status >= 500 && appErr.errorName !== 'MAINTENANCE' && opts.onServerError) {
      try {
        opts.onServerError({
          error,
          url: request.url,
          requestId: request.id,
          accountId: request.account?.id ?? request.deferredCaller?.id ?? null,
        });
      } catch (err) {
        request.log.warn({ err }, 'server error not reported');
      }
    }
    return reply.status(appErr.status).send(appErr.toBody());
  });
});
