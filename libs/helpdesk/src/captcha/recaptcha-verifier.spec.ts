import { problemType } from '@fulfil/problem-details';
import { FakeSiteverify } from '../testing';
import { CaptchaInvalidError, CaptchaMissingError, CaptchaUnavailableError } from './captcha-errors';
import { CONTACT_FORM_ACTION } from './captcha-verifier';
import { judge } from './judge';
import { RecaptchaConfig, RecaptchaVerifier } from './recaptcha-verifier';
import { requireCaptcha } from './require-captcha';

describe('RecaptchaVerifier against the fake siteverify', () => {
  const fake = new FakeSiteverify({ secret: 'test-secret', hostname: 'www.example.com' });
  const verifier = (overrides: Partial<RecaptchaConfig> = {}) =>
    new RecaptchaVerifier({ secret: 'test-secret', verifyUrl: fake.verifyUrl, timeoutMs: 1000, ...overrides });
  const verify = (token: string | undefined, overrides: Partial<RecaptchaConfig> = {}) =>
    verifier(overrides).verify({ token, remoteIp: '203.0.113.7', expectedAction: CONTACT_FORM_ACTION });

  beforeAll(() => fake.start());
  afterEach(() => fake.restore());
  afterAll(() => fake.stop());

  it('passes a valid token, posting secret, response and remoteip form-encoded', async () => {
    await expect(verify('valid')).resolves.toEqual({ ok: true, score: 0.9, hostname: 'www.example.com', action: CONTACT_FORM_ACTION });
    const request = fake.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(fake.forms.at(-1)).toEqual({ secret: 'test-secret', response: 'valid', remoteip: '203.0.113.7' });
  });

  it('omits remoteip when unknown', async () => {
    await verifier().verify({ token: 'valid', expectedAction: CONTACT_FORM_ACTION });
    expect(fake.forms.at(-1)).toEqual({ secret: 'test-secret', response: 'valid' });
  });

  it('reports a missing or blank token without calling siteverify', async () => {
    const before = fake.requests.length;
    await expect(verify(undefined)).resolves.toEqual({ ok: false, reason: 'missing-token' });
    await expect(verify('  ')).resolves.toEqual({ ok: false, reason: 'missing-token' });
    expect(fake.requests.length).toBe(before);
  });

  it.each([
    ['invalid-input-response', 'invalid-token'],
    ['some-garbage', 'invalid-token'],
    ['timeout-or-duplicate', 'timeout-or-duplicate'],
    ['wrong-action', 'wrong-action'],
    ['low-score', 'low-score'],
  ])('rejects token %s as %s', async (token, reason) => {
    await expect(verify(token)).resolves.toMatchObject({ ok: false, reason });
  });

  describe("error-codes: the visitor's are verdicts, ours are CaptchaUnavailableError", () => {
    it.each([
      ['invalid-input-response', 'invalid-token'],
      ['missing-input-response', 'missing-token'],
      ['timeout-or-duplicate', 'timeout-or-duplicate'],
    ])("%s (the visitor's token) is the verdict %s", async (code, reason) => {
      fake.answerErrorCodes([code]);
      await expect(verify('valid')).resolves.toEqual({ ok: false, reason, errorCodes: [code] });
    });

    it.each([
      ['bad-request', 'rejected'],
      ['missing-input-secret', 'unauthorized'],
      ['invalid-input-secret', 'unauthorized'],
    ])("%s (our call) is 502 UPSTREAM_UNAVAILABLE, ourFault, reason %s, never the visitor's 401; no secret anywhere", async (code, reason) => {
      fake.answerErrorCodes([code]);
      const error = await verify('valid', { secret: 'our-real-secret-value' }).catch((e) => e);
      expect(error).toBeInstanceOf(CaptchaUnavailableError);
      expect(error).not.toBeInstanceOf(CaptchaInvalidError);
      expect([error.status, error.code, error.ourFault]).toEqual([502, 'UPSTREAM_UNAVAILABLE', true]);
      expect(error.upstream).toEqual({ service: 'recaptcha', operation: 'siteverify', reason, status: 200, errorCode: code, message: code, attempts: 1 });
      expect(error.detail).toMatch(/our side/);
      expect(JSON.stringify({ ...error, detail: error.detail, hint: error.hint, upstream: error.upstream })).not.toMatch(/our-real-secret|valid"/);
      expect(fake.forms.at(-1)?.secret).toBe('our-real-secret-value'); // it was sent, only to siteverify
    });

    it("blames our call when the codes mix ours and the visitor's", async () => {
      fake.answerErrorCodes(['bad-request', 'invalid-input-response']);
      await expect(verify('valid')).rejects.toMatchObject({ ourFault: true, upstream: { reason: 'rejected', message: 'bad-request, invalid-input-response' } });
    });

    it('an outage is not our fault (ourFault false, the outage detail)', async () => {
      fake.failNext(1, 503);
      const error = await verify('valid').catch((e) => e);
      expect([error.ourFault, error.detail]).toEqual([false, expect.stringMatching(/unavailable/)]);
    });

    it("judge maps a failed answer to the visitor's reasons only", () => {
      const rules = { expectedAction: CONTACT_FORM_ACTION, threshold: 0.5 };
      expect(judge({ success: false, 'error-codes': ['missing-input-response'] }, rules)).toMatchObject({ reason: 'missing-token' });
      expect(judge({ success: false, 'error-codes': [] }, rules)).toMatchObject({ reason: 'invalid-token' });
    });
  });

  it('rejects a reused token as timeout-or-duplicate', async () => {
    await expect(verify('once-abc')).resolves.toMatchObject({ ok: true });
    await expect(verify('once-abc')).resolves.toEqual({ ok: false, reason: 'timeout-or-duplicate', errorCodes: ['timeout-or-duplicate'] });
  });

  it('applies the threshold (score >= threshold passes)', async () => {
    await expect(verify('score:0.5')).resolves.toMatchObject({ ok: true, score: 0.5 });
    await expect(verify('score:0.49')).resolves.toMatchObject({ ok: false, reason: 'low-score', score: 0.49 });
    await expect(verify('score:0.69', { threshold: 0.7 })).resolves.toMatchObject({ ok: false, reason: 'low-score' });
    expect(() => verifier({ threshold: 1.5 })).toThrow(/threshold/);
  });

  it('checks the hostname only when allowed hostnames are configured', async () => {
    await expect(verify('wrong-hostname')).resolves.toMatchObject({ ok: true, hostname: 'evil.example.net' });
    await expect(verify('wrong-hostname', { allowedHostnames: ['www.example.com'] })).resolves.toMatchObject({ ok: false, reason: 'hostname-not-allowed' });
    await expect(verify('valid', { allowedHostnames: ['WWW.example.com'] })).resolves.toMatchObject({ ok: true });
  });

  describe('verifier unavailable: CaptchaUnavailableError (502)', () => {
    const unavailable = async (overrides: Partial<RecaptchaConfig> = {}) => {
      const error = await verify('valid', overrides).catch((e) => e);
      expect(error).toBeInstanceOf(CaptchaUnavailableError);
      expect([error.status, error.code]).toEqual([502, 'UPSTREAM_UNAVAILABLE']);
      return error as CaptchaUnavailableError;
    };

    it('on a wrong secret (our misconfiguration, not the client), without leaking it', async () => {
      const error = await unavailable({ secret: 'wrong-secret-value' });
      expect(error.upstream).toMatchObject({ service: 'recaptcha', reason: 'unauthorized', message: 'invalid-input-secret' });
      expect(error.ourFault).toBe(true);
      expect(JSON.stringify({ ...error, detail: error.detail })).not.toMatch(/wrong-secret|"upstream"|invalid-input/);
    });

    it('on 5xx, a reset connection, a refused connection and an unreadable body, each tried once', async () => {
      const before = fake.requests.length;
      fake.failNext(1, 503);
      expect((await unavailable()).upstream).toMatchObject({ reason: 'server_error', status: 503 });
      fake.failNext(1, 'reset');
      expect((await unavailable()).upstream).toMatchObject({ reason: 'network' });
      fake.failNext(1, 'garbage');
      expect((await unavailable()).upstream).toMatchObject({ reason: 'bad_response' });
      expect(fake.requests.length - before).toBe(3);
      await fake.goDown('refuse');
      expect((await unavailable()).upstream).toMatchObject({ reason: 'network', errorCode: 'ECONNREFUSED' });
    });

    it('on a timeout, within timeoutMs', async () => {
      fake.delayResponses(600);
      const started = Date.now();
      expect((await unavailable({ timeoutMs: 150 })).upstream).toMatchObject({ reason: 'timeout', attempts: 1 });
      expect(Date.now() - started).toBeLessThan(500);
    });
  });

  describe('requireCaptcha', () => {
    it('maps missing to 400 CAPTCHA_MISSING and every rejection to 401 CAPTCHA_INVALID', async () => {
      const input = (token?: string) => ({ token, expectedAction: CONTACT_FORM_ACTION });
      await expect(requireCaptcha(verifier(), input('valid'))).resolves.toMatchObject({ ok: true, score: 0.9 });
      const missing = await requireCaptcha(verifier(), input('')).catch((e) => e);
      expect(missing).toBeInstanceOf(CaptchaMissingError);
      expect([missing.status, missing.code]).toEqual([400, 'CAPTCHA_MISSING']);
      const invalid = await requireCaptcha(verifier(), input('low-score')).catch((e) => e);
      expect(invalid).toBeInstanceOf(CaptchaInvalidError);
      expect([invalid.status, invalid.code]).toEqual([401, 'CAPTCHA_INVALID']);
      expect(invalid.verdict).toMatchObject({ reason: 'low-score', score: 0.1 });
      expect(JSON.stringify(invalid)).not.toMatch(/low-score|0\.1/);
      fake.failNext(1, 500);
      await expect(requireCaptcha(verifier(), input('valid'))).rejects.toBeInstanceOf(CaptchaUnavailableError);
    });

    it('registers CAPTCHA_MISSING (400) and CAPTCHA_INVALID (401) in the problem catalogue', () => {
      expect(problemType('CAPTCHA_MISSING')?.status).toBe(400);
      expect(problemType('CAPTCHA_INVALID')?.status).toBe(401);
    });
  });
});
