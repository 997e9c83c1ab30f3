import {
  cityMatches,
  compilePostalCodePattern,
  isAreaMatchMode,
  matchesArea,
  postalCodeEquals,
  postalCodeHasPrefix,
  postalCodeMatchesPattern,
} from './postal-code-matching';

describe('exact mode', () => {
  it('ignores case and spaces', () => {
    expect(postalCodeEquals('sw1a1aa', 'SW1A 1AA')).toBe(true);
    expect(postalCodeEquals(' SW1A  1AA ', 'sw1a1aa')).toBe(true);
    expect(postalCodeEquals('10001', '10001')).toBe(true);
    expect(postalCodeEquals('10001', '10002')).toBe(false);
    expect(postalCodeEquals('SW1A 1AB', 'SW1A 1AA')).toBe(false);
    expect(postalCodeEquals('10001-1234', '10001')).toBe(false);
  });

  it('never matches a blank entry', () => {
    expect(postalCodeEquals('', '')).toBe(false);
    expect(postalCodeEquals(' ', '  ')).toBe(false);
  });
});

describe('prefix mode', () => {
  it('ignores case and spaces', () => {
    expect(postalCodeHasPrefix('SW1A 1AA', 'sw1')).toBe(true);
    expect(postalCodeHasPrefix('sw1a1aa', 'SW1A 1')).toBe(true);
    expect(postalCodeHasPrefix('10001-1234', '100')).toBe(true);
    expect(postalCodeHasPrefix('90210', '100')).toBe(false);
    expect(postalCodeHasPrefix('SW', 'SW1A')).toBe(false);
  });

  it('never matches a blank prefix', () => {
    expect(postalCodeHasPrefix('10001', '')).toBe(false);
    expect(postalCodeHasPrefix('10001', '   ')).toBe(false);
  });
});

describe('pattern mode', () => {
  it('reads _ as a space and * as any one character, over the whole code', () => {
    expect(postalCodeMatchesPattern('SW1A 1AA', 'SW1A_***')).toBe(true);
    expect(postalCodeMatchesPattern('SW1A 2AB', 'SW1A_***')).toBe(true);
    expect(postalCodeMatchesPattern('SW1A 1AAX', 'SW1A_***')).toBe(false);
    expect(postalCodeMatchesPattern('SW1A 1A', 'SW1A_***')).toBe(false);
    expect(postalCodeMatchesPattern('SW1B 1AA', 'SW1A_***')).toBe(false);
    expect(postalCodeMatchesPattern('10001', '100**')).toBe(true);
    expect(postalCodeMatchesPattern('10101', '100**')).toBe(false);
    expect(postalCodeMatchesPattern('100011', '100**')).toBe(false);
  });

  it('normalises case and inner spaces', () => {
    expect(postalCodeMatchesPattern('sw1a 1aa', 'sw1a_***')).toBe(true);
    expect(postalCodeMatchesPattern('sw1a1aa', 'SW1A_***')).toBe(true); // customer left the space out
    expect(postalCodeMatchesPattern('  SW1A   1AA ', 'SW1A_***')).toBe(true); // runs of spaces count as one
    expect(postalCodeMatchesPattern('SW1A 1AA', 'SW1A***')).toBe(true); // pattern without _: spaces ignored
    expect(postalCodeMatchesPattern('SW1A 1AA', 'SW1A 1**')).toBe(true); // a space in the pattern reads as _
  });

  it('* does not stand for a space, and _ is at most one space', () => {
    expect(postalCodeMatchesPattern('M1 1AE', 'M1**1AE')).toBe(false);
    expect(postalCodeMatchesPattern('M1 1AE', 'M1_*AE')).toBe(true);
    expect(postalCodeMatchesPattern('M11AE', 'M1_1AE')).toBe(true);
  });

  it('treats other characters literally (no regular-expression injection)', () => {
    expect(postalCodeMatchesPattern('1000-001', '1000-***')).toBe(true);
    expect(postalCodeMatchesPattern('10001', '1.0*01')).toBe(false);
    expect(postalCodeMatchesPattern('1(0)1', '1(0)1')).toBe(true);
    expect(postalCodeMatchesPattern('11', '1+')).toBe(false);
  });

  it('never matches with a blank pattern, and compiles once for many codes', () => {
    expect(postalCodeMatchesPattern('', '')).toBe(false);
    expect(postalCodeMatchesPattern(' ', '_')).toBe(false);
    const inWestminster = compilePostalCodePattern('SW1*_***');
    expect(['SW1A 1AA', 'SW1P 3BU', 'sw1e6de', 'SW2A 1AA'].map(inWestminster)).toEqual([true, true, true, false]);
  });
});

describe('city mode', () => {
  it('is a case-insensitive prefix that ignores spaces (and diacritics)', () => {
    expect(cityMatches('new york', 'New York')).toBe(true);
    expect(cityMatches('NewYork', 'New York')).toBe(true);
    expect(cityMatches('New York City', 'new york')).toBe(true);
    expect(cityMatches('Brook', 'Brooklyn')).toBe(false);
    expect(cityMatches('Zürich', 'zurich')).toBe(true);
    expect(cityMatches('Boston', 'New York')).toBe(false);
    expect(cityMatches('Boston', '  ')).toBe(false);
  });
});

describe('matchesArea', () => {
  it('dispatches on the mode and matches any entry of the list', () => {
    expect(matchesArea('exact', 'sw1a1aa', ['EC1A 1BB', 'SW1A 1AA'])).toBe(true);
    expect(matchesArea('prefix', '60601', ['606', '100'])).toBe(true);
    expect(matchesArea('pattern', 'SW1A 1AA', ['EC1*_***', 'SW1A_***'])).toBe(true);
    expect(matchesArea('city', 'springfield', ['Chicago', 'Spring field'])).toBe(true);
    expect(matchesArea('exact', '10001', [])).toBe(false);
    expect(matchesArea('prefix', '90210', ['606', '100'])).toBe(false);
  });

  it('knows its modes', () => {
    expect(['exact', 'prefix', 'pattern', 'city'].every(isAreaMatchMode)).toBe(true);
    expect(isAreaMatchMode('within_max_radius')).toBe(false);
  });
});
