/* eslint-disable @typescript-eslint/no-explicit-any -- the tests spoil parsed JSON files field by field */
import { ValidationProblem } from '@fulfil/problem-details';
import {
  defaultDeliveryArea,
  defaultDeliveryOptions,
  defaultPickupOptions,
  defaultPickupSettings,
  defaultPreparation,
  defaultShipping,
  defaultStorefrontCompatibility,
} from '../model/defaults';
import { sampleStoreFile } from '../testing/fixtures';
import { validateStoreConfig } from './validate';

function problemOf(data: unknown): ValidationProblem {
  try {
    validateStoreConfig(data);
  } catch (e) {
    if (e instanceof ValidationProblem) return e;
    throw e;
  }
  throw new Error('expected a validation problem');
}

const minimal = () => ({
  format_version: 1,
  shop: { domain: 'min.myshopify.com', timezone: 'Europe/London' },
  locations: [
    {
      external_id: 'a',
      company_name: 'A',
      address_line_1: '1 High St',
      city: 'London',
      postal_code: 'N1 1AA',
      region: 'London',
      country: 'GB',
      latitude: 51.5,
      longitude: -0.1,
    },
  ],
});

describe('store configuration file', () => {
  it('fills the same defaults the read models use', () => {
    const c = validateStoreConfig(minimal());
    const { slots, ...pickup } = c.locations[0].pickup;
    expect(pickup).toEqual(defaultPickupSettings());
    expect(slots).toEqual([]);
    expect(c.locations[0].delivery).toEqual(defaultDeliveryArea());
    expect(c.shop.pickup).toEqual(defaultPickupOptions());
    expect(c.shop.delivery).toEqual(defaultDeliveryOptions());
    expect(c.shop.storefront_compatibility).toEqual(defaultStorefrontCompatibility());
    expect(c.shop.storefront_compatibility).toEqual({ pickup_disabled_dates: 'strings' });
    expect(c.shipping).toEqual(defaultShipping());
    expect(c.preparation_times).toEqual({ pickup: defaultPreparation(), delivery: defaultPreparation(), shipping: defaultPreparation() });
    expect(c.postal_codes).toEqual([]);
  });

  it('accepts the sample file and sorts unordered lists', () => {
    const c = validateStoreConfig(sampleStoreFile());
    expect(c.locations[0].pickup.slots.map((s) => `${s.day_of_week} ${s.available_from}`)).toEqual(['monday 09:00', 'monday 12:00', 'tuesday 09:00']);
    expect(c.locations[0].inventory.map((i) => i.variant_id)).toEqual([9001, 9002]);
    expect(c.locations[0].products).toEqual([7001, 7002]);
  });

  it('stores merchant postal codes trimmed, with upper-case countries and nulls for omitted fields, sorted by code', () => {
    const c = validateStoreConfig(sampleStoreFile());
    expect(c.postal_codes).toEqual([
      { postal_code: '60601-9999', latitude: 41.8864, longitude: -87.6186, country_code: null, place_name: null },
      { postal_code: '60699', latitude: 41.8789, longitude: -87.6359, country_code: 'US', place_name: 'Willis Tower' },
    ]);
  });

  it('accepts 50,000 merchant postal codes and refuses one more', () => {
    const codes = (n: number) => Array.from({ length: n }, (_v, i) => ({ postal_code: `P${i}`, latitude: 0, longitude: 0 }));
    expect(validateStoreConfig({ ...minimal(), postal_codes: codes(50_000) }).postal_codes).toHaveLength(50_000);
    expect(problemOf({ ...minimal(), postal_codes: codes(50_001) }).errors?.[0]).toMatchObject({ field: 'postal_codes', rule: 'maxItems' });
  });

  it.each([
    ['a wrong type', (f: any) => (f.locations[0].latitude = 'north'), 'locations[0].latitude', 'type'],
    ['a missing field', (f: any) => delete f.locations[0].city, 'locations[0].city', 'required'],
    ['an unknown field', (f: any) => (f.locations[0].pickup.colour = 'red'), 'locations[0].pickup.colour', 'additionalProperties'],
    ['a bad time', (f: any) => (f.locations[0].pickup.weekday_windows.monday.min = '9am'), 'locations[0].pickup.weekday_windows.monday.min', 'pattern'],
    ['an impossible date', (f: any) => (f.shipping.blackout_dates = ['2026-02-30']), 'shipping.blackout_dates[0]', 'format'],
    ['an unknown zone', (f: any) => (f.shop.timezone = 'Mars/Olympus'), 'shop.timezone', 'format'],
    ['an enum value', (f: any) => (f.shop.measurement_format = 'furlongs'), 'shop.measurement_format', 'enum'],
    [
      'a window ending before it starts',
      (f: any) => (f.locations[0].pickup.weekday_windows.monday.max = '08:00'),
      'locations[0].pickup.weekday_windows.monday.max',
      'timeOrder',
    ],
    [
      'a slot ending before it starts',
      (f: any) => (f.locations[1].delivery.friday.slots.slots[0].until = '16:00'),
      'locations[1].delivery.friday.slots.slots[0].until',
      'timeOrder',
    ],
    [
      'a repeated slot',
      (f: any) => f.locations[0].pickup.slots.push({ day_of_week: 'monday', available_from: '09:00', available_until: '12:00' }),
      'locations[0].pickup.slots[3]',
      'unique',
    ],
    ['a repeated external id', (f: any) => (f.locations[1].external_id = 'loc-1'), 'locations[1].external_id', 'unique'],
    ['a menu of an unknown restaurant', (f: any) => (f.widget.menus[0].restaurant = 'nope'), 'widget.menus[0].restaurant', 'reference'],
    [
      'a required option group without a minimum',
      (f: any) => (f.widget.option_groups[0].min_selections = 0),
      'widget.option_groups[0].min_selections',
      'range',
    ],
    [
      'a between rule without max',
      (f: any) => (f.conditional_activation.delivery.weight_price.condition = 'between'),
      'conditional_activation.delivery.weight_price.max',
      'required',
    ],
    ['a merchant postal code without coordinates', (f: any) => delete f.postal_codes[1].longitude, 'postal_codes[1].longitude', 'required'],
    ['a merchant postal code north of the pole', (f: any) => (f.postal_codes[0].latitude = 90.5), 'postal_codes[0].latitude', 'maximum'],
    ['a merchant postal code west of -180', (f: any) => (f.postal_codes[0].longitude = -180.01), 'postal_codes[0].longitude', 'minimum'],
    ['a three-letter country', (f: any) => (f.postal_codes[0].country_code = 'USA'), 'postal_codes[0].country_code', 'pattern'],
    ['an unknown postal-code field', (f: any) => (f.postal_codes[1].zip = '1'), 'postal_codes[1].zip', 'additionalProperties'],
    ['a postal code longer than 32 characters', (f: any) => (f.postal_codes[1].postal_code = '1'.repeat(33)), 'postal_codes[1].postal_code', 'maxLength'],
    [
      'a postal code whose compact form exceeds 32 characters',
      (f: any) => (f.postal_codes[1].postal_code = '\u338f'.repeat(17)),
      'postal_codes[1].postal_code',
      'maxLength',
    ],
    ['a postal code of spaces and hyphens only', (f: any) => (f.postal_codes[1].postal_code = ' - '), 'postal_codes[1].postal_code', 'postalCode'],
    ['a postal code with punctuation', (f: any) => (f.postal_codes[1].postal_code = '60601/2'), 'postal_codes[1].postal_code', 'postalCode'],
    [
      'a postal code listed twice (other spelling)',
      (f: any) => f.postal_codes.push({ postal_code: '606019999', latitude: 1, longitude: 1 }),
      'postal_codes[2].postal_code',
      'unique',
    ],
    [
      'a postal code listed twice (full-width digits)',
      (f: any) => f.postal_codes.push({ postal_code: '６０６９９', latitude: 1, longitude: 1 }),
      'postal_codes[2].postal_code',
      'unique',
    ],
  ])('names the field of %s', (_name, spoil, field, rule) => {
    const file = sampleStoreFile();
    spoil(file);
    const p = problemOf(file);
    expect(p.status).toBe(400);
    expect(p.code).toBe('VALIDATION_FAILED');
    expect(p.errors?.[0]).toMatchObject({ field, rule });
    expect(p.detail).toContain(field);
  });

  it('refuses a file of another format version', () => {
    expect(problemOf({ ...minimal(), format_version: 2 }).errors?.[0].field).toBe('format_version');
  });
});
