import { outcomeOf, outcomeQuery, parseOutcome } from './outcome';

describe('form outcomes (the 303 query)', () => {
  const roundTrip = (query: string) => parseOutcome(Object.fromEntries(new URLSearchParams(query)));

  it('maps successes, field errors, the bot check, rate limits and outages', () => {
    expect(outcomeOf('contact')).toEqual({ form: 'contact', kind: 'sent' });
    expect(outcomeOf('newsletter')).toEqual({ form: 'newsletter', kind: 'subscribed' });
    const invalid = outcomeOf('contact', {
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'email', rule: 'isEmail' },
        { field: 'captchaToken', rule: 'required' },
        { field: 'firstName', rule: 'required' },
      ],
    });
    expect(invalid).toEqual({
      form: 'contact',
      kind: 'invalid',
      errors: [
        { field: 'email', rule: 'isEmail' },
        { field: 'firstName', rule: 'required' },
      ],
    });
    expect(outcomeOf('contact', { status: 400, code: 'VALIDATION_FAILED', errors: [{ field: 'captchaToken', rule: 'equals' }] }).kind).toBe('bot-check');
    expect(outcomeOf('contact', { status: 400, code: 'VALIDATION_FAILED', errors: [{ field: 'extra', rule: 'unknownField' }] }).kind).toBe('error');
    expect(outcomeOf('contact', { status: 401, code: 'CAPTCHA_INVALID' }).kind).toBe('bot-check');
    expect(outcomeOf('contact', { status: 400, code: 'CAPTCHA_MISSING' }).kind).toBe('bot-check');
    expect(outcomeOf('newsletter', { status: 409, code: 'NEWSLETTER_OPTED_OUT' }).kind).toBe('opted-out');
    expect(outcomeOf('contact', { status: 429, code: 'RATE_LIMITED', retryAfter: '37' })).toEqual({
      form: 'contact',
      kind: 'rate-limited',
      retryAfterSeconds: 37,
    });
    expect(outcomeOf('contact', { status: 502, code: 'UPSTREAM_UNAVAILABLE', enquiryStored: true }).kind).toBe('stored');
    expect(outcomeOf('contact', { status: 502, code: 'UPSTREAM_UNAVAILABLE' }).kind).toBe('unavailable');
    expect(outcomeOf('contact', { status: 503, code: 'DEPENDENCY_UNAVAILABLE' }).kind).toBe('unavailable');
    expect(outcomeOf('newsletter', { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }).kind).toBe('error');
  });

  it('carries field and rule names only, and reads back what it wrote', () => {
    const outcome = outcomeOf('contact', { status: 400, code: 'VALIDATION_FAILED', errors: [{ field: 'email', rule: 'isEmail' }] });
    const query = outcomeQuery(outcome);
    expect(query).toBe('form=contact&outcome=invalid&errors=email%3AisEmail');
    expect(roundTrip(query)).toEqual(outcome);
    const limited = outcomeOf('newsletter', { status: 429, code: 'RATE_LIMITED', retryAfter: 12 });
    expect(roundTrip(outcomeQuery(limited))).toEqual(limited);
  });

  it('drops what the page could not have produced', () => {
    expect(parseOutcome({})).toBeUndefined();
    expect(parseOutcome({ form: 'admin', outcome: 'sent' })).toBeUndefined();
    expect(parseOutcome({ form: 'contact', outcome: '<script>' })).toBeUndefined();
    expect(parseOutcome({ form: 'contact', outcome: ['sent', 'invalid'] })).toBeUndefined();
    expect(roundTrip('form=contact&outcome=invalid&errors=email:isEmail,password:required,firstName:<b>,email:required')).toEqual({
      form: 'contact',
      kind: 'invalid',
      errors: [{ field: 'email', rule: 'isEmail' }],
    });
    expect(roundTrip('form=newsletter&outcome=invalid&errors=message:required')).toEqual({ form: 'newsletter', kind: 'error' });
    expect(roundTrip('form=contact&outcome=rate-limited&retryAfter=-5')?.retryAfterSeconds).toBe(60);
    expect(roundTrip('form=contact&outcome=rate-limited&retryAfter=1e9')?.retryAfterSeconds).toBe(60);
  });
});
