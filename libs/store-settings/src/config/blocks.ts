import type { ValidateFunction } from 'ajv';
import { FieldError, ValidationProblem } from '@fulfil/problem-details';
import type { ConditionalActivationRule, GeneralPreparation, PickupSettingsConfig, SlotConfig } from '../model/settings';
import type {
  DeliveryConfig,
  InventoryConfig,
  LocationCore,
  MerchantPostalCodeInput,
  ShippingConfig,
  ShopPatch,
  ShopPreparationConfig,
  WidgetFileConfig,
} from '../model/store-config';
import { WEEKDAYS } from '../model/vocabulary';
import { checkConditionalActivation, checkDelivery, checkInventory, checkOpeningHours, checkPickup, checkProductPreparation, checkSlots } from './checks';
import schema from './store-config.schema.json';
import { ajvFieldErrors, storeConfigAjv } from './validate';

/**
 * What the admin API accepts for each of its writes, and the shape it returns after
 * validation. Every block is validated by the store file's own JSON Schema
 * (`store-config.schema.json`: a `$defs` entry, or a wrapper derived from one in code
 * below, never a restatement of its limits) and then by the same rules of `checks.ts`
 * the import applies. So a value the import refuses, the admin API refuses with the
 * same field (relative to the block), and the other way round.
 */
export interface StoreBlocks {
  /** POST/PUT `/locations`: the location's own fields (`location` of the file without its nested blocks) and `sort_position`. */
  location: LocationCore & { sort_position?: number };
  /** PATCH `/shop`: any subset of the file's `shop` but `domain`; nested `pickup`/`delivery` are subsets too. No defaults are filled in. */
  shopPatch: ShopPatch;
  /** PUT `/locations/:id/pickup-settings`: the file's `pickup` without `slots`. */
  pickup: PickupSettingsConfig;
  /** PUT `/locations/:id/pickup-slots`: `{slots}` of the file's `pickupSlot` rows; `id` keeps an existing slot. */
  pickupSlots: { slots: (SlotConfig & { id?: number })[] };
  /** PUT `/locations/:id/delivery-settings`: the file's `delivery`; slot rows may carry the `id` of an existing slot. */
  delivery: DeliveryConfig;
  /** PUT `/locations/:id/preparation-times/:method`: the file's `locationPreparation`. */
  locationPreparation: { general: GeneralPreparation | null };
  /** PUT `/preparation-times/:method`: the file's `shopPreparation`. */
  shopPreparation: ShopPreparationConfig;
  /** PUT `/conditional-activation/:method` (shop or location): the file's `conditionalActivation`. */
  conditionalActivation: ConditionalActivationRule;
  /** PUT `/shipping`: the file's `shipping`. */
  shipping: ShippingConfig;
  /** PUT `/locations/:id/inventory`: `{inventory}` as in the file's `location`. */
  inventory: { inventory: InventoryConfig[] };
  /** PUT `/locations/:id/products`: `{products}` as in the file's `location`. */
  products: { products: number[] };
  /** PUT `/widget`: the file's `widget` (references to locations are checked by the writer). */
  widget: WidgetFileConfig;
  /** PUT `/postal-codes`: `{postal_codes}` of the file's `merchantPostalCodes` (uniqueness is checked by the writer). */
  merchantPostalCodes: { postal_codes: MerchantPostalCodeInput[] };
}

/** A block's name. */
export type StoreBlockName = keyof StoreBlocks;

type Json = Record<string, unknown>;
const defs = schema.$defs as unknown as Record<string, Json>;
const ref = (def: string) => ({ $ref: `${schema.$id}#/$defs/${def}` });
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** `#/$defs/x` -> the file schema's absolute `$id#/$defs/x`, so a copied definition resolves from a schema of its own. */
function absoluteRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map(absoluteRefs) as T;
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${schema.$id}${v}` : absoluteRefs(v)]),
    ) as T;
  }
  return node;
}

/** An object definition as a patch: nothing required, no defaults filled in, nested inline objects patched too. */
function patchOf(def: Json): Json {
  const out = clone(def);
  delete out['required'];
  delete out['default'];
  const props = (out['properties'] ?? {}) as Record<string, Json>;
  for (const [k, p] of Object.entries(props)) props[k] = p['type'] === 'object' && p['properties'] ? patchOf(p) : (({ default: _d, ...rest }) => rest)(p);
  return out;
}

const wrap = (key: string, items: unknown) => ({ type: 'object', additionalProperties: false, required: [key], properties: { [key]: items } });
const withOptionalId = (def: Json): Json => ({
  ...clone(def),
  properties: { ...(def['properties'] as Json), id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
});

/** Fields of the file's `location` that the admin API writes through endpoints of their own. */
const NESTED_LOCATION_BLOCKS = ['pickup', 'delivery', 'preparation_times', 'conditional_activation', 'inventory', 'products'];

/** The schema of each block: a `$defs` entry, or a wrapper built from the file's definitions. */
function blockSchemas(): Record<StoreBlockName, Json> {
  const location = defs['location'];
  const locationProps = location['properties'] as Json;
  const core = Object.fromEntries(Object.entries(locationProps).filter(([k]) => !NESTED_LOCATION_BLOCKS.includes(k)));
  const shop = patchOf(defs['shop']);
  delete (shop['properties'] as Json)['domain'];
  const pickup = clone(defs['pickup']);
  delete (pickup['properties'] as Json)['slots'];
  return {
    location: { ...location, properties: { ...core, sort_position: { type: 'integer', minimum: 0, maximum: 2147483647 } } },
    shopPatch: shop,
    pickup,
    pickupSlots: wrap('slots', { type: 'array', maxItems: 2000, items: withOptionalId(defs['pickupSlot']) }),
    delivery: deliveryWithSlotIds(defs['delivery'], withOptionalId(defs['deliverySlot'])),
    locationPreparation: defs['locationPreparation'],
    shopPreparation: ref('shopPreparation'),
    conditionalActivation: ref('conditionalActivation'),
    shipping: ref('shipping'),
    inventory: wrap('inventory', locationProps['inventory']),
    products: wrap('products', locationProps['products']),
    widget: ref('widget'),
    merchantPostalCodes: wrap('postal_codes', ref('merchantPostalCodes')),
  };
}

/** The file's `delivery` with `deliverySlot` rows that may carry an `id` (the admin API keeps slot ids). */
function deliveryWithSlotIds(delivery: Json, slotWithId: Json): Json {
  const out = clone(delivery);
  const props = out['properties'] as Record<string, Json>;
  for (const day of WEEKDAYS) if (props[day]) props[day] = deliveryDayWithSlotIds(slotWithId);
  return out;
}

function deliveryDayWithSlotIds(slotWithId: Json): Json {
  const day = clone(defs['deliveryDay']);
  const slots = (day['properties'] as Record<string, Json>)['slots'];
  (slots['properties'] as Record<string, Json>)['slots'] = { ...((slots['properties'] as Record<string, Json>)['slots'] as Json), items: slotWithId };
  return day;
}

/** The rules of `checks.ts` that apply to a block, as the import applies them. */
const CHECKS: { [K in StoreBlockName]?: (value: StoreBlocks[K]) => FieldError | null } = {
  location: (l) => checkOpeningHours(l.opening_hours, 'opening_hours'),
  pickup: (p) => checkPickup(p, ''),
  pickupSlots: (b) => checkSlots(b.slots, 'slots'),
  delivery: (d) => checkDelivery(d, ''),
  shopPreparation: (p) => checkProductPreparation(p.product_based, 'product_based'),
  conditionalActivation: (r) => checkConditionalActivation(r, ''),
  inventory: (b) => checkInventory(b.inventory, 'inventory'),
};

let compiled: Map<StoreBlockName, ValidateFunction> | undefined;

/**
 * Compiles the store file's JSON Schema and every block's validator now (about 0.4 s of
 * ajv code generation on the 2-core machine). Without it the first admin write of a
 * process compiles them on the event loop in one piece, stalling every request meanwhile
 * (docs/scaling.md, "Each instance's cache"); an app with the admin API calls it at start.
 */
export function preloadStoreBlockValidators(): void {
  validatorOf('location');
}

function validatorOf(name: StoreBlockName): ValidateFunction {
  if (!compiled) {
    const ajv = storeConfigAjv();
    compiled = new Map(Object.entries(blockSchemas()).map(([n, s]) => [n as StoreBlockName, ajv.compile(absoluteRefs(s))]));
  }
  const validate = compiled.get(name);
  if (!validate) throw new Error(`No store block ${name}`);
  return validate;
}

/**
 * Validates an admin API body as the import validates the same part of a file: the
 * file's JSON Schema (filling in its defaults, except for `shopPatch`), then the
 * matching rules of `checks.ts`. The input is copied, never changed.
 *
 * @param name which block (see {@link StoreBlocks})
 * @param data the parsed JSON body
 * @returns the block with its defaults
 * @throws ValidationProblem (400 VALIDATION_FAILED) naming every field the schema refuses,
 *   or else the first a rule refuses, relative to the block (`interval`,
 *   `slots[0].available_from`, `weight_price.max`)
 */
export function validateStoreBlock<K extends StoreBlockName>(name: K, data: unknown): StoreBlocks[K] {
  const value = data === undefined ? undefined : clone(data);
  const validate = validatorOf(name);
  if (!validate(value)) throw problem(ajvFieldErrors(validate.errors));
  const block = value as StoreBlocks[K];
  const check = CHECKS[name] as ((v: StoreBlocks[K]) => FieldError | null) | undefined;
  const e = check?.(block);
  if (e) throw problem([e]);
  return block;
}

function problem(errors: FieldError[]): ValidationProblem {
  return new ValidationProblem(errors, `Invalid request body at ${errors[0].field}: ${errors[0].message}.`);
}

/**
 * The JSON Schema (draft-07) of the whole file, of each block and the file's definitions
 * they refer to as `#/$defs/<name>`: what the admin API accepts, for its OpenAPI document (which converts
 * them, so the document and the validation share one definition; docs/openapi.md).
 */
export function storeBlockJsonSchemas(): { file: Json; blocks: Record<StoreBlockName, Json>; defs: Record<string, Json> } {
  const relative = (node: unknown): unknown => JSON.parse(JSON.stringify(node).replaceAll(`"${schema.$id}#/$defs/`, '"#/$defs/')) as unknown;
  const { $defs: _defs, ...file } = schema as unknown as Json;
  return { file: relative(file) as Json, blocks: relative(blockSchemas()) as Record<StoreBlockName, Json>, defs: relative(defs) as Record<string, Json> };
}
