import { FormValuesSealer, MAX_SEALED_LENGTH, readCookie } from './sealed-values';

describe('sealed form values', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  const values = { email: 'jane@example.com', firstName: 'Jane', message: 'Where is my order?', company: '' };

  it('opens what it sealed, without empty values, until it expires', () => {
    const sealer = new FormValuesSealer('s'.repeat(32));
    const sealed = sealer.seal({ form: 'contact', values }, now);
    expect(sealed).toMatch(/^[\w-]+$/);
    expect(sealed).not.toContain('jane');
    expect(sealer.open(sealed, later(299))).toEqual({
      form: 'contact',
      values: { email: 'jane@example.com', firstName: 'Jane', message: 'Where is my order?' },
    });
    expect(sealer.open(sealed, later(300))).toBeUndefined();
  });

  it('refuses a forged, truncated or foreign seal', () => {
    const sealer = new FormValuesSealer('s'.repeat(32));
    const sealed = sealer.seal({ form: 'newsletter', values: { email: 'a@example.com' } }, now);
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    expect(sealer.open(flipped, now)).toBeUndefined();
    expect(sealer.open(sealed.slice(0, 20), now)).toBeUndefined();
    expect(sealer.open('not base64 !!', now)).toBeUndefined();
    expect(sealer.open(undefined, now)).toBeUndefined();
    expect(new FormValuesSealer('t'.repeat(32)).open(sealed, now)).toBeUndefined();
    expect(new FormValuesSealer().open(sealed, now)).toBeUndefined();
    expect(new FormValuesSealer('s'.repeat(32)).open(sealed, now)).toEqual({ form: 'newsletter', values: { email: 'a@example.com' } });
  });

  it('leaves a long message out rather than exceed a cookie', () => {
    const sealer = new FormValuesSealer();
    const sealed = sealer.seal({ form: 'contact', values: { ...values, message: 'x'.repeat(10_000) } }, now);
    expect(sealed.length).toBeLessThanOrEqual(MAX_SEALED_LENGTH);
    expect(sealer.open(sealed, now)).toEqual({ form: 'contact', values: { email: 'jane@example.com', firstName: 'Jane' }, messageDropped: true });
  });

  it('reads one cookie of a Cookie header', () => {
    expect(readCookie('a=1; form_values=abc-_; b=2', 'form_values')).toBe('abc-_');
    expect(readCookie('xform_values=1', 'form_values')).toBeUndefined();
    expect(readCookie(undefined, 'form_values')).toBeUndefined();
  });
});
