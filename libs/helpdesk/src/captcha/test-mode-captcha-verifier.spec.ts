import { CaptchaUnavailableError } from './captcha-errors';
import { CONTACT_FORM_ACTION } from './captcha-verifier';
import { createCaptchaVerifier } from './create-captcha-verifier';
import { RecaptchaVerifier } from './recaptcha-verifier';
import { TestModeCaptchaVerifier } from './test-mode-captcha-verifier';

describe('TestModeCaptchaVerifier', () => {
  const verifier = new TestModeCaptchaVerifier({ nodeEnv: 'development' });
  const verify = (token?: string) => verifier.verify({ token, expectedAction: CONTACT_FORM_ACTION });
  const fetchSpy = jest.spyOn(globalThis, 'fetch');

  afterAll(() => fetchSpy.mockRestore());

  it('passes test-pass with score 0.9 and test-pass:<score> at or above the threshold', async () => {
    await expect(verify('test-pass')).resolves.toEqual({ ok: true, score: 0.9, hostname: 'localhost', action: CONTACT_FORM_ACTION });
    await expect(verify('test-pass:0.5')).resolves.toMatchObject({ ok: true, score: 0.5 });
    await expect(verify('test-pass:0.3')).resolves.toMatchObject({ ok: false, reason: 'low-score', score: 0.3 });
    await expect(verify('test-pass:abc')).resolves.toMatchObject({ ok: false, reason: 'invalid-token' });
    await expect(verify('test-pass:')).resolves.toMatchObject({ ok: false, reason: 'invalid-token' });
  });

  it('rejects test-fail, test-fail:<reason>, unknown and missing tokens', async () => {
    await expect(verify('test-fail')).resolves.toEqual({ ok: false, reason: 'invalid-token' });
    await expect(verify('test-fail:timeout-or-duplicate')).resolves.toEqual({ ok: false, reason: 'timeout-or-duplicate' });
    await expect(verify('test-fail:wrong-action')).resolves.toEqual({ ok: false, reason: 'wrong-action' });
    await expect(verify('test-fail:nonsense')).resolves.toEqual({ ok: false, reason: 'invalid-token' });
    await expect(verify('a-real-looking-token')).resolves.toEqual({ ok: false, reason: 'invalid-token' });
    await expect(verify(undefined)).resolves.toEqual({ ok: false, reason: 'missing-token' });
  });

  it('simulates an outage with test-unavailable', async () => {
    await expect(verify('test-unavailable')).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });

  it('never calls the network', () => {
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('is refused in production', () => {
    expect(() => new TestModeCaptchaVerifier({ nodeEnv: 'production' })).toThrow(/production/);
  });
});

describe('createCaptchaVerifier', () => {
  it('uses reCAPTCHA when a secret is configured, test mode otherwise (outside production)', () => {
    const real = createCaptchaVerifier({ secret: 's3cret', nodeEnv: 'production' });
    expect(real).toBeInstanceOf(RecaptchaVerifier);
    expect(real.description).not.toContain('s3cret');
    const test = createCaptchaVerifier({ secret: '', nodeEnv: 'development' });
    expect(test.mode).toBe('test');
    expect(test.description).toMatch(/TEST MODE/);
  });

  it('refuses test mode in production, whether implicit or explicit', () => {
    expect(() => createCaptchaVerifier({ nodeEnv: 'production' })).toThrow(/production/);
    expect(() => createCaptchaVerifier({ mode: 'test', secret: 's', nodeEnv: 'production' })).toThrow(/production/);
  });

  it('honours an explicit mode', () => {
    expect(createCaptchaVerifier({ mode: 'test', secret: 's', nodeEnv: 'test' }).mode).toBe('test');
    expect(() => createCaptchaVerifier({ mode: 'recaptcha', nodeEnv: 'test' })).toThrow(/secret is required/);
  });
});
