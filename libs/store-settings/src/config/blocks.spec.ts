import { ValidationProblem } from '@fulfil/problem-details';
import { validateStoreBlock } from './blocks';

function fieldsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (e) {
    if (e instanceof ValidationProblem) return (e.errors ?? []).map((x) => x.field);
    throw e;
  }
  throw new Error('expected a validation problem');
}

describe('admin API blocks, validated by the store file schema', () => {
  it('fills the defaults of a location as the import does, and keeps sort_position', () => {
    const l = validateStoreBlock('location', {
      external_id: 'a',
      company_name: 'A',
      address_line_1: '1 A St',
      city: 'X',
      postal_code: '1',
      region: '',
      country: 'US',
      latitude: 1,
      longitude: 2,
      sort_position: 3,
    });
    expect(l).toMatchObject({ address_line_2: null, timezone: null, pickup_enabled: false, opening_hours: {}, sort_position: 3 });
  });

  it('refuses the nested blocks a location writes through endpoints of their own', () => {
    expect(
      fieldsOf(() =>
        validateStoreBlock('location', {
          external_id: 'a',
          company_name: 'A',
          address_line_1: '1',
          city: 'X',
          postal_code: '1',
          region: '',
          country: 'US',
          latitude: 1,
          longitude: 2,
          pickup: {},
        }),
      ),
    ).toEqual(['pickup']);
  });

  it('patches the shop without filling defaults and never takes its domain', () => {
    expect(validateStoreBlock('shopPatch', { pickup: { pagination_limit: 30 } })).toEqual({ pickup: { pagination_limit: 30 } });
    expect(fieldsOf(() => validateStoreBlock('shopPatch', { domain: 'other.myshopify.com' }))).toEqual(['domain']);
    expect(validateStoreBlock('shopPatch', { storefront_compatibility: {} })).toEqual({ storefront_compatibility: {} });
    expect(validateStoreBlock('shopPatch', { storefront_compatibility: { pickup_disabled_dates: 'arrays' } })).toEqual({
      storefront_compatibility: { pickup_disabled_dates: 'arrays' },
    });
    expect(fieldsOf(() => validateStoreBlock('shopPatch', { storefront_compatibility: { pickup_disabled_dates: 'objects' } }))).toEqual([
      'storefront_compatibility.pickup_disabled_dates',
    ]);
    expect(fieldsOf(() => validateStoreBlock('shopPatch', { storefront_compatibility: { delivery_disabled_dates: 'strings' } }))).toEqual([
      'storefront_compatibility.delivery_disabled_dates',
    ]);
  });

  it('keeps the ids of existing slots, and only integers', () => {
    expect(
      validateStoreBlock('pickupSlots', { slots: [{ id: 4, day_of_week: 'monday', available_from: '09:00', available_until: '10:00' }] }).slots[0],
    ).toMatchObject({ id: 4, limited: false });
    expect(
      fieldsOf(() => validateStoreBlock('pickupSlots', { slots: [{ id: 'x', day_of_week: 'monday', available_from: '09:00', available_until: '10:00' }] })),
    ).toEqual(['slots[0].id']);
    const d = validateStoreBlock('delivery', { friday: { slots: { enabled: true, slots: [{ id: 9, from: '09:00', until: '10:00' }] } } });
    expect(d.friday?.slots.slots[0]).toMatchObject({ id: 9 });
  });

  it('names every field the schema refuses, once each', () => {
    expect(fieldsOf(() => validateStoreBlock('pickup', { interval: 2, blackout_dates: ['2026-02-30'], colour: 'red' }))).toEqual([
      'colour',
      'interval',
      'blackout_dates[0]',
    ]);
  });

  it('refuses a breakpoint at 24:00 but takes 24:00 as the end of a window', () => {
    expect(fieldsOf(() => validateStoreBlock('delivery', { monday: { breakpoint: '24:00' } }))).toEqual(['monday.breakpoint']);
    expect(validateStoreBlock('pickup', { weekday_windows: { monday: { min: '20:00', max: '24:00' } } }).weekday_windows.monday).toEqual({
      min: '20:00',
      max: '24:00',
    });
  });

  it('does not change the body it was given', () => {
    const body = { interval: 30 };
    validateStoreBlock('pickup', body);
    expect(body).toEqual({ interval: 30 });
  });
});
