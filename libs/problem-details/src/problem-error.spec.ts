import { ProblemError, ValidationProblem } from './problem-error';
import { allProblemTypes, codeToSlug, problemType, registerProblemType, slugToCode } from './catalogue';

describe('ProblemError', () => {
  it('keeps status, code and detail and names the subclass', () => {
    class GeoError extends ProblemError {}
    const e = new GeoError({ status: 400, code: 'GEO_QUERY_UNRESOLVED', detail: 'nope' });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('GeoError');
    expect([e.status, e.code, e.detail, e.message]).toEqual([400, 'GEO_QUERY_UNRESOLVED', 'nope', 'nope']);
  });

  it('validation problem lists every failing field in its detail', () => {
    const e = new ValidationProblem([
      { field: 'email', rule: 'isEmail', message: 'email must be an email' },
      { field: 'firstName', rule: 'minLength', message: 'firstName must not be empty' },
    ]);
    expect(e.status).toBe(400);
    expect(e.code).toBe('VALIDATION_FAILED');
    expect(e.detail).toContain('email, firstName');
  });
});

describe('problem catalogue', () => {
  it('maps codes to kebab-case slugs and back', () => {
    expect(codeToSlug('METHOD_NOT_ALLOWED')).toBe('method-not-allowed');
    expect(slugToCode('method-not-allowed')).toBe('METHOD_NOT_ALLOWED');
  });

  it('refuses a code registered twice with a different status', () => {
    registerProblemType({ code: 'TEST_ONLY_CODE', status: 400, title: 'Test', description: 'x', hint: 'y' });
    expect(() => registerProblemType({ code: 'TEST_ONLY_CODE', status: 409, title: 'Test', description: 'x', hint: 'y' })).toThrow(/registered twice/);
    expect(problemType('TEST_ONLY_CODE')?.status).toBe(400);
  });

  it('gives every catalogued problem a hint', () => {
    expect(
      allProblemTypes()
        .filter((t) => !t.hint?.trim())
        .map((t) => t.code),
    ).toEqual([]);
  });

  it("gives a problem without a hint of its own its catalogue entry's hint", () => {
    registerProblemType({ code: 'TEST_HINTED_CODE', status: 422, title: 'Hinted', description: 'x', hint: 'Do this next.' });
    expect(new ProblemError({ status: 422, code: 'TEST_HINTED_CODE', detail: 'd' }).hint).toBe('Do this next.');
    expect(new ProblemError({ status: 422, code: 'TEST_HINTED_CODE', detail: 'd', hint: 'Own hint.' }).hint).toBe('Own hint.');
  });

  it('lists the generic codes sorted', () => {
    const codes = allProblemTypes().map((t) => t.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(['NOT_FOUND', 'METHOD_NOT_ALLOWED', 'VALIDATION_FAILED', 'INTERNAL_ERROR']));
  });

  it('gives every generic code a title, a description and a hint', () => {
    for (const code of [
      'BAD_REQUEST',
      'VALIDATION_FAILED',
      'MALFORMED_BODY',
      'BODY_TOO_DEEP',
      'UNSUPPORTED_CONTENT_ENCODING',
      'UNSUPPORTED_MEDIA_TYPE',
      'PAYLOAD_TOO_LARGE',
      'REQUEST_HEADERS_TOO_LARGE',
      'MALFORMED_REQUEST',
      'REQUEST_TIMEOUT',
      'NOT_FOUND',
      'METHOD_NOT_ALLOWED',
      'INTERNAL_ERROR',
    ]) {
      const type = problemType(code);
      expect([code, !!type?.title, !!type?.description, !!type?.hint]).toEqual([code, true, true, true]);
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    }
  });
});
