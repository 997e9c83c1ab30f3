import { isServedAt, isServedNow, isServedOn, localMoment } from './menu-availability';

describe('menu availability', () => {
  const lunch = [{ days: ['monday' as const, 'friday' as const], from: '11:00', until: '15:00' }];
  const late = [{ days: ['friday' as const], from: '22:00', until: '02:00' }];

  it('serves from `from` inclusive until `until` exclusive on the listed days', () => {
    expect(isServedAt(lunch, 'monday', 11 * 60)).toBe(true);
    expect(isServedAt(lunch, 'monday', 15 * 60 - 1)).toBe(true);
    expect(isServedAt(lunch, 'monday', 15 * 60)).toBe(false);
    expect(isServedAt(lunch, 'tuesday', 12 * 60)).toBe(false);
  });

  it('runs a window past midnight into the next day', () => {
    expect(isServedAt(late, 'friday', 23 * 60)).toBe(true);
    expect(isServedAt(late, 'saturday', 60)).toBe(true);
    expect(isServedAt(late, 'saturday', 23 * 60)).toBe(false);
    expect(isServedAt(late, 'friday', 60)).toBe(false);
  });

  it('treats no windows as always served, and 24:00 as the end of the day', () => {
    expect(isServedAt([], 'sunday', 0)).toBe(true);
    expect(isServedAt([{ days: ['sunday'], from: '18:00', until: '24:00' }], 'sunday', 23 * 60 + 59)).toBe(true);
    expect(isServedOn(lunch, 'friday')).toBe(true);
    expect(isServedOn(lunch, 'sunday')).toBe(false);
  });

  it("reads the clock in the restaurant's zone, never the server's", () => {
    const instant = new Date('2026-03-10T20:00:00Z');
    expect(localMoment(instant, 'America/New_York')).toEqual({ weekday: 'tuesday', minutes: 16 * 60, date: '2026-03-10' });
    expect(localMoment(instant, 'Asia/Tokyo')).toEqual({ weekday: 'wednesday', minutes: 5 * 60, date: '2026-03-11' });
    const weekdays = [{ days: ['tuesday' as const], from: '12:00', until: '17:00' }];
    expect(isServedNow(weekdays, instant, 'America/New_York')).toBe(true);
    expect(isServedNow(weekdays, instant, 'Europe/Berlin')).toBe(false);
  });
});
