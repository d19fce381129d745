import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiCulture, ErrorCode, FieldErrors } from '@yek/contracts/common';
import { DEFAULT_CULTURE, ERROR_STATUS } from '@yek/contracts/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { cultureFromHeader, hasMessage, translate } from '../lib/messages';

/** The error envelope as JSON text, its messages in the caller's language. */
function errorBody(
  culture: ApiCulture,
  statusCode: number,
  errorCode: ErrorCode,
  errors: FieldErrors | null,
  params: Record<string, string | number>,
): string {
  const localized = errors
    ? Object.fromEntries(
        Object.entries(errors).map(([field, keys]) => [
          field,
          keys.map((k) => translate(culture, hasMessage(k) ? k : 'validation.invalid')),
        ]),
      )
    : null;
  return JSON.stringify({
    data: null,
    isSuccess: false,
    statusCode,
    message: translate(culture, errorCode, params),
    errorCode,
    errors: localized,
  });
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  errorCode: ErrorCode,
  errors: FieldErrors | null = null,
  params: Record<string, string | number> = {},
) {
  const culture = cultureFromHeader(request.headers['accept-language']);
  if ((statusCode === 429 || statusCode === 503) && params.seconds)
    void reply.header('retry-after', String(params.seconds));
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(culture, statusCode, errorCode, errors, { requestId: request.id, ...params }));
}

/** Answers with the code's own status (ERROR_STATUS). */
function reject(
  request: FastifyRequest,
  reply: FastifyReply,
  errorCode: ErrorCode,
  errors: FieldErrors | null = null,
  params: Record<string, string | number> = {},
) {
  return send(request, reply, ERROR_STATUS[errorCode], errorCode, errors, params);
}

/**
 * PostgreSQL's data exceptions (class 22: a number out of range, a NUL byte, an impossible date).
 * The shared schemas refuse such input at the edge; this answers 400 should one slip past them,
 * and logs it so the missing rule is found.
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/** Seconds a client is told to wait while the database is away (it restarts within ~10 s). */
export const DATABASE_RETRY_SECONDS = 5;

/**
 * The database cannot be reached (down, restarting, out of connections): a passing condition, so
 * 503 with Retry-After rather than a 500. SQLSTATE classes 08 (connection) and 57P (shutdown),
 * 53300 (too many connections), socket errors, and the pool's own connect timeout.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (CONNECTION_CODES.has(code) || /^08/.test(code) || /^57P0/.test(code) || code === '53300')
    return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection .* closed/i.test(
    message,
  );
}

/**
 * A foreign-key violation: the database is the authority on whether a referenced row exists (a
 * check before the write would race a delete). Writing a reference to a missing row is the
 * caller's mistake, named on its field (`Key (language_id)=(9)` → languageId); deleting a row that
 * others still reference is a conflict.
 */
function foreignKeyFailure(error: unknown): { status: 400 | 409; field: string | null } | null {
  const e = error as { code?: unknown; detail?: unknown };
  if (e.code !== '23503') return null;
  const detail = typeof e.detail === 'string' ? e.detail : '';
  if (/still referenced/.test(detail)) return { status: 409, field: null };
  const column = /^Key \(([a-z_]+)\)=/.exec(detail)?.[1];
  return {
    status: 400,
    field: column ? column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) : null,
  };
}

/**
 * Router failures that happen before a route is chosen (a malformed percent-encoding, a path
 * parameter past its length limit): answered in the envelope, never echoing the URL.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send(request, reply, 414, 'REQUEST_TOO_LARGE');
  return reject(request, reply, 'BAD_REQUEST');
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (oversize headers, a broken request
 * line, a timeout): the envelope is written to the socket by hand, in the default language, since
 * no header could be read.
 */
export function clientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, errorCode]: [number, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'REQUEST_TOO_LARGE']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT']
        : [400, 'BAD_REQUEST'];
  const body = errorBody(DEFAULT_CULTURE, statusCode, errorCode, null, {});
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

function fieldErrorsFromValidation(
  validation: {
    instancePath: string;
    keyword: string;
    message?: string;
    params?: Record<string, unknown>;
  }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const keys =
      issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)
        ? (issue.params.keys as string[]).map(
            (k) =>
              `${issue.instancePath.replace(/^\//, '')}${issue.instancePath.length > 1 ? '.' : ''}${k}`,
          )
        : [issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_'];
    const message =
      issue.keyword === 'unrecognized_keys'
        ? 'validation.unknownField'
        : (issue.message ?? 'validation.invalid');
    for (const field of keys) (errors[field] ??= []).push(message);
  }
  return errors;
}

/** One place maps every failure to the envelope, a status and a stable errorCode. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return send(
        request,
        reply,
        error.statusCode,
        error.errorCode,
        error.fieldErrors,
        error.params,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reject(
        request,
        reply,
        'VALIDATION_FAILED',
        fieldErrorsFromValidation(error.validation),
      );
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return reject(request, reply, 'PAYLOAD_TOO_LARGE');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reject(request, reply, 'UNSUPPORTED_MEDIA_TYPE');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reject(request, reply, 'BAD_REQUEST');
    }
    if (isDatabaseUnavailable(error)) {
      const { code, message } = error as { code?: string; message?: string };
      request.log.warn({ code, reason: message }, 'database unavailable');
      return reject(request, reply, 'SERVICE_UNAVAILABLE', null, {
        seconds: DATABASE_RETRY_SECONDS,
      });
    }
    const reference = foreignKeyFailure(error);
    if (reference?.status === 409) return reject(request, reply, 'CONFLICT');
    if (reference) {
      return reject(request, reply, 'VALIDATION_FAILED', {
        [reference.field ?? '_']: ['validation.unknownReference'],
      });
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input reached the database unchecked');
      return reject(request, reply, 'VALIDATION_FAILED');
    }
    if (error.statusCode === 429)
      return reject(request, reply, 'RATE_LIMITED', null, { seconds: 60 });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(
        request,
        reply,
        error.statusCode,
        error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
      );
    }
    if (error.name === 'AbortError' && request.raw.socket.destroyed) {
      // The client closed the connection and its work was dropped: nobody reads this answer.
      request.log.info('client closed the connection before its answer');
      return reply.code(499).send();
    }
    request.log.error({ err: error }, 'unhandled error');
    return reject(request, reply, 'INTERNAL_ERROR');
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reject(request, reply, 'NOT_FOUND');
}
