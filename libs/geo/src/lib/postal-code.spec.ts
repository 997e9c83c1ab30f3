import { compactPostalCode, postalCodeLookupKeys } from './postal-code';
import { normalizePlaceName } from './place-name';

describe('compactPostalCode', () => {
  it.each([
    ['sw1a1aa', 'SW1A1AA'],
    ['SW1A 1AA', 'SW1A1AA'],
    ['  sw1a \t 1aa ', 'SW1A1AA'],
    ['100-0001', '1000001'],
    ['１００－０００１', '1000001'],
    ['10001-1234', '100011234'],
    ['10001', '10001'],
  ])('%p -> %p', (input, expected) => {
    expect(compactPostalCode(input)).toBe(expected);
  });
});

describe('postalCodeLookupKeys', () => {
  it('gives the full code first, then leading parts restricted to their countries', () => {
    expect(postalCodeLookupKeys('10001-1234')).toEqual([
      { key: '100011234', partial: false },
      { key: '10001', partial: true, countries: ['US'] },
    ]);
    expect(postalCodeLookupKeys('sw1a 1aa')).toEqual([
      { key: 'SW1A1AA', partial: false },
      { key: 'SW1A', partial: true, countries: ['GB', 'GG', 'JE', 'IM'] },
    ]);
    expect(postalCodeLookupKeys('M5V 3L9').map((k) => k.key)).toEqual(['M5V3L9', 'M5V']);
    expect(postalCodeLookupKeys('D02 X285').map((k) => k.key)).toEqual(['D02X285', 'D02']);
    expect(postalCodeLookupKeys('VLT 1117').map((k) => k.key)).toEqual(['VLT1117', 'VLT']);
    expect(postalCodeLookupKeys('1012 AB').map((k) => k.key)).toEqual(['1012AB', '1012']);
    expect(postalCodeLookupKeys('W1A 0AX').map((k) => k.key)).toEqual(['W1A0AX', 'W1A']);
  });

  it('has no partial key for codes that are already short, and none at all without letters or digits', () => {
    expect(postalCodeLookupKeys('10001')).toEqual([{ key: '10001', partial: false }]);
    expect(postalCodeLookupKeys('SW1A')).toEqual([{ key: 'SW1A', partial: false }]);
    expect(postalCodeLookupKeys(' - ')).toEqual([]);
  });
});

describe('normalizePlaceName', () => {
  it.each([
    ['St. Louis', 'saint louis'],
    ['Saint-Louis', 'saint louis'],
    ['  SAINT   louis ', 'saint louis'],
    ['München', 'munchen'],
    ["Coeur d'Alene", 'coeur dalene'],
    ['Winston-Salem', 'winston salem'],
    ['Ft Worth', 'fort worth'],
    ['Mt. Vernon', 'mount vernon'],
    ['Paris 01', 'paris 01'],
  ])('%p -> %p', (input, expected) => {
    expect(normalizePlaceName(input)).toBe(expected);
  });
});
