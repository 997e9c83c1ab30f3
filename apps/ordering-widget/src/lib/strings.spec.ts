import { DEFAULT_STRINGS, fill, makeStrings } from './strings';
import type { WidgetTranslation as Translation } from '@fulfil/api-client';
import { formatClock, formatDay, formatMoney, weekdayShort } from './money';

const translations: Translation[] = [
  { id: 1, translation_key: 'widget.pickup', values: { en: 'Pickup', fr: 'À emporter', de: 'Abholung' } },
  { id: 2, translation_key: 'option.choose_up_to', values: { en: 'Choose up to {max}', fr: "Jusqu'à {max}" } },
];

describe('strings', () => {
  it("takes the shop's translation in the locale, its base language, the shop's language, English, then the built-in text", () => {
    expect(makeStrings(translations, 'fr', 'en')('widget.pickup')).toBe('À emporter');
    expect(makeStrings(translations, 'fr-CA', 'en')('widget.pickup')).toBe('À emporter');
    expect(makeStrings(translations, 'es', 'de')('widget.pickup')).toBe('Abholung');
    expect(makeStrings(translations, 'es', 'it')('widget.pickup')).toBe('Pickup');
    expect(makeStrings(translations, 'de', 'en')('option.choose_up_to', { max: 3 })).toBe('Choose up to 3');
    expect(makeStrings(translations, 'fr', 'en')('option.choose_up_to', { max: 3 })).toBe("Jusqu'à 3");
    expect(makeStrings([], 'fr', 'en')('cart.checkout')).toBe(DEFAULT_STRINGS['cart.checkout']);
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('formats (Intl)', () => {
  it('formats minor units with the currency digits', () => {
    expect(formatMoney(1450, 'USD', 'en-US')).toBe('$14.50');
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500');
    expect(formatMoney(1450, 'EUR', 'de-DE')).toBe('14,50\u00a0€');
    expect(formatMoney(12345, 'KWD', 'en-US')).toBe('KWD\u00a012.345');
  });

  it("formats wall times in the shop's time format and calendar dates without a zone", () => {
    expect(formatClock('13:00', 'en-US', '12h')).toBe('1:00 PM');
    expect(formatClock('13:00', 'en-US', '24h')).toBe('13:00');
    expect(formatClock('21:05', 'de-DE', '')).toBe('21:05');
    expect(formatDay('2026-03-10', 'en-US')).toBe('Tuesday, March 10');
    expect(weekdayShort('monday', 'en-US')).toBe('Mon');
    expect(weekdayShort('sunday', 'fr-FR')).toMatch(/^dim/);
  });
});
