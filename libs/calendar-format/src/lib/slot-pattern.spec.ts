import { generateSlots, tryParseTimeOfDay, type PatternSlot } from '../index';

const minutes = (t: string) => tryParseTimeOfDay(t, true);

describe('generateSlots', () => {
  it('fills a 09:00-17:00 Monday with eight hourly slots, back to back, the last ending at closing', () => {
    const slots = generateSlots({ monday: { from: '09:00', until: '17:00' } }, 60, 4);
    expect(slots).toHaveLength(8);
    expect(slots[0]).toEqual({ weekday: 'monday', from: '09:00', until: '10:00', limit: 4 });
    expect(slots[slots.length - 1]).toEqual({ weekday: 'monday', from: '16:00', until: '17:00', limit: 4 });
    for (let i = 1; i < slots.length; i++) expect(slots[i].from).toBe(slots[i - 1].until);
  });

  it('shortens the last slot when the window is not a multiple of the step (09:00-10:45 every 30)', () => {
    expect(generateSlots({ tuesday: { from: '09:00', until: '10:45' } }, 30, null).map((s) => `${s.from}-${s.until}`)).toEqual([
      '09:00-09:30',
      '09:30-10:00',
      '10:00-10:30',
      '10:30-10:45',
    ]);
  });

  it('never puts a slot outside its window, for many windows and steps', () => {
    const windows = [
      ['06:30', '07:00'],
      ['08:00', '18:30'],
      ['00:00', '24:00'],
      ['13:17', '13:59'],
      ['09:00', '09:01'],
    ];
    for (const [from, until] of windows)
      for (const every of [1, 7, 15, 45, 60, 90, 240, 1440]) {
        const slots = generateSlots({ saturday: { from, until } }, every, 2);
        expect(slots.length).toBeGreaterThan(0);
        for (const s of slots) {
          expect(minutes(s.from)).toBeGreaterThanOrEqual(minutes(from));
          expect(minutes(s.until)).toBeLessThanOrEqual(minutes(until));
          expect(minutes(s.until)).toBeGreaterThan(minutes(s.from));
          expect(minutes(s.until) - minutes(s.from)).toBeLessThanOrEqual(every);
        }
        expect(slots[0].from).toBe(from);
        expect(slots[slots.length - 1].until).toBe(until);
      }
  });

  it('lists Monday first, skips closed, empty or malformed windows, and keeps the limit (null = no limit)', () => {
    const slots = generateSlots(
      {
        sunday: { from: '10:00', until: '12:00' },
        monday: { from: '08:00', until: '10:00' },
        wednesday: { from: '12:00', until: '12:00' },
        thursday: { from: '15:00', until: '11:00' },
        friday: { from: '9am', until: '17:00' },
      },
      120,
      null,
    );
    expect(slots).toEqual<PatternSlot[]>([
      { weekday: 'monday', from: '08:00', until: '10:00', limit: null },
      { weekday: 'sunday', from: '10:00', until: '12:00', limit: null },
    ]);
  });

  it('refuses a step or limit that is not a whole number in range', () => {
    const w = { monday: { from: '09:00', until: '17:00' } };
    for (const every of [0, -15, 2.5, Number.NaN, 1441]) expect(() => generateSlots(w, every, null)).toThrow(RangeError);
    for (const limit of [-1, 1.5, Number.NaN]) expect(() => generateSlots(w, 60, limit)).toThrow(RangeError);
  });
});
