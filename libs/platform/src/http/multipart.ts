import { BadRequestException, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { ProblemError } from '@fulfil/problem-details';
import type { Request, Response } from 'express';
import { Observable } from 'rxjs';
import { unsafeTextProblem } from './request-body';

/** multer limits of a form body: counts of fields and parts, sizes in bytes; files are never read. */
export interface MultipartLimits {
  fields: number;
  parts: number;
  fieldNameSize: number;
  /** Largest field value, bytes. */
  fieldSize: number;
  headerPairs: number;
}

/**
 * Reads `multipart/form-data` text fields with multer (Nest's `NoFilesInterceptor`, which
 * also turns bracketed names such as `shoppingCart[0][variant_id]` into nested values)
 * into `req.body`, within `limits`; shared by website-api's forms and the storefront
 * endpoints. Failures are problems (docs/api-decisions.md, "Request bodies"): a file part
 * 400 FILE_UPLOAD_NOT_ACCEPTED, a body over the limits 413 PAYLOAD_TOO_LARGE, an unreadable
 * one 400 MALFORMED_BODY, a field holding a NUL character or a lone surrogate 400
 * VALIDATION_FAILED naming it.
 */
export class MultipartFields {
  private readonly reader: NestInterceptor;

  constructor(private readonly limits: MultipartLimits) {
    const Reader: Type<NestInterceptor> = NoFilesInterceptor({ limits: { ...limits, files: 0 } });
    this.reader = new Reader();
  }

  /**
   * Parses the request's multipart body into `req.body` (the request must be `multipart/form-data`).
   * @throws ProblemError as described on the class
   */
  async read(context: ExecutionContext): Promise<void> {
    const http = context.switchToHttp();
    await this.readRequest(http.getRequest<Request>(), http.getResponse<Response>());
  }

  /**
   * {@link read} for Express middleware (the shared body middleware's multipart paths,
   * `BootstrapOptions.multipartBodies`): the same parse and the same problems.
   * @throws ProblemError as described on the class
   */
  async readRequest(req: Request, res: Response): Promise<void> {
    try {
      await this.reader.intercept(new ExecutionContextHost([req, res]), { handle: () => new Observable() });
    } catch (error) {
      throw this.problem(error);
    }
    const unsafe = unsafeTextProblem(req.body);
    if (unsafe) throw unsafe;
  }

  private problem(error: unknown): unknown {
    if (!(error instanceof BadRequestException)) return error; // 413 PayloadTooLargeException is mapped by the global filter
    const message = error.message;
    if (/^(Unexpected (file )?field|Too many files)/.test(message)) {
      return new ProblemError({
        status: 400,
        code: 'FILE_UPLOAD_NOT_ACCEPTED',
        detail: 'This form takes text fields only; the request carried a file.',
        hint: 'Send the form without file inputs.',
      });
    }
    if (/^(Too many (fields|parts)|Field (value|name) too long)/.test(message)) {
      return new ProblemError({
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        detail: `The multipart body exceeds the limits of this endpoint (${this.limits.fields} fields of at most ${Math.round(this.limits.fieldSize / 1024)} KiB).`,
      });
    }
    return new ProblemError({
      status: 400,
      code: 'MALFORMED_BODY',
      detail: 'The multipart body could not be read.',
      hint: 'Send well-formed multipart/form-data or a form-encoded body.',
    });
  }
}
