import { ArgumentsHost, CanActivate, Catch, ExecutionContext, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CaptchaMissingError } from '@fulfil/helpdesk';
import { MultipartFields, ProblemDetailsFilter, type MultipartLimits } from '@fulfil/platform';
import { ProblemError, ValidationProblem } from '@fulfil/problem-details';
import type { Request } from 'express';
import { WebsiteConfig } from '../config';

/** multer limits of a form: a handful of short text fields, no files. */
export const MULTIPART_LIMITS: MultipartLimits = { fields: 20, parts: 20, fieldNameSize: 100, fieldSize: 32 * 1024, headerPairs: 50 };

/** Content types a form endpoint reads. */
export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'];

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
}

/**
 * Reads the body of a form endpoint (a guard after the rate limit, so before any pipe):
 * - `application/x-www-form-urlencoded` (parsed by the shared bootstrap) and
 *   `multipart/form-data` (parsed here by `MultipartFields` of @fulfil/platform with
 *   {@link MULTIPART_LIMITS}) are the spec's content types; `application/json` with
 *   the same fields is accepted as a convenience; any other body is 415
 *   UNSUPPORTED_MEDIA_TYPE (with `Accept-Post`).
 * - A file part is 400 FILE_UPLOAD_NOT_ACCEPTED; a multipart body over the limits is
 *   413 PAYLOAD_TOO_LARGE; an unreadable one 400 MALFORMED_BODY; a field holding a NUL
 *   character is 400 VALIDATION_FAILED naming it, as the shared parsers answer for JSON
 *   and form-encoded bodies (`unsafeTextProblem`; docs/api-decisions.md, "Request bodies").
 *
 * A guard rather than an interceptor: an interceptor costs every request Nest's observable
 * chain, and this one has nothing to do after the handler ({@link formException} shapes
 * the failures, in {@link FormProblemFilter} and the browser-form filter).
 */
@Injectable()
export class FormBodyGuard implements CanActivate {
  private readonly multipart = new MultipartFields(MULTIPART_LIMITS);

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    if (hasBody(req)) {
      if (!req.is(FORM_CONTENT_TYPES)) {
        throw new ProblemError({
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          detail: `This endpoint reads application/x-www-form-urlencoded or multipart/form-data (JSON is accepted too), not ${req.headers['content-type'] ?? 'a body without Content-Type'}.`,
          headers: { 'Accept-Post': FORM_CONTENT_TYPES.join(', ') },
        });
      }
      if (req.is('multipart/form-data')) {
        await this.multipart.read(context);
      }
    }
    if (req.body === undefined || req.body === null) req.body = {};
    return true;
  }
}

/**
 * A form endpoint's failure as answered: a request whose only invalid field is a missing
 * or blank `captchaToken` answers 400 CAPTCHA_MISSING (docs/api-decisions.md) rather than
 * VALIDATION_FAILED; when other fields fail too, VALIDATION_FAILED lists them all, the
 * token included. Anything else is unchanged.
 */
export function formException(error: unknown): unknown {
  return onlyCaptchaTokenMissing(error) ? new CaptchaMissingError() : error;
}

/** The platform's problem-details filter for the form endpoints, with their failures shaped by {@link formException}. */
@Catch()
@Injectable()
export class FormProblemFilter extends ProblemDetailsFilter {
  constructor(adapterHost: HttpAdapterHost, config: WebsiteConfig) {
    super(adapterHost, { publicBaseUrl: config.PUBLIC_BASE_URL });
  }

  override catch(exception: unknown, host: ArgumentsHost): void {
    super.catch(formException(exception), host);
  }
}

function onlyCaptchaTokenMissing(error: unknown): boolean {
  if (!(error instanceof ValidationProblem) || !error.errors?.length) return false;
  return error.errors.every((e) => e.field === 'captchaToken' && (e.rule === 'required' || e.rule === 'minLength'));
}
