import fc from 'fast-check';
import { DEFAULT_MAX_BODY_DEPTH, findUnsafeText, scanJsonBytes } from './request-body';

const bytes = (s: string) => Buffer.from(s, 'utf8');

/** Deepest nesting of a parsed JSON value (the definition the scan must agree with). */
function depthOf(v: unknown): number {
  if (v === null || typeof v !== 'object') return 0;
  const children = Array.isArray(v) ? v : Object.values(v);
  return 1 + children.reduce((m: number, c) => Math.max(m, depthOf(c)), 0);
}

describe('scanJsonBytes', () => {
  it('counts nesting outside strings only', () => {
    expect(scanJsonBytes(bytes('[[1]]'), 2).tooDeep).toBe(false);
    expect(scanJsonBytes(bytes('[[[1]]]'), 2).tooDeep).toBe(true);
    expect(scanJsonBytes(bytes('{"a":"[[[[[[{{{{"}'), 1).tooDeep).toBe(false);
    expect(scanJsonBytes(bytes('{"a\\"[[[":"\\\\"}'), 1).tooDeep).toBe(false);
    expect(scanJsonBytes(bytes('{"a":"\\\\","b":[[1]]}'), 2).tooDeep).toBe(true);
  });

  it('stops a 3 KB body of 1,500 nested arrays at the default limit', () => {
    const body = '['.repeat(1500) + ']'.repeat(1500);
    expect(body.length).toBe(3000);
    expect(scanJsonBytes(bytes(body), DEFAULT_MAX_BODY_DEPTH).tooDeep).toBe(true);
    expect(scanJsonBytes(bytes('['.repeat(32) + ']'.repeat(32)), DEFAULT_MAX_BODY_DEPTH).tooDeep).toBe(false);
    expect(scanJsonBytes(bytes('['.repeat(33) + ']'.repeat(33)), DEFAULT_MAX_BODY_DEPTH).tooDeep).toBe(true);
  });

  it('is not misled by multi-byte UTF-8 characters', () => {
    expect(scanJsonBytes(bytes('{"名前":"ü€😀[","x":[]}'), 1).tooDeep).toBe(true);
    expect(scanJsonBytes(bytes('{"名前":"ü€😀[","x":1}'), 1).tooDeep).toBe(false);
  });

  it('notes \\u escapes of NUL and of surrogates, and nothing else', () => {
    expect(scanJsonBytes(bytes('{"a":"\\u0000"}'), 8).suspectText).toBe(true);
    expect(scanJsonBytes(bytes('{"a":"\\ud800"}'), 8).suspectText).toBe(true);
    expect(scanJsonBytes(bytes('{"a":"\\uDFFF"}'), 8).suspectText).toBe(true);
    expect(scanJsonBytes(bytes('{"a":"\\ud83d\\ude00"}'), 8).suspectText).toBe(true);
    expect(scanJsonBytes(bytes('{"a":"\\u00e9\\u0001\\uc000\\ue000"}'), 8).suspectText).toBe(false);
    expect(scanJsonBytes(bytes('{"a":"\\\\u0000"}'), 8).suspectText).toBe(false);
    expect(scanJsonBytes(bytes('{"a":"u0000"}'), 8).suspectText).toBe(false);
  });

  it('agrees with JSON.parse on the depth of any JSON value', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'large', maxDepth: 12 }), fc.integer({ min: 1, max: 12 }), (text, limit) => {
        expect(scanJsonBytes(bytes(text), limit).tooDeep).toBe(depthOf(JSON.parse(text)) > limit);
      }),
      { seed: 20260523, numRuns: 500 },
    );
  });

  it('flags every body whose parsed strings hold a NUL or a lone surrogate', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom('\u0000', '\ud800', '\udc00', '\udbff'), (value, bad) => {
        const text = JSON.stringify({ value, bad: `x${bad}y` });
        expect(scanJsonBytes(bytes(text), 64).suspectText).toBe(true);
      }),
      { seed: 20260523, numRuns: 200 },
    );
  });
});

describe('findUnsafeText', () => {
  it('names each field holding a NUL or a lone surrogate, keys included', () => {
    const body = { email: '\ud800', name: 'Ja\u0000ne', ok: 'fine 😀', items: [{ note: 'a\udc00' }], ['we\u0000ird']: 1 };
    expect(findUnsafeText(body)).toEqual([
      { field: 'email', rule: 'wellFormedUnicode', message: expect.stringContaining('lone UTF-16 surrogate') },
      { field: 'name', rule: 'noNulCharacter', message: 'name must not contain the NUL character (U+0000)' },
      { field: 'items[0].note', rule: 'wellFormedUnicode', message: expect.any(String) },
      { field: '["we\\u0000ird"]', rule: 'noNulCharacter', message: expect.stringContaining('the name of') },
    ]);
  });

  it('finds nothing in clean bodies, paired surrogates included', () => {
    expect(findUnsafeText({ a: '😀', b: [1, null, true, { c: 'é\ud83d\ude00' }] })).toEqual([]);
    expect(findUnsafeText('plain')).toEqual([]);
  });

  it('names the body itself when it is a bad string', () => {
    expect(findUnsafeText('\u0000')).toEqual([expect.objectContaining({ field: 'the body', rule: 'noNulCharacter' })]);
  });
});
