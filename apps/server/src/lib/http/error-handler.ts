import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody, ErrorCode } from '@cmms/shared/api-error';
import { issueText } from '@cmms/shared/i18n/issues';
import { type Message, type MessageKey, msg } from '@cmms/shared/i18n/message';
import { englishTranslator, translatorFor } from '@cmms/shared/i18n/source-translators';
import type { Translator } from '@cmms/shared/i18n/translator';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { confirmPendingAuth } from '../auth/require-auth';
import { loggableError } from '../db-errors';
import { AppError, type ErrorText } from '../errors';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Fastify's own refusals by status: English readers get Fastify's words ("Body is not valid
 * JSON"), the others these.
 */
const FASTIFY_REFUSALS: Partial<Record<number, MessageKey>> = {
  400: 'errors.badRequest',
  404: 'errors.resourceNotFound',
  405: 'errors.methodNotAllowed',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
};

function errorBody(
  code: ErrorCode,
  message: string,
  errors?: Record<string, string>,
): ApiErrorBody {
  return errors ? { code, message, error: message, errors } : { code, message, error: message };
}

type ValidationItem = {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
};

/**
 * Per-field messages keyed by the dotted path of the field ("items.0.name"), in the caller's
 * language: each is a schema's catalogue key, read with the values of its issue.
 */
function fieldErrorsOf(validation: ValidationItem[], translator: Translator) {
  const errors: Record<string, string> = {};
  for (const item of validation) {
    const path = item.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    const key = path.join('.');
    // The first message per field is the one a form shows.
    if (key && !(key in errors)) {
      errors[key] = issueText(translator, {
        ...item.params,
        message: item.message ?? '',
        code: item.keyword,
        path,
      });
    }
  }
  return errors;
}

const textIn = (translator: Translator, text: ErrorText) =>
  typeof text === 'string' ? text : translator.render(text);

/** The request's language, if the request got far enough to have one. */
function translatorOfFailed(request: FastifyRequest): Translator {
  try {
    return translatorFor(request.language);
  } catch {
    return englishTranslator;
  }
}

function sendError(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The one place failures become responses (requirements/api.md#contract). Known errors keep their status and text;
 * anything unexpected is logged with its stack and answered as a 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(
    async (failure: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
      let error = failure;
      // A request still on a remembered context (authCheckedByStatement) learns first whether
      // its session is open: a closed session answers 401, whatever else went wrong.
      try {
        await confirmPendingAuth(request);
      } catch (authFailure) {
        error = authFailure as Error;
      }
      const translator = translatorOfFailed(request);
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        const fields = error.fieldErrors
          ? Object.fromEntries(
              Object.entries(error.fieldErrors).map(([field, text]) => [
                field,
                textIn(translator, text),
              ]),
            )
          : undefined;
        return sendError(
          reply,
          error.statusCode,
          errorBody(error.code, textIn(translator, error.text), fields),
        );
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrorsOf(error.validation as ValidationItem[], translator);
        const first = Object.values(errors)[0];
        const where = (error as FastifyError).validationContext ?? 'body';
        const message = first ?? translator.t('errors.requestInvalid', { where });
        return sendError(reply, 400, errorBody('VALIDATION_ERROR', message, errors));
      }

      const status = (error as FastifyError).statusCode;
      const isFastifyClientError =
        typeof status === 'number' &&
        status >= 400 &&
        status < 500 &&
        typeof (error as FastifyError).code === 'string' &&
        (error as FastifyError).code.startsWith('FST_');
      if (isFastifyClientError || status === 429) {
        // Fastify's own 4xx texts describe the request, not our internals ("Body is not valid JSON").
        const refusal = FASTIFY_REFUSALS[status ?? 400] ?? 'errors.badRequest';
        return sendError(
          reply,
          status ?? 400,
          errorBody(
            codeByStatus[status ?? 400] ?? 'BAD_REQUEST',
            translator.language === 'en' ? error.message : translator.render({ key: refusal }),
          ),
        );
      }

      // Never a failed query's parameters or the values PostgreSQL quotes back (db-errors.ts).
      request.log.error({ err: loggableError(error) }, 'unhandled error');
      return sendError(reply, 500, errorBody('INTERNAL_ERROR', translator.t('errors.internal')));
    },
  );
}

/** What the router answers for a path it cannot read, before any hook or handler runs. */
export const ROUTER_ERROR_MESSAGES = {
  badUrl: msg('errors.badUrl'),
  paramTooLong: msg('errors.paramTooLong'),
} as const satisfies Record<string, Message>;

/**
 * Fastify's `frameworkErrors`: the router's own refusals (a path with a malformed %-escape, a
 * path parameter over 100 characters) in the one error shape. Without it Fastify answers them
 * itself, as { error: "Bad Request", code: "FST_ERR_...", statusCode } with the path echoed back
 * (a 414 for the long one): not the API's shape, and a status the client does not expect.
 */
export function routerErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // Before any hook: the language is what the request asks for, or English.
  const translator = translatorOfFailed(request);
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(
      reply,
      400,
      errorBody('BAD_REQUEST', translator.render(ROUTER_ERROR_MESSAGES.badUrl)),
    );
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(
      reply,
      400,
      errorBody('BAD_REQUEST', translator.render(ROUTER_ERROR_MESSAGES.paramTooLong)),
    );
  }
  request.log.error({ err: loggableError(error) }, 'router error');
  return sendError(reply, 500, errorBody('INTERNAL_ERROR', translator.t('errors.internal')));
}

const CLIENT_ERRORS: Record<string, readonly [status: number, message: MessageKey]> = {
  HPE_HEADER_OVERFLOW: [431, 'errors.headersTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'errors.requestTimeout'],
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request
 * (an address and headers over 16 KiB, bytes that are not HTTP, a request too slow to arrive),
 * in the one error shape; Fastify's own answer is { error, message, statusCode }.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  // A reset connection has no one left to answer (Node's own rule for 'clientError').
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // There is no request to read a language from: these answer in English.
  const [status, key] = CLIENT_ERRORS[error.code] ?? [400, 'errors.notHttp'];
  const body = JSON.stringify(errorBody('BAD_REQUEST', englishTranslator.render({ key })));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  return sendError(
    reply,
    404,
    errorBody(
      'NOT_FOUND',
      translatorOfFailed(request).t('errors.routeNotFound', { method: request.method, path }),
    ),
  );
}
