import type { DeliveryTime, PickupLocation, TimeSlot } from '@fulfil/api-client';
import { formatHeldUntil } from '../lib/format';
import { pickStrings, STRINGS } from '../lib/i18n';
import { isFullSlot, isListCollapsed, listOpenAfter, locationSummary, slotNote } from './picker-state';

const chelsea = {
  id: 7,
  company_name: 'Chelsea Bakery',
  distance: 0.4,
  address_line_1: '12 W 25th St',
  address_line_2: null,
  city: 'New York',
  postal_code: '10001',
  timezone: 'America/New_York',
} as PickupLocation;

describe('the chosen location collapses into a summary with "Change"', () => {
  it('closes the list when a location is chosen (in the list or restored), reopens it on "Change", and opens it with no choice', () => {
    let open = listOpenAfter({ type: 'value', id: null });
    expect([open, isListCollapsed(open, null)]).toEqual([true, false]);
    open = listOpenAfter({ type: 'choose' });
    expect(isListCollapsed(open, chelsea)).toBe(true);
    open = listOpenAfter({ type: 'change' });
    expect(isListCollapsed(open, chelsea)).toBe(false);
    open = listOpenAfter({ type: 'choose' }); // the same location again: collapsed again
    expect(isListCollapsed(open, chelsea)).toBe(true);
    expect(isListCollapsed(listOpenAfter({ type: 'value', id: 7 }), chelsea)).toBe(true); // restored from the cart
    expect(isListCollapsed(false, null)).toBe(false); // chosen but not known yet: the list stays
  });

  it('sums the location up in one line: distance in the shop unit and address, in the page language', () => {
    expect(locationSummary(chelsea, 'miles', 'en-US', STRINGS.en)).toBe('0.4 mi away · 12 W 25th St, New York');
    expect(locationSummary({ ...chelsea, distance: 3.45 }, 'kilometers', 'de', STRINGS.de)).toBe('3,5 km entfernt · 12 W 25th St, New York');
    expect(locationSummary({ ...chelsea, distance: null }, 'miles', 'fr', STRINGS.fr)).toBe('12 W 25th St, New York');
    expect(locationSummary({ id: 7, company_name: 'Chelsea Bakery', timezone: '' } as PickupLocation, 'miles', 'en', STRINGS.en)).toBe('');
  });

  it('has the "Change" words in every language', () => {
    expect(['en', 'fr', 'de'].map((l) => [pickStrings(l).change, pickStrings(l).changeLocation])).toEqual([
      ['Change', 'Change pickup location'],
      ['Modifier', 'Modifier le point de retrait'],
      ['Ändern', 'Abholort ändern'],
    ]);
  });
});

describe('full slots', () => {
  const slot = (extra: Partial<DeliveryTime>): TimeSlot => ({
    id: 5,
    day_of_week: 'tuesday',
    available_from: '08:00',
    available_until: '11:00',
    limited: true,
    limit: 4,
    remaining: 3,
    ...extra,
  });

  it('is full when marked full (include_full) or limited with no place left; labelled "Full" in the page language', () => {
    expect(
      [slot({}), slot({ remaining: 0 }), slot({ remaining: 0, full: true }), slot({ limited: false, remaining: null, full: true })].map(isFullSlot),
    ).toEqual([false, true, true, true]);
    expect(isFullSlot(slot({ limited: false, limit: 0, remaining: null }))).toBe(false);
    expect(slotNote(slot({}), STRINGS.en)).toBe('3 left');
    expect(slotNote(slot({ remaining: 0, full: true }), STRINGS.en)).toBe('Full');
    expect(slotNote(slot({ remaining: 0, full: true }), STRINGS.fr)).toBe('Complet');
    expect(slotNote(slot({ remaining: 0, full: true }), STRINGS.de)).toBe('Ausgebucht');
    expect(slotNote(slot({ limited: false, remaining: null }), STRINGS.en)).toBe('');
  });
});

describe('the hold line carries the zone', () => {
  const end = new Date('2026-03-09T19:30:00Z'); // 1:30 PM in Chicago (CDT from 8 March 2026)
  const winter = new Date('2026-01-12T19:30:00Z');

  it('says the end as the location wall time with the zone short name, in every language', () => {
    expect(formatHeldUntil(STRINGS.en.heldUntil, winter, 'America/Chicago', 'en-US')).toBe('Held for you until 1:30 PM CST');
    expect(formatHeldUntil(STRINGS.en.heldUntil, end, 'America/Chicago', 'en-US')).toBe('Held for you until 2:30 PM CDT');
    for (const lang of ['en', 'fr', 'de'] as const) {
      const line = formatHeldUntil(STRINGS[lang].heldUntil, winter, 'America/Chicago', lang);
      expect(line).toMatch(/\b(CST|UTC.6|GMT.6|HNC)\b/);
      expect(line).not.toContain('{');
    }
    expect(formatHeldUntil(STRINGS.de.heldUntil, new Date('2026-01-12T12:30:00Z'), 'Europe/Berlin', 'de')).toBe('Für Sie reserviert bis 13:30 MEZ');
    expect(formatHeldUntil('Held until {time}', winter, 'America/Chicago', 'en-US')).toBe('Held until 1:30 PM'); // a merchant's override without {zone}
  });
});
