import type { ErrorCode, FieldErrors } from '@yek/contracts/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { cultureFromHeader, hasMessage, translate } from '../lib/messages';

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  errorCode: ErrorCode,
  errors: FieldErrors | null = null,
  params: Record<string, string | number> = {},
) {
  const culture = cultureFromHeader(request.headers['accept-language']);
  const localized = errors
    ? Object.fromEntries(
        Object.entries(errors).map(([field, keys]) => [
          field,
          keys.map((k) => translate(culture, hasMessage(k) ? k : 'validation.invalid')),
        ]),
      )
    : null;
  if (statusCode === 429 && params.seconds)
    void reply.header('retry-after', String(params.seconds));
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(
      JSON.stringify({
        data: null,
        isSuccess: false,
        statusCode,
        message: translate(culture, errorCode, { requestId: request.id, ...params }),
        errorCode,
        errors: localized,
      }),
    );
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
      return send(
        request,
        reply,
        400,
        'VALIDATION_FAILED',
        fieldErrorsFromValidation(error.validation),
      );
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return send(request, reply, 413, 'PAYLOAD_TOO_LARGE');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(request, reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(request, reply, 400, 'BAD_REQUEST');
    }
    if (error.statusCode === 429)
      return send(request, reply, 429, 'RATE_LIMITED', null, { seconds: 60 });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(
        request,
        reply,
        error.statusCode,
        error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, 'INTERNAL_ERROR');
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(request, reply, 404, 'NOT_FOUND');
}
