import { firstDayOfWeek, formatDate, formatDistance, formatMonth, formatTime, weekdayNames, zoneLabel } from './format';
import { fill, noDeliveryMessage, pickStrings, STRINGS } from './i18n';

describe('strings', () => {
  it('follows <html lang> (primary subtag), falls back to English, and takes the merchant overrides', () => {
    expect(pickStrings('fr-CA').pickup).toBe('Retrait');
    expect(pickStrings('de').shipping).toBe('Versand');
    expect(pickStrings('es').delivery).toBe('Delivery');
    expect(pickStrings(undefined).title).toBe(STRINGS.en.title);
    const custom = pickStrings('en', { pickup: 'Collect in store', unknownKey: 'x', delivery: 42 });
    expect([custom.pickup, custom.delivery, 'unknownKey' in custom]).toEqual(['Collect in store', 'Delivery', false]);
  });

  it('has every string in every language, with the same placeholders', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(STRINGS.en) as (keyof typeof STRINGS.en)[]) {
      for (const lang of ['fr', 'de'] as const) {
        expect([key, lang, typeof STRINGS[lang][key]]).toEqual([key, lang, 'string']);
        expect([key, lang, placeholders(STRINGS[lang][key])]).toEqual([key, lang, placeholders(STRINGS.en[key])]);
      }
    }
    expect(fill('{n} left of {n}', { n: 3 })).toBe('3 left of 3');
    expect(fill('{missing}', {})).toBe('{missing}');
  });
});

describe('Intl formats', () => {
  it("formats a location's calendar day as that day, whatever the process zone", () => {
    expect(formatDate('2026-03-10', 'en-US')).toBe('Tuesday, March 10, 2026');
    expect(formatDate('2026-03-10', 'de')).toBe('Dienstag, 10. März 2026');
    expect(formatMonth(2026, 3, 'fr')).toBe('mars 2026');
  });

  it('formats wall times, the zone label of a date (DST included), distances and weekday names', () => {
    expect(formatTime('14:30', 'en-US')).toBe('2:30 PM');
    expect(formatTime('14:30', 'de')).toBe('14:30');
    expect(zoneLabel('America/New_York', '2026-03-06', 'en-US')).toBe('EST');
    expect(zoneLabel('America/New_York', '2026-03-09', 'en-US')).toBe('EDT');
    expect(zoneLabel('Not/AZone', '2026-03-09', 'en-US')).toBe('Not/AZone');
    expect(formatDistance(1.234, 'miles', 'en-US')).toBe('1.2 mi');
    expect(formatDistance(3.45, 'kilometers', 'de')).toBe('3,5 km');
    expect(weekdayNames('en-US').long[0]).toBe('Sunday');
  });

  it('starts the week on Sunday in the US and on Monday in France and Germany', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('fr-FR')).toBe(1);
    expect(firstDayOfWeek('de')).toBe(1);
  });
});

describe('the words for "we cannot deliver there"', () => {
  it('word each reason of the NO_LOCATIONS_FOUND answer in every language, and leave an unknown one to the server', () => {
    for (const locale of ['en', 'fr', 'de']) {
      const words = pickStrings(locale, null);
      const said = ['out_of_area', 'unresolved_query', 'cart_not_fulfillable', 'no_delivery_locations'].map((r) => noDeliveryMessage(words, r));
      expect(said.every((w) => typeof w === 'string' && w.length > 0)).toBe(true);
      expect(new Set(said).size).toBe(4);
      expect(noDeliveryMessage(words, 'something_new')).toBeNull();
      expect(noDeliveryMessage(words, undefined)).toBeNull();
    }
    expect(noDeliveryMessage(pickStrings('fr', null), 'out_of_area')).not.toBe(noDeliveryMessage(pickStrings('en', null), 'out_of_area'));
  });
});
