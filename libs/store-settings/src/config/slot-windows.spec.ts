import { ValidationProblem } from '@fulfil/problem-details';
import { sampleStoreFile } from '../testing/fixtures';
import { checkSlotsInWindows, checkWindowsKeepSlots, SLOT_OUTSIDE_WINDOW } from './checks';
import { validateStoreConfig } from './validate';

const windows = { monday: { min: '09:00', max: '17:00' }, saturday: { min: '09:00', max: '17:00' } };
const slot = (day_of_week: string, available_from: string, available_until: string) => ({ day_of_week, available_from, available_until });

describe('pickup slots inside their weekday pickup window', () => {
  it('accepts slots inside or exactly on the window', () => {
    expect(
      checkSlotsInWindows(windows, [slot('monday', '09:00', '12:00'), slot('monday', '12:00', '17:00'), slot('saturday', '10:00', '11:00')], 'slots'),
    ).toBeNull();
    expect(checkSlotsInWindows({}, [], 'slots')).toBeNull();
  });

  it('refuses a slot starting before, ending after, or on a weekday with no window, naming the slot field', () => {
    expect(checkSlotsInWindows(windows, [slot('monday', '09:00', '10:00'), slot('saturday', '08:00', '11:00')], 'slots')).toEqual({
      field: 'slots[1].available_from',
      rule: SLOT_OUTSIDE_WINDOW,
      message: 'Saturday pickup runs 09:00-17:00; this slot starts at 08:00.',
    });
    expect(checkSlotsInWindows(windows, [slot('monday', '16:00', '18:00')], 'slots')).toEqual({
      field: 'slots[0].available_until',
      rule: 'slot_outside_window',
      message: 'Monday pickup runs 09:00-17:00; this slot ends at 18:00.',
    });
    expect(checkSlotsInWindows(windows, [slot('sunday', '10:00', '11:00')], 'pickup.slots')).toEqual({
      field: 'pickup.slots[0].available_from',
      rule: 'slot_outside_window',
      message: 'Sunday has no pickup window; this slot runs 10:00-11:00.',
    });
    // A window ending at midnight takes a slot ending at 24:00.
    expect(checkSlotsInWindows({ friday: { min: '20:00', max: '24:00' } }, [slot('friday', '23:00', '24:00')], 'slots')).toBeNull();
  });

  it('refuses windows that would leave existing slots outside, naming the weekday and the slots', () => {
    const slots = [slot('monday', '09:00', '12:00'), slot('monday', '15:00', '17:00'), slot('saturday', '09:00', '10:00')];
    expect(checkWindowsKeepSlots(windows, slots, 'weekday_windows')).toBeNull();
    expect(checkWindowsKeepSlots({ ...windows, monday: { min: '10:00', max: '16:00' } }, slots, 'weekday_windows')).toEqual({
      field: 'weekday_windows.monday',
      rule: 'slot_outside_window',
      message: 'Monday pickup would run 10:00-16:00, leaving the slots 09:00-12:00, 15:00-17:00 outside it; change or remove those slots first.',
    });
    expect(checkWindowsKeepSlots({ monday: windows.monday }, slots, 'weekday_windows')).toEqual({
      field: 'weekday_windows.saturday',
      rule: 'slot_outside_window',
      message: 'Saturday would have no pickup window, but it has the slot 09:00-10:00; remove it first.',
    });
  });

  it('is a rule of the store file: the import refuses such a slot, naming it', () => {
    const file = sampleStoreFile('windows.myshopify.com') as { locations: { pickup: { slots: { day_of_week: string; available_from: string }[] } }[] };
    expect(() => validateStoreConfig(file)).not.toThrow();
    file.locations[0].pickup.slots.push({ ...slot('monday', '07:00', '09:00') });
    let problem: unknown;
    try {
      validateStoreConfig(file);
    } catch (e) {
      problem = e;
    }
    expect(problem).toBeInstanceOf(ValidationProblem);
    const index = file.locations[0].pickup.slots.length - 1;
    expect((problem as ValidationProblem).errors).toEqual([
      {
        field: `locations[0].pickup.slots[${index}].available_from`,
        rule: 'slot_outside_window',
        message: 'Monday pickup runs 09:00-17:00; this slot starts at 07:00.',
      },
    ]);
  });
});
