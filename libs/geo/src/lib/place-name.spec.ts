import { normalizePlaceName } from './place-name';

describe('normalizePlaceName', () => {
  it('folds case, diacritics and punctuation and spells out the common abbreviations', () => {
    expect(normalizePlaceName('St. Louis')).toBe('saint louis');
    expect(normalizePlaceName('Saint-Louis')).toBe('saint louis');
    expect(normalizePlaceName('München')).toBe('munchen');
    expect(normalizePlaceName('Mt Vernon')).toBe('mount vernon');
  });

  it('keeps the names of Object.prototype members as the words they are (docs/api-decisions.md, "Names from requests never reach a prototype")', () => {
    expect(['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'].map((name) => normalizePlaceName(`${name} city`))).toEqual([
      'constructor city',
      'proto city',
      'prototype city',
      'tostring city',
      'hasownproperty city',
      'valueof city',
    ]);
  });
});
