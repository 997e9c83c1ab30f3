/**
 * The guided flow's draft of a new location and how it is created: one admin API call
 * per block (apps/fulfilment-api/src/admin/README.md), the location created turned off and
 * turned on last, so a refused block never leaves a half-made location in front of
 * shoppers.
 */
import type { AdminLocation, AdminPickupSlot, FulfilmentComponents } from '@fulfil/api-client';
import { admin, ApiProblem } from '../../api';
import { openingHoursFromHours, windowsFromHours, type WeekHours } from '../../components/slot-pattern';
import type { GeneralPreparation } from '../../components/preparation-sentence';
import { inventoryBody, productsBody, type ProductsChoice, type ShopProduct } from '../location-products';

/** The flow's steps, in order (their names are keys of FLOW_WORDS). */
export const STEPS = ['address', 'methods', 'hours', 'slots', 'preparation', 'closed', 'products', 'review'] as const;
export type Step = (typeof STEPS)[number];

/** Everything the merchant entered. Times are the location's local `HH:MM`; dates `YYYY-MM-DD` (or `--MM-DD` yearly). */
export interface Draft {
  company_name: string;
  external_id: string;
  /** Whether `external_id` was typed (else it follows the name). */
  externalIdTyped: boolean;
  address_line_1: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  latitude: number | '';
  longitude: number | '';
  /** IANA zone, or '' for the shop's. */
  timezone: string;
  /** The zone the address lookup found (null: not looked up or none). */
  addressZone: string | null;
  pickup: boolean;
  delivery: boolean;
  hours: WeekHours;
  /** Pickup windows equal the opening hours. */
  sameHours: boolean;
  pickupHours: WeekHours;
  slots: AdminPickupSlot[];
  /** The pickup windows the slots were last created from (JSON), to recreate them when the hours change. */
  slotsFrom: string | null;
  preparation: GeneralPreparation;
  /** The shop's general pickup rule as loaded (the location keeps following it when `preparation` equals it). */
  shopPreparation: GeneralPreparation | null;
  closedDates: string[];
  products: ProductsChoice;
}

/** The id made from a name: lower case ASCII words joined by `-` (`Demo Bakery – Midtown` -> `demo-bakery-midtown`). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The pickup windows of the draft (the opening hours unless set apart). */
export function pickupHoursOf(d: Draft): WeekHours {
  return d.sameHours ? d.hours : d.pickupHours;
}

/** Whether the draft's preparation is the shop's rule (then the location keeps following the shop's, no own rule is written). */
export function followsShop(d: Draft): boolean {
  return d.shopPreparation !== null && JSON.stringify(d.preparation) === JSON.stringify(d.shopPreparation);
}

/** A refused call of {@link createFromDraft}: the step to fix and the API's problem. */
export class StepProblem extends Error {
  constructor(
    readonly step: Step,
    readonly problem: unknown,
    /** The location's id when it was created (turned off) before the refusal. */
    readonly locationId: number | null,
  ) {
    super(problem instanceof ApiProblem ? problem.detail : String(problem));
  }
}

/**
 * Creates the location: `POST /locations` turned off (or, on a retry, `PATCH` of the
 * location created before), then `PUT` pickup-settings, pickup-slots, preparation-times/pickup
 * (only when it differs from the shop's rule), products and inventory, and last `PATCH`
 * of `pickup_enabled`/`delivery_enabled` as chosen.
 * @param existingId the id of a location an earlier attempt created (retry), or null
 * @returns the location's id
 * @throws StepProblem naming the step whose block the API refused
 */
export async function createFromDraft(d: Draft, catalogue: ShopProduct[], existingId: number | null): Promise<number> {
  const location = {
    external_id: d.external_id,
    company_name: d.company_name,
    address_line_1: d.address_line_1,
    address_line_2: null,
    city: d.city,
    region: d.region,
    postal_code: d.postal_code,
    country: d.country,
    latitude: d.latitude === '' ? null : d.latitude,
    longitude: d.longitude === '' ? null : d.longitude,
    timezone: d.timezone || null,
    opening_hours: openingHoursFromHours(d.hours),
    pickup_enabled: false,
    delivery_enabled: false,
  };
  let id = existingId;
  const step = async (name: Step, call: () => Promise<unknown>) => {
    try {
      await call();
    } catch (e) {
      // The blackout dates travel in the pickup settings: their errors belong to their own step.
      const closed = e instanceof ApiProblem && e.errors.length > 0 && e.errors.every((x) => x.field.startsWith('blackout_dates'));
      throw new StepProblem(closed ? 'closed' : name, e, id);
    }
  };
  await step('address', async () => {
    if (id === null) id = (await admin.post<AdminLocation>('/locations', location)).id;
    else await admin.patch(`/locations/${id}`, location);
  });
  const created = id;
  if (created === null) throw new StepProblem('address', new Error('The location was not created.'), null);
  const at = `/locations/${created}`;
  const pickupBody: Partial<FulfilmentComponents['schemas']['AdminPickupBody']> = {
    weekday_windows: windowsFromHours(pickupHoursOf(d)),
    blackout_dates: d.closedDates,
    limits_enabled: d.slots.some((s) => s.limited),
  };
  await step('hours', () => admin.put(`${at}/pickup-settings`, pickupBody));
  await step('slots', () => admin.put(`${at}/pickup-slots`, { slots: d.slots }));
  if (followsShop(d)) await step('preparation', () => admin.delete(`${at}/preparation-times/pickup`).catch(() => undefined));
  else await step('preparation', () => admin.put(`${at}/preparation-times/pickup`, { general: d.preparation }));
  await step('products', () => admin.put(`${at}/products`, productsBody(d.products, catalogue)));
  await step('products', () => admin.put(`${at}/inventory`, inventoryBody(d.products, catalogue)));
  await step('methods', () => admin.patch(at, { pickup_enabled: d.pickup, delivery_enabled: d.delivery }));
  return created;
}
