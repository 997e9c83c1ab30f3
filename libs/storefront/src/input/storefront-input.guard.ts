import { createParamDecorator, ExecutionContext, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { flattenValidationErrors, type MultipartLimits, type RawBodyRequest } from '@fulfil/platform';
import { ValidationProblem } from '@fulfil/problem-details';
import type { Request } from 'express';
import { hasBrackets, MAX_BRACKETED_ITEMS, mergeStorefrontInput, parseBracketed } from './storefront-input';

/**
 * multer limits of a storefront endpoint's multipart body: a cart of
 * {@link MAX_BRACKETED_ITEMS} lines of a few fields each, field values up to 64 KiB (a
 * cart as one string), names up to 100 bytes; never a file. The app gives them to the
 * shared bootstrap (`BootstrapOptions.multipartBodies` of @fulfil/platform), whose body
 * middleware reads such bodies before any handler: no guard per endpoint.
 */
export const STOREFRONT_MULTIPART_LIMITS: MultipartLimits = {
  fields: MAX_BRACKETED_ITEMS * 8 + 20,
  parts: MAX_BRACKETED_ITEMS * 8 + 20,
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  headerPairs: 50,
};

/** Where a request keeps its merged parameters, computed on first use (a request is read once). */
const INPUT = Symbol('storefrontInput');

type InputRequest = Request & { [INPUT]?: Readonly<Record<string, unknown>> };

/** The form content type, as the shared body parser read it (its raw bytes kept on `rawBody`). */
function isFormBody(req: Request): boolean {
  const type = req.headers['content-type'];
  return typeof type === 'string' && type.toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/**
 * The parameters of a storefront request, merged by THE input rule
 * ({@link mergeStorefrontInput}: query string and body, body over query, `api_key` and
 * unknown members ignored), once per request. Brackets (`shoppingCart[0][variant_id]=1`)
 * are read with `qs` only when the query string or form body has any, so a plain GET
 * costs no second parse: its parameters are Express's `req.query` as they are. JSON
 * bodies come from the shared JSON parser; multipart fields from the shared body
 * middleware too, on the paths the app lists with {@link STOREFRONT_MULTIPART_LIMITS}.
 *
 * @throws ValidationProblem 400 when `shop` is given twice with different values
 */
export function storefrontInput(req: Request): Readonly<Record<string, unknown>> {
  let input = (req as InputRequest)[INPUT];
  if (input === undefined) {
    const at = req.url.indexOf('?');
    const rawQuery = at < 0 ? '' : req.url.slice(at + 1);
    const query = rawQuery !== '' && hasBrackets(rawQuery) ? parseBracketed(rawQuery) : (req.query as Record<string, unknown>);
    let body: unknown = req.body;
    const raw = (req as RawBodyRequest).rawBody;
    if (raw !== undefined && isFormBody(req)) {
      const text = raw.toString('utf8');
      if (hasBrackets(text)) body = parseBracketed(text);
    }
    input = mergeStorefrontInput(query, body);
    (req as InputRequest)[INPUT] = input;
  }
  return input;
}

/**
 * A parameter of a storefront endpoint from {@link storefrontInput}: `@StorefrontParam('shop', ShopPipe)`,
 * or all of them without a name (`@StorefrontParam(undefined, new StorefrontDtoPipe(Dto))`).
 * The pipes given after the name validate it (the global validation pipe does not see
 * custom parameters), so every endpoint reads query and body alike with its own rules.
 */
export const StorefrontParam = createParamDecorator((name: string | undefined, context: ExecutionContext): unknown => {
  const input = storefrontInput(context.switchToHttp().getRequest<Request>());
  return name === undefined ? input : input[name];
});

/**
 * Validates a storefront endpoint's whole parameter set (`@StorefrontParam()` without a
 * name) against a DTO class, the input rule's way: members the DTO does not declare are
 * dropped, never refused (docs/compatibility.md); a declared member that fails its rules
 * is 400 VALIDATION_FAILED naming it. For endpoints whose parameters are many (e.g.
 * fulfilment-api's reservations).
 */
export class StorefrontDtoPipe<T extends object> implements PipeTransform<unknown, T> {
  constructor(private readonly dto: new () => T) {}

  transform(value: unknown): T {
    const instance = plainToInstance(this.dto, value ?? {});
    const errors = validateSync(instance, { whitelist: true, forbidNonWhitelisted: false, forbidUnknownValues: true, stopAtFirstError: false });
    if (errors.length > 0) throw new ValidationProblem(flattenValidationErrors(errors));
    return instance;
  }
}
