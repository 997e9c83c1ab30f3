import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Request, Response } from 'express';
import { codeToSlug, FieldError, GENERIC_HINT, problemType, ProblemError } from '@fulfil/problem-details';
import { allowedMethods } from './route-table';
import { linkBase, requestPath } from './public-base';
import { mapKnownError } from '../problems/error-mapping';

/** An RFC 9457 problem details body as every app sends it. */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  code: string;
  hint: string;
  errors?: FieldError[];
  [extension: string]: unknown;
}

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  502: 'UPSTREAM_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Maps errors raised by Express's body parsers, its router and multer to problems;
 * undefined for other errors. A {@link ProblemError} (thrown by the platform's own
 * parser hooks) is returned as it is; any other error marked as the client's fault the
 * http-errors way (`expose: true` and a 4xx `status`) becomes a problem of that status,
 * so a parser error type not listed here is never a 500.
 */
export function parserProblem(err: {
  type?: string;
  code?: string;
  status?: number;
  statusCode?: number;
  message?: string;
  expose?: boolean;
}): ProblemError | undefined {
  if (err instanceof ProblemError) return err;
  switch (err.type) {
    case 'entity.parse.failed':
      return new ProblemError({
        status: 400,
        code: 'MALFORMED_BODY',
        detail: 'The request body is not valid in its declared content type.',
        hint: 'Send well-formed JSON or form data.',
      });
    case 'entity.too.large':
      return new ProblemError({ status: 413, code: 'PAYLOAD_TOO_LARGE', detail: 'The request body is larger than this endpoint accepts.' });
    case 'parameters.too.many':
      return new ProblemError({ status: 413, code: 'PAYLOAD_TOO_LARGE', detail: 'The form body has more fields than this endpoint accepts.' });
    case 'encoding.unsupported':
      return new ProblemError({
        status: 415,
        code: 'UNSUPPORTED_CONTENT_ENCODING',
        detail: 'Request bodies are read without content coding (identity only).',
        headers: { 'Accept-Encoding': 'identity' },
      });
    case 'charset.unsupported':
      return new ProblemError({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'The request body uses an unsupported charset or encoding.' });
    case 'request.aborted':
    case 'stream.encoding.set':
    case 'request.size.invalid':
    case 'querystring.parse.rangeError':
      return new ProblemError({ status: 400, code: 'MALFORMED_BODY', detail: 'The request body could not be read.' });
  }
  if (typeof err.code === 'string' && err.code.startsWith('LIMIT_')) {
    const tooLarge =
      err.code === 'LIMIT_FILE_SIZE' ||
      err.code === 'LIMIT_FIELD_VALUE' ||
      err.code === 'LIMIT_PART_COUNT' ||
      err.code === 'LIMIT_FIELD_COUNT' ||
      err.code === 'LIMIT_FILE_COUNT';
    return new ProblemError(
      tooLarge
        ? { status: 413, code: 'PAYLOAD_TOO_LARGE', detail: 'The multipart body exceeds the limits of this endpoint.' }
        : { status: 400, code: 'MALFORMED_BODY', detail: 'The multipart body is not acceptable here.' },
    );
  }
  const status = err.status ?? err.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && (err.expose === true || err instanceof URIError)) {
    return new ProblemError({ status, code: STATUS_CODES[status] ?? 'BAD_REQUEST', detail: 'The request could not be read as sent.' });
  }
  return undefined;
}

/** Options of the filter. */
export interface ProblemDetailsFilterOptions {
  /** Absolute base of problem `type` URIs; by default the request's own origin. */
  publicBaseUrl?: string;
  /**
   * Also carry `error: {code, message}` (the problem's `code` and `detail`) next to the
   * RFC 9457 members, for clients written against a service that answered errors that
   * way (fulfilment-api: docs/compatibility.md, "Answers"). Default false.
   */
  errorMember?: boolean;
}

/**
 * The single global exception filter (Immich's model): every error any app raises
 * leaves as `application/problem+json` (RFC 9457) with `type`, `title`, `status`,
 * `detail`, `instance`, `code` and `hint` (the problem's own, else its catalogue entry's,
 * else `GENERIC_HINT`), and `errors` where known.
 *
 * - {@link ProblemError} and its domain subclasses: sent as they are.
 * - Unknown routes: 404 NOT_FOUND, or 405 METHOD_NOT_ALLOWED with `Allow` when the
 *   path exists under other methods (looked up in Express's route table).
 * - Body parser failures: 400 MALFORMED_BODY / BODY_TOO_DEEP, 413 PAYLOAD_TOO_LARGE, 415
 *   UNSUPPORTED_MEDIA_TYPE / UNSUPPORTED_CONTENT_ENCODING ({@link parserProblem}).
 * - Other Nest HttpExceptions: mapped by status.
 * - Errors a library's registered `ErrorMapper` knows (e.g. database connection
 *   and timeout errors: 503 DEPENDENCY_UNAVAILABLE), see `registerErrorMapper`.
 * - Anything else: 500 INTERNAL_ERROR, logged with its stack, revealing nothing.
 */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemDetails');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly options: ProblemDetailsFilterOptions = {},
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    const problem = this.toProblem(exception, req);
    if (problem.status >= 500 && !(exception instanceof ProblemError)) {
      this.logger.error({ err: exception, path: req.originalUrl, reqId: (req as { id?: unknown }).id }, 'Unhandled error');
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    const body = this.body(problem, req);
    for (const [name, value] of Object.entries(problem.headers ?? {})) res.setHeader(name, value);
    res.status(problem.status).type('application/problem+json').send(JSON.stringify(body));
  }

  /** Turns any thrown value into a ProblemError. */
  toProblem(exception: unknown, req: Request): ProblemError {
    if (exception instanceof ProblemError) return exception;
    if (exception instanceof HttpException) return this.fromHttpException(exception, req);
    if (exception && typeof exception === 'object') {
      const parsed = parserProblem(exception as Record<string, never>);
      if (parsed) return parsed;
    }
    const mapped = mapKnownError(exception);
    if (mapped) return mapped;
    return new ProblemError({
      status: 500,
      code: 'INTERNAL_ERROR',
      detail: 'The server failed to handle this request.',
      hint: 'Try again later; quote the X-Request-Id header when reporting it.',
    });
  }

  private fromHttpException(exception: HttpException, req: Request): ProblemError {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message = typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? exception.message);
    if (status === HttpStatus.NOT_FOUND && /^Cannot [A-Z]+ /.test(message)) {
      const allow = allowedMethods(this.adapterHost.httpAdapter.getInstance(), req.path);
      if (allow.length > 0) {
        return new ProblemError({
          status: 405,
          code: 'METHOD_NOT_ALLOWED',
          detail: `${req.method} is not served at ${req.path}; it serves ${allow.join(', ')}.`,
          headers: { Allow: allow.join(', ') },
        });
      }
      return new ProblemError({
        status: 404,
        code: 'NOT_FOUND',
        detail: `Nothing is served at ${req.path}.`,
        hint: 'Check the path against the API reference.',
      });
    }
    if (status === HttpStatus.PAYLOAD_TOO_LARGE) {
      return new ProblemError({ status, code: 'PAYLOAD_TOO_LARGE', detail: 'The request body is larger than this endpoint accepts.' });
    }
    const code = STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
    const detail = status >= 500 ? 'The server failed to handle this request.' : message;
    return new ProblemError({ status, code, detail });
  }

  private body(problem: ProblemError, req: Request): ProblemBody {
    // Absolute only from configuration: a request's Host header is never copied into an
    // answer (it may be anyone's). Without PUBLIC_BASE_URL the type is a relative
    // reference, which RFC 9457 allows (resolved against the request's URL).
    const base = linkBase(this.options.publicBaseUrl);
    const catalogued = problemType(problem.code);
    // A ProblemError already carries its catalogue entry's hint when it has none of its own.
    const hint = problem.hint ?? GENERIC_HINT;
    return {
      type: `${base}/problems/${codeToSlug(problem.code)}`,
      title: problem.title ?? catalogued?.title ?? problem.code,
      status: problem.status,
      detail: problem.detail,
      // The path and query only: an absolute-form target's host is the client's (requestPath).
      instance: requestPath(req.originalUrl),
      code: problem.code,
      hint,
      ...(problem.errors ? { errors: problem.errors } : {}),
      ...(problem.extensions ?? {}),
      ...(this.options.errorMember ? { error: { code: problem.code, message: problem.detail } } : {}),
    };
  }
}
