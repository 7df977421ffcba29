import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';

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
    } else appErr = fromFastifyError(error);

    if (!appErr) {
      request.log.error({ err: error }, 'unhandled error');
      appErr = new AppError('APPLICATION_ERROR');
    } else if (appErr.status >= 500) {
      request.log.error({ err: error }, 'server error');
    }
    if (appErr.status >= 500 && appErr.errorName !== 'MAINTENANCE' && opts.onServerError) {
      try {
        opts.onServerError({ error, url: request.url, requestId: request.id, accountId: request.account?.id ?? null });
      } catch (err) {
        request.log.warn({ err }, 'server error not reported');
      }
    }
    return reply.status(appErr.status).send(appErr.toBody());
  });
});
